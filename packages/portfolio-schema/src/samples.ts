import { portfolioDataSchema, type PortfolioData, type PortfolioDataInput } from './portfolio-data';
import { portfolioDraftSchema, type PortfolioDraft } from './draft';

// Defaults
// Fixtures every package renders and tests against. Pictures are local paths or empty so that no
// test ever reaches the network.

const sampleInput = {
  firstName: 'Ada',
  lastName: 'Rivera',
  username: 'ada',
  email: 'ada.rivera@example.com',
  mobileNumber: '+91 9876543210',
  bio: 'Full-stack engineer who turns fuzzy product ideas into fast, accessible web apps. I care about clean APIs, honest tests and interfaces that work for everyone, and I mentor new developers in my spare time.',
  headline: 'Senior software engineer at Northwind Labs',
  location: 'Lisbon, Portugal',
  profilePicture: '/media/sample-avatar.webp',
  resumeUrl: 'https://drive.google.com/file/d/1a2B3c4D5e6F7g8H9i0JkLmNoPqRsTuVw/view?usp=sharing',
  education: [
    {
      institution: 'University of Lisbon',
      degree: 'MSc Computer Science (part-time)',
      startDate: '2024-09',
      endDate: '',
      description: 'Research track on distributed systems and local-first software.',
    },
    {
      institution: 'Indian Institute of Technology Bombay',
      degree: 'BTech Computer Science and Engineering',
      startDate: '2016-07',
      endDate: '2020-05',
      description: 'Graduated with honours; final-year project on accessible data visualisation.',
    },
    {
      institution: 'Delhi Public School',
      degree: 'Higher Secondary Certificate (Science)',
      startDate: '2014-04',
      endDate: '2016-03',
      description: 'Mathematics, physics and computer science.',
    },
  ],
  skills: {
    tech: [
      'TypeScript',
      'JavaScript',
      'React',
      'Node.js',
      'PostgreSQL',
      'GraphQL',
      'Docker',
      'AWS',
      'Python',
      'Go',
      'Tailwind CSS',
      'Playwright',
    ],
    soft: ['Communication', 'Leadership', 'Mentoring', 'Problem Solving', 'Teamwork'],
  },
  experience: [
    {
      companyName: 'Northwind Labs',
      role: 'Senior Software Engineer',
      description:
        'Leads the web platform team: design system, server-rendered storefronts and the accessibility programme.',
      startDate: '2023-02',
      endDate: '',
      technologies: ['TypeScript', 'React', 'Node.js', 'PostgreSQL'],
    },
    {
      companyName: 'Acme Payments',
      role: 'Software Engineer',
      description: 'Built the merchant dashboard and the reconciliation service processing 2M transactions a day.',
      startDate: '2020-07',
      endDate: '2023-01',
      technologies: ['Go', 'GraphQL', 'AWS', 'Docker'],
    },
    {
      companyName: 'OpenMaps Foundation',
      role: 'Engineering Intern',
      description: 'Improved tile rendering performance and wrote the contributor onboarding guide.',
      startDate: '2019-05',
      endDate: '2019-08',
      technologies: ['Python', 'JavaScript'],
    },
  ],
  projects: [
    {
      projectName: 'Trailhead',
      description: 'Offline-first hiking planner with route sharing and elevation profiles.',
      githubUrl: 'https://github.com/ada-rivera/trailhead',
      deployedUrl: 'https://trailhead.example.com',
      technologies: ['React', 'TypeScript', 'IndexedDB', 'Vite'],
      year: '2024',
      role: 'Creator and maintainer',
      links: [{ label: 'Case study', url: 'https://ada-rivera.dev/work/trailhead' }],
    },
    {
      projectName: 'Ledgerly',
      description: 'Double-entry bookkeeping API with an audit log and CSV import.',
      githubUrl: 'https://github.com/ada-rivera/ledgerly',
      deployedUrl: 'https://ledgerly.example.com',
      technologies: ['Go', 'PostgreSQL', 'Docker'],
      year: '2022',
      role: 'Backend lead',
      links: [
        { label: 'API reference', url: 'https://ledgerly.example.com/docs' },
        { label: 'Launch talk', url: 'https://www.youtube.com/watch?v=ledgerly2022' },
      ],
    },
    {
      projectName: 'A11y Lens',
      description: 'Browser extension that overlays accessibility issues on any page.',
      githubUrl: 'https://github.com/ada-rivera/a11y-lens',
      deployedUrl: 'https://a11y-lens.example.com',
      technologies: ['JavaScript', 'axe-core', 'Web Extensions'],
    },
    {
      projectName: 'Chai Bot',
      description: 'Slack bot that pairs colleagues for virtual tea breaks every week.',
      githubUrl: 'https://github.com/ada-rivera/chai-bot',
      deployedUrl: 'https://chai-bot.example.com',
      technologies: ['Python', 'AWS Lambda', 'Slack API'],
    },
  ],
  social: {
    linkedin: 'https://www.linkedin.com/in/ada-rivera',
    github: 'https://github.com/ada-rivera',
    twitter: 'https://x.com/ada_rivera',
    instagram: 'https://www.instagram.com/ada.rivera',
    facebook: 'https://www.facebook.com/ada.rivera',
  },
  showEmail: true,
  showPhone: true,
  links: [
    { url: 'https://dribbble.com/ada-rivera', label: '' },
    { url: 'https://ada-rivera.dev', label: 'Personal site' },
    { url: 'https://notes.ada-rivera.net/garden', label: '' },
  ],
  awards: [
    {
      title: 'Accessibility Champion',
      awarder: 'Northwind Labs',
      date: '2024-03',
      summary: 'For leading the **WCAG 2.2** audit of every customer-facing page.',
    },
  ],
  certificates: [
    {
      name: 'AWS Certified Solutions Architect – Associate',
      issuer: 'Amazon Web Services',
      date: '2023-06',
      url: 'https://www.credly.com/badges/ada-rivera-aws-saa',
    },
  ],
  publications: [
    {
      name: 'Local-first forms that never lose a keystroke',
      publisher: 'Smashing Magazine',
      releaseDate: '2024-11-12',
      url: 'https://www.smashingmagazine.com/2024/11/local-first-forms/',
      summary: 'How to keep drafts in IndexedDB and sync them without conflicts.',
    },
  ],
  languages: [
    { language: 'English', fluency: 'Native speaker' },
    { language: 'Portuguese', fluency: 'Professional working proficiency' },
  ],
  volunteering: [
    {
      organization: 'Code for Lisbon',
      position: 'Mentor',
      url: 'https://codeforlisbon.example.org',
      startDate: '2022-01',
      endDate: '',
      summary: 'Pairs weekly with people changing careers into web development.',
    },
  ],
  interests: [{ name: 'Hiking', keywords: ['Trail running', 'Map making'] }],
  references: [
    {
      name: 'Priya Shah, VP Engineering at Northwind Labs',
      reference: 'Ada raised the bar for the whole team: careful, fast and generous with her time.',
    },
  ],
  customSections: [
    {
      id: 'talks',
      title: 'Talks',
      entries: [
        {
          title: 'Offline first, for real',
          subtitle: 'JSConf EU',
          startDate: '2024-06',
          endDate: '',
          description: 'Service workers, IndexedDB and the sync bugs nobody warns you about.',
          url: 'https://www.youtube.com/watch?v=offline-first-ada',
        },
        {
          title: 'Accessible charts in an afternoon',
          subtitle: 'React Lisbon meetup',
          startDate: '2023-10',
          endDate: '',
          description: 'Tables first, pictures second: charts every screen reader can follow.',
          url: '',
        },
      ],
    },
  ],
  // Not the default order, so every template's order test has something to follow.
  sectionOrder: ['experience', 'projects', 'custom:talks', 'skills', 'education', 'awards'],
  hiddenSections: [],
} satisfies PortfolioDataInput;

