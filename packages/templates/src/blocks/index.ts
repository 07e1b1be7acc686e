export { Avatar } from './Avatar/Avatar';
export type { AvatarProps } from './Avatar/Avatar';
export { initialsSvg, initialsSvgUrl } from './Avatar/initialsSvg';
export { DateRange } from './DateRange/DateRange';
export type { DateRangeProps } from './DateRange/DateRange';
export { formatMonthYear, isOngoing } from './DateRange/formatDate';
export { MadeWithFooter, PersonName, Username } from './Profile/Profile';
export type { MadeWithFooterProps, PersonNameProps, UsernameProps } from './Profile/Profile';
export { SafeLink } from './SafeLink/SafeLink';
export type { SafeLinkProps } from './SafeLink/SafeLink';
export { Section, hasContent } from './Section/Section';
export { MarkedTitle, twoDigits } from './Section/MarkedTitle';
export type { MarkedTitleProps } from './Section/MarkedTitle';
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
  portfolioView,
  projectLinks,
  resumeLink,
  socialLinks,
  visibleEducation,
  visibleExperience,
  visibleProjects,
} from './portfolio';
export type { ContactLink, PortfolioView, ProjectLink } from './portfolio';
export { screenOnly, templateRoot, visuallyHidden } from './templateBase.css';
export { ContactList } from './ContactList/ContactList';
export type { ContactListProps } from './ContactList/ContactList';
export { EducationList } from './EducationList/EducationList';
export type {
  EducationClassNames,
  EducationListProps,
  EducationParts,
} from './EducationList/EducationList';
export { EntryList, EntryText, headRowLayout, titleFirstLayout } from './EntryList/EntryList';
export { FormattedText } from './FormattedText/FormattedText';
export type { FormattedTextProps } from './FormattedText/FormattedText';
export { metaLineLayout } from './EntryList/metaLineLayout';
export { entryClassesFrom } from './entryClasses';
export type { EntryStyleNames } from './entryClasses';
export type { ClassFor, EntryListProps, EntryParts, EntryTextProps } from './EntryList/EntryList';
export { profileParts } from './Profile/profileParts';
export type { ProfileClassNames, ProfileOptions, ProfileParts } from './Profile/profileParts';
export { ExperienceList } from './ExperienceList/ExperienceList';
export type {
  ExperienceClassNames,
  ExperienceListProps,
  ExperienceParts,
} from './ExperienceList/ExperienceList';
export { ProjectLinks, ProjectList } from './ProjectList/ProjectList';
export { decoratedLayout } from './ProjectList/decoratedLayout';
export type {
  ProjectClassNames,
  ProjectLinksProps,
  ProjectListProps,
  ProjectParts,
} from './ProjectList/ProjectList';
export {
  SkillGroups,
  hasSkills,
  namedTagGroupLayout,
  skillKinds,
  skillListsLayout,
  tagGroupLayout,
} from './SkillGroups/SkillGroups';
export type { SkillGroupsProps, SkillKind } from './SkillGroups/SkillGroups';
export {
  EducationSection,
  ExperienceSection,
  ProjectSection,
  SkillsSection,
  sectionNumbers,
} from './PortfolioSections/PortfolioSections';
export type {
  FramedSectionProps,
  PortfolioSectionId,
  SectionFrame,
} from './PortfolioSections/PortfolioSections';
