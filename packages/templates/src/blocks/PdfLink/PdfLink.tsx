import { SocialIcon } from '../SocialIcon/SocialIcon';
import { usePdfHref } from './pageLinks';
import { useMessages } from '../../i18n/PageMessages';
import { screenOnly } from '../templateBase.css';

export interface PdfLinkProps {
  className?: string;
  /** Icon size in pixels; no icon when 0. */
  iconSize?: number;
}

/**
 * "Download PDF" as an ordinary link in the page's flow (never floating over the page), left off
 * the printed page, which is the PDF itself. Nothing outside a published page.
 */
export function PdfLink({ className, iconSize = 18 }: PdfLinkProps) {
  const { t } = useMessages();
  const href = usePdfHref();
  if (!href) return null;
  return (
    <a href={href} download className={className ? `${className} ${screenOnly}` : screenOnly}>
      {iconSize > 0 && <SocialIcon name="resume" size={iconSize} />}
      {t('pdf.download')}
    </a>
  );
}
