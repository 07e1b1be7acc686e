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
    },
    {
      projectName: 'Ledgerly',
      description: 'Double-entry bookkeeping API with an audit log and CSV import.',
      githubUrl: 'https://github.com/ada-rivera/ledgerly',
      deployedUrl: 'https://ledgerly.example.com',
      technologies: ['Go', 'PostgreSQL', 'Docker'],
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
} satisfies PortfolioDataInput;

/** A rich, realistic portfolio: every section and every field filled. */
export const samplePortfolio: PortfolioData = portfolioDataSchema.parse(sampleInput);

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
          }
        : {
            projectName: project.projectName,
            description: project.description,
            githubUrl: project.githubUrl,
            deployedUrl: project.deployedUrl,
            techStack: project.technologies,
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
