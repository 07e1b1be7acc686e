export { Avatar } from './Avatar/Avatar';
export type { AvatarProps } from './Avatar/Avatar';
export { DateRange } from './DateRange/DateRange';
export type { DateRangeProps } from './DateRange/DateRange';
export { formatMonthYear, isOngoing } from './DateRange/formatDate';
export { SafeLink } from './SafeLink/SafeLink';
export type { SafeLinkProps } from './SafeLink/SafeLink';
export { Section, hasContent } from './Section/Section';
export type { SectionProps } from './Section/Section';
export { SocialIcon, socialIconNames } from './SocialIcon/SocialIcon';
export type { SocialIconName, SocialIconProps } from './SocialIcon/SocialIcon';
export { TagList } from './TagList/TagList';
export type { TagListProps } from './TagList/TagList';
export {
  contactLinks,
  emailLink,
  fullName,
  hasText,
  initialsOf,
  projectLinks,
  resumeLink,
  socialLinks,
  visibleEducation,
  visibleExperience,
  visibleProjects,
} from './portfolio';
export type { ContactLink, ProjectLink } from './portfolio';
export { screenOnly, templateRoot, visuallyHidden } from './templateBase.css';