/** A rich, realistic portfolio: every section and every field filled. */
export const samplePortfolio: PortfolioData = portfolioDataSchema.parse(sampleInput);

/** An image of the rich sample: files under the templates' test fixtures (`/media/...`). */
const sampleImage = (name: string, alt: string) => ({
  src: `/media/${name}-960.webp`,
  alt,
  width: 960,
  height: 600,
  variants: [
    { src: `/media/${name}-480.webp`, width: 480 },
    { src: `/media/${name}-960.webp`, width: 960 },
  ],
});

/**
 * samplePortfolio with three images on each of its first two projects: the page with media. The
 * rich sample itself has none, so its size budget measures text and markup alone.
 */
export const richSampleWithImages: PortfolioData = portfolioDataSchema.parse({
  ...sampleInput,
  projects: sampleInput.projects.map((project, index) =>
    index > 1
      ? project
      : {
          ...project,
          images: [1, 2, 3].map((n) =>
            sampleImage(`sample-project-${n}`, `${project.projectName}: screen ${n} of 3`),
          ),
        },
  ),
});

/**
 * Names that must never break mid-word: a 24-character surname in a hyphenated double surname,
 * with the rich sample's content and a bio in the owner's own Markdown (bold, italic and a list),
 * which a template must show as written.
 */
