import { templateMetas, thumbnailSrcSetFor } from '@showfolio/templates';

/** Copy for the landing page, kept apart from layout so it can be edited on its own. */

export interface TemplateThumbnail {
  id: string;
  name: string;
  /** The template's screenshot, served by the host at `thumbnailUrlPrefix`. */
  thumbnailUrl: string;
  /** Its 320 and 640 px files, so a phone fetches the small one. */
  srcSet: string;
}

/**
 * Every template's name and screenshot, from the catalogue's metadata only: the landing page
 * loads no template code.
 */
export const templateThumbnails: ReadonlyArray<TemplateThumbnail> = templateMetas.map(
  ({ id, name, thumbnailUrl }) => ({ id, name, thumbnailUrl, srcSet: thumbnailSrcSetFor(id) }),
);

/** The thumbnails' size in pixels (packages/templates/scripts/thumbnails.mjs): the grid reserves their space. */
export const thumbnailSize = { width: 640, height: 400 } as const;

export interface Feature {
  icon: string;
  title: string;
  description: string;
}

export const features: ReadonlyArray<Feature> = [
  {
    icon: '☁',
    title: 'Free Hosting',
    description: 'Your portfolio lives on its own subdomain at no cost. No servers, no bills, no set-up.',
  },
  {
    icon: '✦',
    title: 'Beautiful Templates',
    description: `${templateMetas.length} professionally designed templates for developers, students and creators.`,
  },
  {
    icon: '⚡',
    title: 'Instant Updates',
    description: 'Change your profile in the dashboard and your live portfolio follows right away.',
  },
  {
    icon: '⌘',
    title: 'Custom Domain',
    description: 'Claim a memorable address like yourname.showfolio.in and share it everywhere.',
  },
  {
    icon: '🛡',
    title: 'Secure & Reliable',
    description: 'Encrypted connections and careful handling of your data, so you can focus on your work.',
  },
  {
    icon: '◎',
    title: 'Always Online',
    description: 'Your portfolio is served around the clock, ready whenever a recruiter or client looks.',
  },
];

export interface Step {
  title: string;
  description: string;
}

export const steps: ReadonlyArray<Step> = [
  {
    title: 'Fill the Profile Wizard',
    description: 'Add your details, education, skills, projects, experience and social links in seven guided steps.',
  },
  {
    title: 'Choose a Template',
    description: 'Browse the gallery, preview any design with your own data and pick the one that fits you.',
  },
  {
    title: 'Deploy',
    description: 'Choose your subdomain and publish with one click. Your portfolio is live in seconds.',
  },
];

export interface Testimonial {
  name: string;
  role: string;
  quote: string;
}

export const testimonials: ReadonlyArray<Testimonial> = [
  { name: 'Aarav Mehta', role: 'Computer Science Student', quote: 'I had a portfolio online before my placement interviews started. Recruiters actually opened it.' },
  { name: 'Sofia Rossi', role: 'Frontend Developer', quote: 'The templates look hand-made. I changed nothing and still got compliments on the design.' },
  { name: 'Daniel Okafor', role: 'Data Analyst', quote: 'The wizard made me finally write down my projects properly. That alone was worth it.' },
  { name: 'Meera Iyer', role: 'Product Designer', quote: 'Switching templates with my data already filled in is magic. I tried five in ten minutes.' },
  { name: 'Lucas Martin', role: 'Freelance Developer', quote: 'Clients see my work on my own subdomain instead of a messy PDF. It looks professional.' },
  { name: 'Hana Suzuki', role: 'Bootcamp Graduate', quote: 'No code, no hosting headaches. I focused on my projects, Showfolio did the rest.' },
  { name: 'Rohan Gupta', role: 'Backend Engineer', quote: 'Updating my experience takes a minute and the live site follows immediately.' },
  { name: 'Emily Carter', role: 'UX Researcher', quote: 'Clean, accessible templates. My portfolio works great on a phone, which is where people open it.' },
  { name: 'Mateo García', role: 'Mobile Developer', quote: 'The preview link let me get feedback from friends before I published. Super handy.' },
  { name: 'Priya Nair', role: 'Final-year Student', quote: 'It is free and it is fast. I shared my link in every application this semester.' },
];

export interface FaqEntry {
  question: string;
  answer: string;
}

export const faqs: ReadonlyArray<FaqEntry> = [
  {
    question: 'Is Showfolio really free?',
    answer: 'Yes. The free plan lets you build your portfolio and host it on your own subdomain. Some advanced features may come with paid plans later.',
  },
  {
    question: 'Do I need to know how to code?',
    answer: 'Not at all. You fill a guided wizard, choose a template and deploy. Everything else is handled for you.',
  },
  {
    question: 'Can I change my template after publishing?',
    answer: 'Yes. Pick another template in the gallery and redeploy; your profile data carries over.',
  },
  {
    question: 'How do I update my portfolio?',
    answer: 'Edit your profile in the dashboard. Your published portfolio reflects the changes right away.',
  },
  {
    question: 'Will my portfolio work on phones?',
    answer: 'Every template is responsive and tested on small screens, so it looks good on any device.',
  },
  {
    question: 'Who can see my portfolio?',
    answer: 'Anyone with the link. Published portfolios are public and may appear in search results, so share only what you are comfortable with.',
  },
];
