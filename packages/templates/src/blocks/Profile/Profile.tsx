import { hasText } from '../portfolio';

export interface PersonNameProps {
  /** `fullName(data)`. */
  name: string;
  className?: string;
}

/** The page's one `<h1>`: the person's name, in the direction its script needs. */
export function PersonName({ name, className }: PersonNameProps) {
  return (
    <h1 className={className} dir="auto">
      {name}
    </h1>
  );
}

export interface UsernameProps {
  username: string | undefined;
  className?: string;
}

/** `@username` as its own line; nothing when the person has none. */
export function Username({ username, className }: UsernameProps) {
  if (!hasText(username)) return null;
  return <p className={className}>@{username}</p>;
}

export interface MadeWithFooterProps {
  name: string;
  className?: string;
  /** Class of the paragraph with the name. */
  nameClassName?: string;
}

/** The page's footer: the person's name and the Showfolio credit. */
export function MadeWithFooter({ name, className, nameClassName }: MadeWithFooterProps) {
  return (
    <footer className={className}>
      <p className={nameClassName} dir="auto">
        {name}
      </p>
      <p>Made with Showfolio</p>
    </footer>
  );
}
