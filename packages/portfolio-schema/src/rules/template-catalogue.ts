import {
  defaultTemplateAuthor,
  defaultTemplateVersion,
  premiumTemplateIds,
  templateIds,
  type Template,
  type TemplateId,
} from '../templates';

// Type
export interface CatalogueEntry extends Template {
  templateIdentifier: TemplateId;
}

// Defaults
const entries: Record<TemplateId, { name: string; description: string; category: string; tags: string[] }> = {
  'creative-portfolio-v1': {
    name: 'Creative',
    description: 'Bold, asymmetric layouts and playful oversized type for makers who want to stand out.',
    category: 'Creative',
    tags: ['Bold', 'Asymmetric', 'Playful'],
  },
  'minimal-portfolio-v1': {
    name: 'Minimal',
    description: 'Clean lines and generous whitespace that let your work speak for itself.',
    category: 'Minimal',
    tags: ['Clean', 'Whitespace', 'Simple'],
  },
  'nebulla-glass-portfolio-v1': {
    name: 'Nebulla Glass',
    description: 'A dark nebula backdrop with frosted-glass panels for a cosmic first impression.',
    category: 'Dark',
    tags: ['Dark', 'Glass', 'Space'],
  },
  'nexus-portfolio-v1': {
    name: 'Nexus',
    description: 'A premium, futuristic layout with neon accents and a command-centre feel.',
    category: 'Premium',
    tags: ['Futuristic', 'Neon', 'Premium'],
  },
  'quantum-portfolio-v1': {
    name: 'Quantum',
    description: 'A premium dark theme with a scientific grid and particle-inspired details.',
    category: 'Premium',
    tags: ['Dark', 'Scientific', 'Premium'],
  },
  'elegant-portfolio-v1': {
    name: 'Elegant',
    description: 'Refined serif typography and quiet colours for a polished, timeless presence.',
    category: 'Classic',
    tags: ['Serif', 'Refined', 'Timeless'],
  },
  'modern-minimalist-v1': {
    name: 'Modern Minimalist',
    description: 'An airy single column with a strong type scale that reads beautifully on any screen.',
    category: 'Minimal',
    tags: ['Single Column', 'Typography', 'Airy'],
  },
  'brilliant-portfolio-v1': {
    name: 'Brilliant',
    description: 'Bright gradients, a large hero and card-based sections full of energy.',
    category: 'Colourful',
    tags: ['Gradients', 'Hero', 'Cards'],
  },
  'light-portfolio-v1': {
    name: 'Light',
    description: 'Soft pastel tones on a light canvas for a friendly, approachable portfolio.',
    category: 'Light',
    tags: ['Pastel', 'Soft', 'Friendly'],
  },
  'modern-portfolio-v1': {
    name: 'Modern',
    description: 'Contemporary, clearly separated sections that balance personality and structure.',
    category: 'Modern',
    tags: ['Contemporary', 'Sections', 'Balanced'],
  },
  'glassmorphism-portfolio-v1': {
    name: 'Glassmorphism',
    description: 'Colourful blurred shapes behind translucent glass panels for a vivid, layered look.',
    category: 'Colourful',
    tags: ['Glass', 'Blur', 'Colourful'],
  },
  'vibrant-motion-portfolio-v1': {
    name: 'Vibrant Motion',
    description: 'Lively colours and smooth CSS motion that calms down when visitors prefer less movement.',
    category: 'Animated',
    tags: ['Motion', 'Vibrant', 'Animated'],
  },
  'genz-portfolio-v1': {
    name: 'GenZ',
    description: 'Loud colours and sticker-style blocks for a portfolio with attitude.',
    category: 'Creative',
    tags: ['Loud', 'Stickers', 'Fun'],
  },
  'professional-dev-portfolio-v1': {
    name: 'Professional Dev',
    description: 'A developer-focused layout with a code-editor aesthetic for projects and stacks.',
    category: 'Developer',
    tags: ['Developer', 'Code', 'Monospace'],
  },
  'modern-minimal-v1': {
    name: 'Modern Minimal',
    description: 'A two-column resume layout that looks sharp on screen and prints cleanly.',
    category: 'Resume',
    tags: ['Resume', 'Two Column', 'Print'],
  },
};

/** What GET /templates serves until the templates registry provides the catalogue itself. */
export const staticTemplateCatalogue: readonly CatalogueEntry[] = templateIds.map((templateIdentifier) => {
  const entry = entries[templateIdentifier];
  return {
    templateIdentifier,
    templateName: entry.name,
    description: entry.description,
    category: entry.category,
    meta: {
      thumbnailImgUrl: '',
      isPremium: premiumTemplateIds.includes(templateIdentifier),
      tags: entry.tags,
      author: defaultTemplateAuthor,
      version: defaultTemplateVersion,
    },
  };
});