export const longNamePortfolio: PortfolioData = portfolioDataSchema.parse({
  ...sampleInput,
  firstName: 'Adaeze Chiamaka',
  lastName: 'Okonkwo-Wolfeschlegelsteinhausen',
  username: 'adaeze',
  bio: 'Product engineer who turns **fuzzy ideas into fast, accessible web apps**, with a soft spot for *honest tests*.\n\nWhat I bring:\n- **Design systems** for teams of ten to a hundred\n- Workshops on *inclusive research*',
});

/** Only what sign-up guarantees: a name and an e-mail address. */
export const minimalPortfolio: PortfolioData = portfolioDataSchema.parse({
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'sam.lee@example.com',
});

const longWord = 'Supercalifragilisticexpialidocious'.repeat(4);
const edgeTechnologies = ['Rust', 'WebAssembly', 'Elixir', 'Phoenix', 'Kotlin', 'SwiftUI'];

/**
 * Stress data: names at the length limit, unbroken long words, accented and right-to-left text,
 * 30 projects, and empty optional sections (no experience, no soft skills, no resume, no picture).
 */
export const edgeCasePortfolio: PortfolioData = portfolioDataSchema.parse({
  firstName: 'Maximiliana-Esperanza Józefina Ñúñez-Øvergård de la Concepción y Villalobos-Ç',
  lastName: 'Wolfeschlegelsteinhausenbergerdorffwelchevoralternwarengewissenhaftschaferswessenschafewarenwohlgep',
  username: 'maximiliana-esperanza-villalobos',
  email: 'maximiliana.esperanza.villalobos.nunez@subdomain.very-long-university-name.example.org',
  mobileNumber: '+998 901234567',
  bio: `Ingénieure logicielle à Zürich. مهندسة برمجيات تحب الخطوط العربية. מהנדסת תוכנה שאוהבת טיפוגרפיה. ${longWord} — ${'Ünïcödé '.repeat(20).trim()}`,
  profilePicture: '',
  resumeUrl: '',
  education: [
    {
      institution: 'جامعة القاهرة',
      degree: 'بكالوريوس علوم الحاسب',
      startDate: '2012-09',
      endDate: '2016-06',
      description: `${longWord}${longWord}`,
    },
    {
      institution: 'האוניברסיטה העברית בירושלים',
      degree: 'תואר שני במדעי המחשב',
      startDate: '2017',
      endDate: '',
      description: '',
    },
  ],
  skills: {
    tech: ['C++', 'C#', 'F#', 'Node.js', 'Ruby on Rails', 'Ünïcödé Tooling', 'تعلم الآلة', longWord.slice(0, 60)],
    soft: [],
  },
  experience: [],
  projects: Array.from({ length: 30 }, (_, index) => ({
    projectName:
      index === 0
        ? `Projet « Été » ${longWord}`
        : index === 1
          ? 'مشروع الترجمة المفتوحة'
          : index === 2
            ? 'פרויקט קוד פתוח'
            : `Project ${index + 1}`,
    description: index % 3 === 0 ? `${longWord} ${longWord}` : index % 3 === 1 ? 'Café crème à São Paulo — naïve façade.' : '',
    githubUrl: index % 2 === 0 ? `https://github.com/maximiliana/project-${index + 1}` : '',
    deployedUrl: index % 4 === 0 ? `https://project-${index + 1}.example.com/${longWord}` : '',
    technologies: edgeTechnologies.slice(0, index % (edgeTechnologies.length + 1)),
  })),
  social: {
    linkedin: '',
    github: 'https://github.com/maximiliana',
    twitter: '',
    instagram: '',
    facebook: '',
  },
});

