import { safeUrl } from '@showfolio/portfolio-schema';
import type { AnchorHTMLAttributes, ReactNode } from 'react';

export interface SafeLinkProps {
  /** Any user-supplied address; anything but http(s), mailto and same-origin paths renders no link. */
  href: string | undefined;
  children: ReactNode;
  /** What to render when the address is unsafe or empty (nothing by default). */
  fallback?: ReactNode;
  className?: string;
  'aria-label'?: AnchorHTMLAttributes<HTMLAnchorElement>['aria-label'];
  title?: AnchorHTMLAttributes<HTMLAnchorElement>['title'];
}

const isExternal = (href: string) => /^https?:\/\//i.test(href);

/** A link to a user-supplied address: unsafe schemes never reach an href, external ones open a new tab. */
export function SafeLink({
  href,
  children,
  fallback = null,
  className,
  'aria-label': ariaLabel,
  title,
}: SafeLinkProps) {
  const safe = safeUrl(href);
  if (!safe) return <>{fallback}</>;
  const external = isExternal(safe);
  return (
    <a
      href={safe}
      className={className}
      aria-label={ariaLabel}
      title={title}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}
