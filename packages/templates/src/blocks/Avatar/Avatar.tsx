import { safeUrl, type PortfolioData } from '@showfolio/portfolio-schema';
import { fullName, initialsOf } from '../portfolio';
import { pictureWithFallback } from './Avatar.css';

export interface AvatarProps {
  data: PortfolioData;
  /** Rendered width and height in CSS pixels (the image is square-cropped by the template's CSS). */
  size: number;
  className?: string;
  /** Class of the initials fallback; defaults to `className`. */
  initialsClassName?: string;
}

/**
 * The profile picture with the person's name as alt text, or their initials (decorative) when there
 * is none. A picture that fails to load shows the initials instead of a broken image.
 */
export function Avatar({ data, size, className, initialsClassName }: AvatarProps) {
  const name = fullName(data);
  const initials = initialsOf(data);
  const src = safeUrl(data.profilePicture);
  if (src) {
    return (
      <img
        src={src}
        alt={name}
        width={size}
        height={size}
        className={[className, pictureWithFallback].filter(Boolean).join(' ')}
        data-initials={initials === '' ? undefined : initials}
        decoding="async"
      />
    );
  }
  if (initials === '') return null;
  return (
    // The name is already the page's h1, so the initials are decoration.
    <span className={initialsClassName ?? className} aria-hidden="true">
      {initials}
    </span>
  );
}
