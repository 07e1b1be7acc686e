// The templates' own words in English, the reference catalogue (ICU MessageFormat). English is
// built into every template; the other languages' catalogues load only for a page that speaks them.
export const en = {
  'section.education': 'Education',
  'section.skills': 'Skills',
  'section.experience': 'Experience',
  'section.projects': 'Projects',
  'section.awards': 'Awards',
  'section.certificates': 'Certificates',
  'section.publications': 'Publications',
  'section.languages': 'Languages',
  'section.volunteering': 'Volunteering',
  'section.interests': 'Interests',
  'section.references': 'References',
  'section.links': 'Links',
  'section.contact': 'Contact',
  'section.profile': 'Profile',
  'section.selectedWork': 'Selected work',
  'creative.experience': 'Where I worked',
  'creative.projects': 'Things I made',
  'creative.skills': 'My toolbox',
  'creative.education': 'Where I learned',
  'skills.technical': 'Technical',
  'skills.technicalSkills': 'Technical skills',
  'skills.softSkills': 'Soft skills',
  'skills.personal': 'Personal',
  'date.present': 'Present',
  'profile.basedIn': 'Based in ',
  'pdf.download': 'Download PDF',
  'footer.madeWith': 'Made with Showfolio',
  'nav.contactAndProfiles': 'Contact and profiles',
  'nav.profiles': 'Profiles',
  'nav.socialProfiles': 'Social profiles',
  'contact.email': 'Email',
  'contact.resume': 'Resume',
  'project.sourceCode': 'Source code',
  'project.liveSite': 'Live site',
  'project.sourceCodeOf': 'Source code of {name}',
  'project.liveSiteOf': 'Live site of {name}',
  'project.linkOf': '{label} of {name}',
  'project.thisProject': 'this project',
  'project.technologiesOf': 'Technologies of {name}',
  'project.moreImagesOf': 'More images of {name}',
  'experience.technologiesAt': 'Technologies at {name}',
  'entry.keywordsOf': 'Keywords of {name}',
} as const;

/** The id of one of the templates' own words (`'section.projects'`). */
export type MessageId = keyof typeof en;

/** A language's catalogue: every id's ICU message. One left out falls back to English. */
export type Catalogue = Record<MessageId, string>;
