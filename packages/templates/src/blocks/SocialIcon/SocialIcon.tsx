import type { ReactElement } from 'react';

export const socialIconNames = [
  'github',
  'linkedin',
  'twitter',
  'instagram',
  'facebook',
  'email',
  'resume',
  // Platforms of the link list (`linkPlatforms` in the schema), then any other host.
  'website',
  'generic',
  'dribbble',
  'behance',
  'youtube',
  'bluesky',
  'mastodon',
  'medium',
  'substack',
  'gitlab',
  'stackoverflow',
  'codepen',
  'figma',
  'devto',
  'hashnode',
  'kaggle',
  'orcid',
  'scholar',
  'researchgate',
  'tiktok',
  'twitch',
  'threads',
  'artstation',
  'vimeo',
  'soundcloud',
  'spotify',
] as const;
export type SocialIconName = (typeof socialIconNames)[number];

// Drawn for Showfolio on a 24-unit grid, stroked with currentColor so each template colours them.
const glyphs: Record<SocialIconName, ReactElement> = {
  github: (
    <>
      <path d="M5.5 9.5 6 3.8l3.3 2.7a8 8 0 0 1 5.4 0L18 3.8l.5 5.7a7.2 7.2 0 0 1-2.6 8.3c-1 .6-1.4 1.4-1.4 2.4V21h-5v-.8c0-1-.4-1.8-1.4-2.4a7.2 7.2 0 0 1-2.6-8.3Z" />
      <path d="M9.5 19c-2.6.6-3.6-.6-4.5-2" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17M8 7.2v.1M11.5 17v-6.5M11.5 13.5a2.8 2.8 0 0 1 5.5 0V17" />
    </>
  ),
  twitter: (
    <>
      <path d="M4 4h4.2L20 20h-4.2Z" />
      <path d="M19.5 4l-6.3 7M4.5 20l6.3-7" />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5v.1" />
    </>
  ),
  facebook: (
    <path d="M14 21v-7.5h3l.5-3.5H14V8c0-1 .5-1.6 1.6-1.6H18V3.2a20 20 0 0 0-2.8-.2C12.4 3 10.5 4.6 10.5 7.6V10H7.5v3.5h3V21" />
  ),
  email: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
  resume: (
    <>
      <path d="M14 3H6.5A1.5 1.5 0 0 0 5 4.5v15A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V8Z" />
      <path d="M14 3v5h5M8.5 13h7M8.5 16.5h5" />
    </>
  ),
  website: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3Z" />
    </>
  ),
  generic: (
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3.1-3.1a4 4 0 0 0-5.7-5.7L12 6.3" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3.1 3.1a4 4 0 0 0 5.7 5.7l1.1-1.1" />
    </>
  ),
  dribbble: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8.5 3.7c3.5 4.5 5.9 10 7 16.6M3.2 10.5c5.3.3 10.2-.9 14.5-4.3M5.6 18.4c3.4-4.2 9-5.7 15.3-3.9" />
    </>
  ),
  behance: (
    <>
      <path d="M3 6h5a3 3 0 0 1 0 6H3Zm0 6h5.5a3 3 0 0 1 0 6H3Z" />
      <path d="M14 14.5h7a3.5 3.5 0 1 0-1 2.6M15 7.5h5" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="4" />
      <path d="m10 9 5 3-5 3Z" />
    </>
  ),
  bluesky: (
    <path d="M12 11c-1.6-3.2-5.6-7.6-8-6.4-1.8.9.3 6.5 1.7 7.4 1.4.9 3.4.6 4.3.3-2.4.9-4.8 2.6-2.5 5.2 2.3 2.6 3.8-.3 4.5-2.3.7 2 2.2 4.9 4.5 2.3 2.3-2.6-.1-4.3-2.5-5.2.9.3 2.9.6 4.3-.3 1.4-.9 3.5-6.5 1.7-7.4-2.4-1.2-6.4 3.2-8 6.4Z" />
  ),
  mastodon: (
    <>
      <path d="M20.5 13.5c-.3 1.6-2.7 3.3-5.4 3.6-1.4.2-2.8.3-4.3.2-2.4-.1-4.3-.6-4.3-.6v.7c.3 2.3 2.3 2.5 4.2 2.5 1.9.1 3.6-.5 3.6-.5v1.7s-1.3.7-3.7.8c-1.3.1-2.9 0-4.8-.5C1.8 20.5 1.5 16 1.5 11.5V7.9C1.5 3.4 4.4 2 4.4 2 5.9 1.3 8.5 1 11.2 1h.1c2.7 0 5.3.3 6.8 1 0 0 2.9 1.4 2.9 5.9 0 0 0 3.3-.5 5.6Z" />
      <path d="M7 12.5V8.2a2.3 2.3 0 0 1 4.6 0v2.6M11.6 10.8V8.2a2.3 2.3 0 0 1 4.6 0v4.3" />
    </>
  ),
  medium: (
    <>
      <ellipse cx="7.5" cy="12" rx="5" ry="6" />
      <ellipse cx="17" cy="12" rx="2.2" ry="5.5" />
      <path d="M21.5 7v10" />
    </>
  ),
  substack: <path d="M5 4h14M5 8h14M5 12h14v9l-7-4-7 4Z" />,
  gitlab: <path d="m12 21-9-7 2.4-9 2.6 6h8l2.6-6 2.4 9Z" />,
  stackoverflow: (
    <>
      <path d="M5 14v6h13v-6" />
      <path d="M8.5 17h6M8.8 13.6l6.3 1.2M9.8 9.9l5.8 2.7M12 6.5l4.9 4.1M15.5 3.5l3.6 5.2" />
    </>
  ),
  codepen: (
    <>
      <path d="m12 3 9 6v6l-9 6-9-6V9Z" />
      <path d="M12 3v6m0 6v6M3 9l9 6 9-6M3 15l9-6 9 6" />
    </>
  ),
  figma: (
    <>
      <path d="M12 3H9a3 3 0 0 0 0 6h3Zm0 0h3a3 3 0 0 1 0 6h-3Zm0 6H9a3 3 0 0 0 0 6h3Zm0 6H9a3 3 0 1 0 3 3Z" />
      <circle cx="15" cy="12" r="3" />
    </>
  ),
  devto: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="M6 9h1.5a2 2 0 0 1 2 2v2a2 2 0 0 1-2 2H6ZM14 9h-2v6h2M12 12h1.5M16 9l1.2 6L18.5 9" />
    </>
  ),
  hashnode: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="5" transform="rotate(45 12 12)" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  kaggle: <path d="M7 3v18M17 4l-8 8 8 8M9.5 11.5 16 20" />,
  orcid: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8.5 10.5V16M8.5 7.8v.1M11.5 16V8h2a4 4 0 0 1 0 8Z" />
    </>
  ),
  scholar: (
    <>
      <path d="m2.5 9 9.5-6 9.5 6-9.5 6Z" />
      <path d="M6.5 11.5V16c1.5 1.7 3.3 2.5 5.5 2.5s4-.8 5.5-2.5v-4.5M21.5 9v5" />
    </>
  ),
  researchgate: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 17V7h3.5a2.5 2.5 0 0 1 0 5H8m3.5 0 3 5" />
    </>
  ),
  tiktok: <path d="M13 3v12.5a3.5 3.5 0 1 1-3.5-3.5M13 3c.4 2.8 2.2 4.5 5 4.8" />,
  twitch: (
    <>
      <path d="M4 3h16v11l-4 4h-4l-3 3v-3H4Z" />
      <path d="M11 7.5v4M15.5 7.5v4" />
    </>
  ),
  threads: (
    <path d="M16.5 11.5c-.4-2.4-2-3.7-4.3-3.7-2.7 0-4.2 2-4.2 4.2s1.7 3.8 3.8 3.8c2.8 0 4.2-2 4.2-5.3 0-4.1-2.6-6.5-6-6.5C6 4 3.5 7.3 3.5 12s2.8 8 7.7 8c3.4 0 5.5-1.3 6.8-3.5" />
  ),
  artstation: <path d="M3 17.5 9.5 6h3.5l8 14h-5M3 17.5l1.8 2.5H14L11.2 15" />,
  vimeo: <path d="M3 8.5 4.5 10c1.7-1.3 2.4-.9 2.9 1.1L9.3 18c.7 2.3 2 2.3 3.5.5 3-3.5 5.8-7.7 6.9-10.6.8-2.3-.6-3.6-2.7-3.3-1.6.3-3.1 1.7-3.6 3.7 1.8-.9 2.8.3 1.6 2.3-1 1.7-2 3-2.6 3-.7 0-1.8-5.4-2.3-7.2C9.6 4.6 7.8 4.3 3 8.5Z" />,
  soundcloud: (
    <>
      <path d="M10 17.5h8a3.5 3.5 0 0 0 .4-7 5 5 0 0 0-8.4-2.8Z" />
      <path d="M2.5 14v3M5 11.5v6M7.5 10v7.5" />
    </>
  ),
  spotify: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M7 9.5c3.5-1 7.5-.6 10.5 1M7.5 12.8c3-.8 6-.4 8.5 1M8 16c2.4-.6 4.8-.3 6.8.8" />
    </>
  ),
};

export interface SocialIconProps {
  name: SocialIconName;
  /** Accessible name; omit when the icon sits beside visible text (it is then hidden from assistive tech). */
  title?: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
  className?: string;
}

export function SocialIcon({ name, title, size = 20, className }: SocialIconProps) {
  const labelled = title !== undefined && title !== '';
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(labelled ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      {labelled && <title>{title}</title>}
      {glyphs[name]}
    </svg>
  );
}
