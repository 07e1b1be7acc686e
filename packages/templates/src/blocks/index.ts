export { Avatar } from './Avatar/Avatar';
export type { AvatarProps } from './Avatar/Avatar';
export { initialsSvg } from './Avatar/initialsSvg';
export { DateRange } from './DateRange/DateRange';
export type { DateRangeProps } from './DateRange/DateRange';
export { formatMonthYear, isOngoing } from './DateRange/formatDate';
export {
  Headline,
  Location,
  MadeWithFooter,
  NameHeading,
  PersonName,
  Username,
  longestWordLength,
} from './Profile/Profile';
export type {
  MadeWithFooterProps,
  PersonNameProps,
  ProfileLineProps,
  UsernameProps,
} from './Profile/Profile';
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
  profileLinks,
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
export { PdfLink } from './PdfLink/PdfLink';
export type { PdfLinkProps } from './PdfLink/PdfLink';
export { PageLinksContext, pageLinksFor, usePdfHref } from './PdfLink/pageLinks';
export type { PageLinks } from './PdfLink/pageLinks';
export type { ContactListProps } from './ContactList/ContactList';
export { EducationList } from './EducationList/EducationList';
export type {
  EducationClassNames,
  EducationListProps,
  EducationParts,
} from './EducationList/EducationList';
export {
  EntryList,
  EntryText,
  datesFirstLayout,
  headRowLayout,
  titleFirstLayout,
} from './EntryList/EntryList';
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
export { ProjectFacts, ProjectMedia, defaultMediaSizes, srcSetOf } from './ProjectList/ProjectMedia';
export type {
  ProjectMediaClassNames,
  ProjectMediaProps,
  ProjectMediaSizes,
} from './ProjectList/ProjectMedia';
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
export { BodySections, bodySectionKeys, sectionElementId } from './PortfolioSections/BodySections';
export type {
  BodySectionsProps,
  EntrySectionStyle,
  LinkSectionStyle,
} from './PortfolioSections/BodySections';
