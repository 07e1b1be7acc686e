// Defaults
export const technicalSkillSuggestions = [
  'JavaScript',
  'TypeScript',
  'Python',
  'Java',
  'C++',
  'C#',
  'Go',
  'Rust',
  'React',
  'Angular',
  'Vue.js',
  'Node.js',
  'SQL',
  'MongoDB',
  'AWS',
  'Docker',
  'Kubernetes',
  'Git',
] as const;

export const softSkillSuggestions = [
  'Communication',
  'Leadership',
  'Teamwork',
  'Problem Solving',
  'Time Management',
  'Adaptability',
  'Critical Thinking',
  'Creativity',
] as const;

/** The wider list for tagging projects and experience. */
export const technologySuggestions = [
  'JavaScript', 'TypeScript', 'Python', 'Java', 'Kotlin', 'Swift', 'Objective-C', 'C', 'C++', 'C#',
  'Go', 'Rust', 'Ruby', 'PHP', 'Scala', 'Elixir', 'Dart', 'R', 'MATLAB', 'Bash',
  'HTML', 'CSS', 'Sass', 'Tailwind CSS', 'Bootstrap', 'React', 'Next.js', 'Vue.js', 'Nuxt', 'Angular',
  'Svelte', 'SvelteKit', 'Solid', 'Redux', 'Vite', 'Webpack', 'Node.js', 'Express', 'NestJS', 'Deno',
  'Bun', 'Django', 'Flask', 'FastAPI', 'Spring Boot', 'Ruby on Rails', 'Laravel', '.NET', 'GraphQL', 'REST',
  'gRPC', 'WebSockets', 'PostgreSQL', 'MySQL', 'SQLite', 'MongoDB', 'Redis', 'Elasticsearch', 'Firebase', 'Supabase',
  'Prisma', 'Drizzle', 'AWS', 'Google Cloud', 'Azure', 'Vercel', 'Netlify', 'Docker', 'Kubernetes', 'Terraform',
  'GitHub Actions', 'Jenkins', 'Linux', 'Git', 'Jest', 'Vitest', 'Playwright', 'Cypress', 'React Native', 'Flutter',
  'TensorFlow', 'PyTorch', 'Pandas', 'NumPy', 'Figma',
] as const;

/** Case-insensitive substring match, leaving out what is already chosen (builder §5). */
export function filterSuggestions(list: readonly string[], query: string, chosen: readonly string[] = []): string[] {
  const needle = query.trim().toLowerCase();
  const taken = new Set(chosen.map((item) => item.trim().toLowerCase()));
  return list.filter((item) => !taken.has(item.toLowerCase()) && item.toLowerCase().includes(needle));
}

/** Adds a trimmed tag unless it is empty or already present in any letter case; returns a new list. */
export function addTag(list: readonly string[], value: string): string[] {
  const tag = value.trim();
  if (!tag || list.some((item) => item.trim().toLowerCase() === tag.toLowerCase())) return [...list];
  return [...list, tag];
}

// Skill suggestions for every trade (issue 31): chosen by the headline, or by the user.
export const trades = ['developer', 'designer', 'writer', 'research', 'marketing', 'product'] as const;
export type Trade = (typeof trades)[number];

export const tradeLabels: Record<Trade, string> = {
  developer: 'Development',
  designer: 'Design',
  writer: 'Writing and content',
  research: 'Research and academia',
  marketing: 'Marketing',
  product: 'Product',
};

/** Tools count as technical skills: Figma is to a designer what Git is to a developer. */
export const skillSuggestions: Record<Trade, readonly string[]> = {
  developer: technicalSkillSuggestions,
  designer: [
    'Figma', 'Sketch', 'Adobe XD', 'Adobe Photoshop', 'Adobe Illustrator', 'Adobe InDesign', 'Framer', 'Webflow',
    'Prototyping', 'Wireframing', 'User Research', 'Usability Testing', 'Interaction Design', 'Visual Design',
    'Design Systems', 'Typography', 'Accessibility', 'Motion Design', 'Blender',
  ],
  writer: [
    'Copywriting', 'Content Strategy', 'Editing', 'Proofreading', 'SEO Writing', 'Technical Writing', 'UX Writing',
    'Storytelling', 'Journalism', 'WordPress', 'Google Docs', 'Grammarly', 'Notion', 'Markdown', 'Style Guides',
  ],
  research: [
    'Qualitative Research', 'Quantitative Research', 'Statistics', 'R', 'Python', 'SPSS', 'Stata', 'MATLAB', 'LaTeX',
    'Literature Review', 'Survey Design', 'Data Analysis', 'Academic Writing', 'Grant Writing', 'Peer Review', 'NVivo',
  ],
  marketing: [
    'SEO', 'SEM', 'Google Analytics', 'Google Ads', 'Meta Ads', 'Email Marketing', 'Content Marketing',
    'Social Media Marketing', 'HubSpot', 'Mailchimp', 'A/B Testing', 'Brand Strategy', 'Marketing Automation',
    'Salesforce', 'Canva',
  ],
  product: [
    'Product Strategy', 'Roadmapping', 'User Stories', 'Discovery', 'Prioritisation', 'A/B Testing', 'Analytics',
    'SQL', 'Jira', 'Linear', 'Confluence', 'Amplitude', 'Mixpanel', 'Figma', 'Agile', 'Scrum', 'OKRs',
  ],
};

/** Words in a headline that name a trade, checked in this order (the first trade that matches wins). */
const tradeKeywords: ReadonlyArray<readonly [Trade, RegExp]> = [
  ['product', /\bproduct (manager|owner|lead|management)\b|\bpm\b|\bproduct ops\b/i],
  ['designer', /\bdesign(er|ers)?\b|\bux\b|\bui\b|\billustrat|\bart director|\bcreative director|\banimator/i],
  ['writer', /\bwrit(er|ing)\b|\bcopywriter|\beditor\b|\bjournalist|\bcontent\b|\bauthor\b|\bblogger/i],
  ['research', /\bresearch|\bscientist|\bprofessor|\blecturer|\bphd\b|\bpostdoc|\bacademic|\bscholar/i],
  ['marketing', /\bmarketing\b|\bmarketer|\bgrowth\b|\bseo\b|\bbrand\b|\bsocial media|\bcommunications?\b/i],
  ['developer', /\bdevelop|\bengineer|\bprogrammer|\bcoder\b|\bsoftware\b|\bdevops\b|\bfull[- ]?stack|\bfront[- ]?end|\bback[- ]?end/i],
];

/** The trade a headline names ("Product designer at Ada Studio" → designer); developer by default. */
export function tradeForHeadline(headline: string): Trade {
  return tradeKeywords.find(([, pattern]) => pattern.test(headline))?.[0] ?? 'developer';
}
