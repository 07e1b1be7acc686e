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
