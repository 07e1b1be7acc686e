/**
 * The team on /contributors. Operators edit this list: `photoUrl` is optional (initials are shown
 * without it) and each link is shown only when present. The first entry is selected by default
 * and carries the Architect badge.
 */
export interface Contributor {
  name: string;
  role: string;
  tagline: string;
  photoUrl?: string;
  links: {
    linkedin?: string;
    instagram?: string;
    website?: string;
  };
}

export const contributors: ReadonlyArray<Contributor> = [
  {
    name: 'Arjun Sharma',
    role: 'Founder & Lead Architect',
    tagline: 'Designs the system so your portfolio is live in minutes and stays online.',
    links: {
      linkedin: 'https://www.linkedin.com/in/arjun-sharma-showfolio',
      instagram: 'https://www.instagram.com/arjun.builds',
      website: 'https://arjun.showfolio.in',
    },
  },
  {
    name: 'Neha Kapoor',
    role: 'Product Designer',
    tagline: 'Shapes every template so it looks good on any screen and reads well for everyone.',
    links: { linkedin: 'https://www.linkedin.com/in/neha-kapoor-design', instagram: 'https://www.instagram.com/neha.designs' },
  },
  {
    name: 'Vikram Rao',
    role: 'Backend Engineer',
    tagline: 'Keeps accounts secure and deployments fast behind the scenes.',
    links: { linkedin: 'https://www.linkedin.com/in/vikram-rao-dev', website: 'https://vikram.showfolio.in' },
  },
  {
    name: 'Sara Thomas',
    role: 'Frontend Engineer',
    tagline: 'Builds the wizard and the dashboard you use to tell your story.',
    links: { linkedin: 'https://www.linkedin.com/in/sara-thomas-fe', instagram: 'https://www.instagram.com/sara.codes' },
  },
  {
    name: 'Kabir Singh',
    role: 'DevOps Engineer',
    tagline: 'Makes sure every subdomain answers, day and night.',
    links: { linkedin: 'https://www.linkedin.com/in/kabir-singh-ops' },
  },
  {
    name: 'Ananya Das',
    role: 'Community & Content',
    tagline: 'Listens to your feedback and turns it into the next feature.',
    links: { instagram: 'https://www.instagram.com/ananya.writes', website: 'https://ananya.showfolio.in' },
  },
];
