import type { ReactNode } from 'react';
import { PdfLink } from '../PdfLink/PdfLink';
import { usePdfHref } from '../PdfLink/pageLinks';
import { useMessages } from '../../i18n/PageMessages';
import type { MessageId } from '../../i18n/messages/en';
import { SafeLink } from '../SafeLink/SafeLink';
import { SocialIcon } from '../SocialIcon/SocialIcon';
import type { ContactLink } from '../portfolio';

export interface ContactListProps {
  /** `contactLinks(data)`, `socialLinks(data)`… */
  links: readonly ContactLink[];
  className?: string;
  /** Names the list; leave out when a labelled `nav` already wraps it. */
  'aria-label'?: string;
  /** Names the list with one of the templates' own words, in the page's language. */
  labelId?: MessageId;
  itemClassName?: string;
  /**
   * Shows the platform's name before each link in a `span` of this class, for sighted readers only
   * (the link itself says where it goes).
   */
  labelClassName?: string;
  linkClassName?: string | ((link: ContactLink, index: number) => string);
  /** Icon size in pixels for the default content. */
  iconSize?: number;
  /** What a link shows; by default its icon, then the address for e-mail and the platform's name otherwise. */
  children?: (link: ContactLink, index: number) => ReactNode;
  /**
   * Ends the list with the published page's "Download PDF" link (`PdfLink`), in the list's own
   * item and link classes; for the person's contact list.
   */
  withPdfLink?: boolean;
}

/** The person's contact and profile links as a list of safe links; nothing when there are none. */
export function ContactList({
  links,
  className,
  'aria-label': ariaLabel,
  labelId,
  itemClassName,
  labelClassName,
  linkClassName,
  iconSize = 18,
  children,
  withPdfLink = false,
}: ContactListProps) {
  const { t } = useMessages();
  const publishedPdf = usePdfHref();
  const pdfHref = withPdfLink ? publishedPdf : undefined;
  if (links.length === 0 && pdfHref === undefined) return null;
  return (
    <ul className={className} aria-label={labelId ? t(labelId) : ariaLabel}>
      {links.map((link, index) => (
        <li key={index} className={itemClassName}>
          {labelClassName && (
            <span className={labelClassName} aria-hidden="true">
              {link.label}
            </span>
          )}
          <SafeLink
            href={link.href}
            className={
              typeof linkClassName === 'function' ? linkClassName(link, index) : linkClassName
            }
          >
            {children ? (
              children(link, index)
            ) : (
              <>
                <SocialIcon name={link.kind} size={iconSize} />
                {link.kind === 'email' ? link.text : link.label}
              </>
            )}
          </SafeLink>
        </li>
      ))}
      {pdfHref !== undefined && (
        <li className={itemClassName}>
          {labelClassName && (
            <span className={labelClassName} aria-hidden="true">
              PDF
            </span>
          )}
          <PdfLink
            iconSize={iconSize}
            className={
              typeof linkClassName === 'function'
                ? linkClassName({ kind: 'resume', label: t('pdf.download'), href: pdfHref, text: t('pdf.download') }, links.length)
                : linkClassName
            }
          />
        </li>
      )}
    </ul>
  );
}
