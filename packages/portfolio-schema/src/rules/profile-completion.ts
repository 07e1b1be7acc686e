import type { PortfolioDraft } from '../draft';

// Schema
export const profileSections = [
  { key: 'basicProfile', label: 'Basic Profile' },
  { key: 'profilePicture', label: 'Profile Picture' },
  { key: 'resume', label: 'Resume' },
  { key: 'bio', label: 'Bio' },
  { key: 'education', label: 'Education' },
  { key: 'skills', label: 'Skills' },
  { key: 'projects', label: 'Projects' },
  { key: 'experience', label: 'Experience' },
  { key: 'socialLinks', label: 'Social Links' },
] as const;

// Type
export type CompletionSectionKey = (typeof profileSections)[number]['key'];
export interface ProfileCompletion {
  /** Math.round(completed / 9 * 100). */
  percent: number;
  completed: CompletionSectionKey[];
  missing: Array<{ key: CompletionSectionKey; label: string }>;
}
/** What the account already knows from sign-up; the wizard prefills step 1 with it. */
export interface KnownAccountDetails {
  firstName?: string;
  lastName?: string;
  email?: string;
}

// Defaults
export const profileCompleteMessage = 'All sections completed! Your profile is looking great!';

const filled = (value: string | undefined) => Boolean(value?.trim());

const sectionDone: Record<CompletionSectionKey, (draft: PortfolioDraft) => boolean> = {
  basicProfile: ({ userDetails: u }) => filled(u.firstName) && filled(u.lastName) && filled(u.email),
  profilePicture: (d) => filled(d.documents.profilePictureUrl),
  resume: (d) => filled(d.documents.resumeUrl),
  bio: (d) => filled(d.bio),
  education: (d) => d.education.length > 0,
  skills: (d) => d.skills.tech.length > 0 || d.skills.soft.length > 0,
  projects: (d) => d.projects.projects.length > 0,
  experience: (d) => d.experiences.experiences.length > 0,
  socialLinks: (d) => Object.values(d.socialLinks).some(filled),
};

/**
 * The dashboard's nine-section meter (accounts §2, builder §5). A blank name or e-mail in the draft
 * falls back to the account's, as the wizard's step 1 does, so a new account is not told that
 * the details it just gave at sign-up are missing.
 */
export function profileCompletion(draft: PortfolioDraft, account: KnownAccountDetails = {}): ProfileCompletion {
  const details = draft.userDetails;
  const known: PortfolioDraft = {
    ...draft,
    userDetails: {
      ...details,
      firstName: filled(details.firstName) ? details.firstName : (account.firstName ?? ''),
      lastName: filled(details.lastName) ? details.lastName : (account.lastName ?? ''),
      email: filled(details.email) ? details.email : (account.email ?? ''),
    },
  };
  return countSections(known);
}

function countSections(draft: PortfolioDraft): ProfileCompletion {
  const completed = profileSections.filter(({ key }) => sectionDone[key](draft)).map(({ key }) => key);
  const missing = profileSections.filter(({ key }) => !completed.includes(key)).map(({ key, label }) => ({ key, label }));
  return { percent: Math.round((completed.length / profileSections.length) * 100), completed, missing };
}

/** The line under the meter at 100%; null while sections are missing (the screen shows 'Finish Profile'). */
export const profileCompletionMessage = (completion: Pick<ProfileCompletion, 'missing'>): string | null =>
  completion.missing.length === 0 ? profileCompleteMessage : null;
