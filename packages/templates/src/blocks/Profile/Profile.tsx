import type { CSSProperties, ReactNode } from 'react';
import { isRightToLeft } from '@showfolio/portfolio-schema';
import { hasText } from '../portfolio';
import { useMessages } from '../../i18n/PageMessages';
import { nameFit, nameFitText, visuallyHidden } from '../templateBase.css';

export interface PersonNameProps {
  /** `fullName(data)`. */
  name: string;
  className?: string;
}

/** The page's one `<h1>`: the person's name, in the direction its script needs. */
export function PersonName({ name, className }: PersonNameProps) {
  return (
    <NameHeading name={name} className={className}>
      {name}
    </NameHeading>
  );
}

/**
 * The `<h1>` of a name drawn in parts (`children`): as `PersonName`, shrinking a name with a long
 * word until that word fits (`nameFit`), so no name is ever broken inside a word.
 */
export function NameHeading({ name, className, children }: PersonNameProps & { children: ReactNode }) {
  const longest = longestWordLength(name);
  if (longest <= shortWord) {
    return (
      <h1 className={className} dir="auto">
        {children}
      </h1>
    );
  }
  return (
    <h1
      className={className ? `${className} ${nameFit}` : nameFit}
      dir="auto"
      style={{ '--name-chars': longest } as CSSProperties}
    >
      <span className={nameFitText}>{children}</span>
    </h1>
  );
}

/** Words this long fit every template's name at full size; a name of them renders as it always did. */
const shortWord = 6;

/** The letters of a name's longest word; a hyphenated name may wrap after its hyphens. */
export const longestWordLength = (name: string): number =>
  Math.max(0, ...name.split(/[\s\-‐]+/).map((word) => [...word].length));

export interface UsernameProps {
  username: string | undefined;
  className?: string;
}

/** `@username` as its own line; nothing when the person has none. */
export function Username({ username, className }: UsernameProps) {
  const { language } = useMessages();
  if (!hasText(username)) return null;
  // '@ada' is left to right even on a right-to-left page, where it would read 'ada@'.
  return <p className={className}>{isRightToLeft(language) ? <span dir="ltr">@{username}</span> : <>@{username}</>}</p>;
}

export interface ProfileLineProps {
  /** `data.headline` or `data.location`. */
  text: string;
  className?: string;
}

/** What the person does ('Product designer at Ada Studio'), under the name; nothing when blank. */
export function Headline({ text, className }: ProfileLineProps) {
  if (!hasText(text)) return null;
  return (
    <p className={className} dir="auto">
      {text}
    </p>
  );
}

/** Where the person is ('Lisbon, Portugal'), near the name; nothing when blank. */
export function Location({ text, className }: ProfileLineProps) {
  const { t } = useMessages();
  if (!hasText(text)) return null;
  return (
    <p className={className} dir="auto">
      <span className={visuallyHidden}>{t('profile.basedIn')}</span>
      {text}
    </p>
  );
}

export interface MadeWithFooterProps {
  name: string;
  className?: string;
  /** Class of the paragraph with the name. */
  nameClassName?: string;
}

/** The page's footer: the person's name and the Showfolio credit. */
export function MadeWithFooter({ name, className, nameClassName }: MadeWithFooterProps) {
  const { t } = useMessages();
  return (
    <footer className={className}>
      <p className={nameClassName} dir="auto">
        {name}
      </p>
      <p>{t('footer.madeWith')}</p>
    </footer>
  );
}
