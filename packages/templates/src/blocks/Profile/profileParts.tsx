import type { ReactNode } from 'react';
import type { PortfolioData } from '@showfolio/portfolio-schema';
import { Avatar } from '../Avatar/Avatar';
import { ContactList, type ContactListProps } from '../ContactList/ContactList';
import { FormattedText } from '../FormattedText/FormattedText';
import { contactLinks, fullName } from '../portfolio';
import { Headline, Location, PersonName, Username } from './Profile';
import { useMessages } from '../../i18n/PageMessages';

/** The classes of a profile's parts; each part is left unstyled without one. */
export interface ProfileClassNames {
  avatar?: string;
  /** The initials fallback; defaults to `avatar`. */
  initials?: string;
  name?: string;
  username?: string;
  /** What the person does, under the name. */
  headline?: string;
  /** Where the person is. */
  location?: string;
  bio?: string;
  contacts?: string;
  contactItem?: string;
  /** The platform's name shown before each contact link (`ContactList`'s `labelClassName`). */
  contactLabel?: string;
  contactLink?: ContactListProps['linkClassName'];
}

export interface ProfileOptions {
  /** The picture's width and height in CSS pixels. */
  avatarSize: number;
  classNames?: ProfileClassNames;
  /** Icon size of the default contact links. */
  iconSize?: number;
  /** What each contact link shows instead of its icon and name (`ContactList`'s slot). */
  contactContent?: ContactListProps['children'];
}

/** The pieces every header shows, already rendered with the template's classes. */
export interface ProfileParts {
  /** `Avatar`: the picture, or decorative initials. */
  avatar: ReactNode;
  /** `PersonName`: the page's `<h1>`. */
  name: ReactNode;
  /** `Username`: `@name`, nothing when blank. */
  username: ReactNode;
  /** `Headline`: what the person does, nothing when blank. */
  headline: ReactNode;
  /** `Location`: where the person is, nothing when blank. */
  location: ReactNode;
  /** `FormattedText`: the bio with its line breaks and formatting, nothing when blank. */
  bio: ReactNode;
  /**
   * `ContactList` of e-mail, resume and social links, labelled "Contact and profiles", ending with
   * the published page's "Download PDF" link.
   */
  contacts: ReactNode;
}

/**
 * A header's parts (picture, name, username, bio, contact links) for the template to place in its
 * own markup, so only the arrangement and the classes are the template's to write.
 */
export function profileParts(
  data: PortfolioData,
  { avatarSize, classNames: c = {}, iconSize, contactContent }: ProfileOptions,
): ProfileParts {
  return {
    avatar: (
      <Avatar data={data} size={avatarSize} className={c.avatar} initialsClassName={c.initials} />
    ),
    name: <PersonName name={fullName(data)} className={c.name} />,
    username: <Username username={data.username} className={c.username} />,
    headline: <Headline text={data.headline} className={c.headline} />,
    location: <Location text={data.location} className={c.location} />,
    bio: <FormattedText text={data.bio} className={c.bio} />,
    contacts: (
      <PersonContacts
        data={data}
        className={c.contacts}
        labelId="nav.contactAndProfiles"
        itemClassName={c.contactItem}
        labelClassName={c.contactLabel}
        linkClassName={c.contactLink}
        iconSize={iconSize}
        withPdfLink
      >
        {contactContent}
      </PersonContacts>
    ),
  };
}

/** The person's e-mail, resume and profiles as a `ContactList`, named in the page's language. */
function PersonContacts({ data, ...list }: Omit<ContactListProps, 'links'> & { data: PortfolioData }) {
  const { t } = useMessages();
  return <ContactList links={contactLinks(data, t)} {...list} />;
}