/**
 * The wizard state behind samplePortfolio: `draftToPortfolioData(sampleDraft)` gives samplePortfolio
 * without the mobile number. Uses the aliased spellings for one project and one experience because
 * a draft may still carry them.
 */
export const sampleDraft: PortfolioDraft = portfolioDraftSchema.parse({
  userId: 'user-ada',
  userDetails: {
    firstName: sampleInput.firstName,
    lastName: sampleInput.lastName,
    username: sampleInput.username,
    email: sampleInput.email,
  },
  bio: sampleInput.bio,
  headline: sampleInput.headline,
  location: sampleInput.location,
  showEmail: sampleInput.showEmail,
  showPhone: sampleInput.showPhone,
  links: sampleInput.links,
  sections: {
    awards: sampleInput.awards,
    certificates: sampleInput.certificates,
    publications: sampleInput.publications,
    languages: sampleInput.languages,
    volunteering: sampleInput.volunteering,
    interests: sampleInput.interests,
    references: sampleInput.references,
    customSections: sampleInput.customSections,
    sectionOrder: sampleInput.sectionOrder,
    hiddenSections: sampleInput.hiddenSections,
  },
  documents: { profilePictureUrl: sampleInput.profilePicture, resumeUrl: sampleInput.resumeUrl },
  education: sampleInput.education,
  skills: { id: 'skills-ada', ...sampleInput.skills },
  projects: {
    id: 'projects-ada',
    projects: sampleInput.projects.map((project, index) =>
      index === 0
        ? {
            name: project.projectName,
            description: project.description,
            gitUrl: project.githubUrl,
            deployedUrl: project.deployedUrl,
            skills: project.technologies,
            year: project.year,
            role: project.role,
            links: project.links,
          }
        : {
            projectName: project.projectName,
            description: project.description,
            githubUrl: project.githubUrl,
            deployedUrl: project.deployedUrl,
            techStack: project.technologies,
            ...('year' in project ? { year: project.year, role: project.role, links: project.links } : {}),
          },
    ),
  },
  experiences: {
    id: 'experiences-ada',
    experiences: sampleInput.experience.map((job, index) =>
      index === 0
        ? {
            name: job.companyName,
            role: job.role,
            description: job.description,
            startDate: job.startDate,
            endDate: job.endDate,
            skills: job.technologies,
          }
        : {
            companyName: job.companyName,
            jobRole: job.role,
            description: job.description,
            startDate: job.startDate,
            endDate: job.endDate,
            technologyUsed: job.technologies,
          },
    ),
  },
  socialLinks: sampleInput.social,
  portfolioId: 'portfolio-ada',
  deployedTemplates: [],
});
