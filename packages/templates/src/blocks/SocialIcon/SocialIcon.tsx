import type { ReactElement } from 'react';

export const socialIconNames = [
  'github',
  'linkedin',
  'twitter',
  'instagram',
  'facebook',
  'email',
  'resume',
] as const;
export type SocialIconName = (typeof socialIconNames)[number];

// Drawn for Showfolio on a 24-unit grid, stroked with currentColor so each template colours them.
const glyphs: Record<SocialIconName, ReactElement> = {
  github: (
    <>
      <path d="M5.5 9.5 6 3.8l3.3 2.7a8 8 0 0 1 5.4 0L18 3.8l.5 5.7a7.2 7.2 0 0 1-2.6 8.3c-1 .6-1.4 1.4-1.4 2.4V21h-5v-.8c0-1-.4-1.8-1.4-2.4a7.2 7.2 0 0 1-2.6-8.3Z" />
      <path d="M9.5 19c-2.6.6-3.6-.6-4.5-2" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17M8 7.2v.1M11.5 17v-6.5M11.5 13.5a2.8 2.8 0 0 1 5.5 0V17" />
    </>
  ),
  twitter: (
    <>
      <path d="M4 4h4.2L20 20h-4.2Z" />
      <path d="M19.5 4l-6.3 7M4.5 20l6.3-7" />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5v.1" />
    </>
  ),
  facebook: (
    <path d="M14 21v-7.5h3l.5-3.5H14V8c0-1 .5-1.6 1.6-1.6H18V3.2a20 20 0 0 0-2.8-.2C12.4 3 10.5 4.6 10.5 7.6V10H7.5v3.5h3V21" />
  ),
  email: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
  resume: (
    <>
      <path d="M14 3H6.5A1.5 1.5 0 0 0 5 4.5v15A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V8Z" />
      <path d="M14 3v5h5M8.5 13h7M8.5 16.5h5" />
    </>
  ),
};

export interface SocialIconProps {
  name: SocialIconName;
  /** Accessible name; omit when the icon sits beside visible text (it is then hidden from assistive tech). */
  title?: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
  className?: string;
}

export function SocialIcon({ name, title, size = 20, className }: SocialIconProps) {
  const labelled = title !== undefined && title !== '';
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(labelled ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      {labelled && <title>{title}</title>}
      {glyphs[name]}
    </svg>
  );
}
