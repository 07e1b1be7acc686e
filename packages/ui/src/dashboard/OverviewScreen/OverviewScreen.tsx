import type {
  KnownAccountDetails,
  PortfolioDraft,
  ResumeSettings,
  UserDeployment,
} from '@showfolio/portfolio-schema';
import { useId, useState } from 'react';
import { appPaths } from '@showfolio/portfolio-schema';
import { externalHref } from '../../gallery/externalHref';
import { useCopyFeedback } from '../../gallery/useCopyFeedback';
import { Alert } from '../../primitives/Alert';
import { Badge } from '../../primitives/Badge';
import { Button, ButtonLink } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Dialog } from '../../primitives/Dialog';
import { Spinner } from '../../primitives/Spinner';
import { ProfileCompletionCard } from '../ProfileCompletionCard';
import { ResumeChooser } from '../ResumeChooser';
import { Tour, dashboardTourStops } from '../Tour';
import { VerifyEmailNotice, type VerifyEmailNoticeProps } from '../VerifyEmailNotice';
import * as styles from './OverviewScreen.css';

export interface OverviewScreenProps {
  firstName: string;
  /** The wizard draft the completion meter counts. */
  draft: PortfolioDraft;
  /** The signed-in account's name and e-mail: the meter counts them where the draft has none yet. */
  account?: KnownAccountDetails;
  /**
   * GET /templates/my-deployment: the live site, or null when nothing is published. Undefined while
   * it loads, so neither "Live" nor "Not published yet" shows before the answer is known.
   */
  deployment?: UserDeployment | null;
  /** The live site's résumé PDF (typeset by the server), offered beside Open. */
  pdfHref?: string;
  /** The résumé's design and paper, chosen beside "Download PDF" (with `onResumeChange`). */
  resume?: ResumeSettings;
  /** PUT /templates/resume-settings. */
  onResumeChange?: (settings: ResumeSettings) => Promise<unknown>;
  /** POST /templates/unpublish; offered, after a confirmation, while the site is live. */
  onUnpublish?: () => Promise<unknown>;
  /** The site last taken offline, when nothing is live: "Publish again" deploys it to the same address. */
  offlineSite?: OfflineSite | null;
  /** POST /templates/deploy with the offline site's template and subdomain. */
  onRepublish?: (site: OfflineSite) => Promise<unknown>;
  /** Start the guided tour after 1.5 s unless it was taken before; on by default. */
  autoStartTour?: boolean;
  /** The account's answer: the tour was finished or closed in some browser, so it does not start by itself. */
  tourSeen?: boolean;
  /** The tour was finished or closed here: the host stores that with the account. */
  onTourSeen?: () => void;
  /**
   * Custom domains whose DNS records disappeared (status "needs attention"): they are not served
   * until fixed, so the overview says so and links to the domains page.
   */
  domainsNeedingAttention?: readonly string[];
  /**
   * How many templates the gallery offers, for the gallery card ("Choose one of 15 templates"); the
   * host passes its registry's count. A prop rather than read here, so the overview does not load
   * the whole template registry (every template's metadata) for one number.
   */
  templateCount?: number;
  /**
   * Given while the account's address is unverified: the "Verify your e-mail to publish" notice
   * with Resend, under the greeting.
   */
  verifyEmail?: VerifyEmailNoticeProps;
}

export interface OfflineSite {
  subdomain: string;
  templateIdentifier: string;
}

export const comingNextItems = [
  {
    title: 'Mio, your AI portfolio assistant',
    badge: 'Dropping soon',
    description: 'Mio writes your bio and polishes your portfolio for you.',
  },
  {
    title: 'Photographer templates',
    badge: 'Coming soon',
    description: 'Gallery-first templates made to show off photography.',
  },
  {
    title: 'UI/UX designer template',
    badge: 'Coming soon',
    description: 'A case-study layout for designers to present their process.',
  },
] as const;

/** /dashboard: greeting, completion meter, the two main cards and what is coming next. */
export function OverviewScreen({
  firstName,
  draft,
  account,
  deployment,
  pdfHref,
  resume,
  onResumeChange,
  onUnpublish,
  offlineSite,
  onRepublish,
  autoStartTour = true,
  tourSeen,
  onTourSeen,
  domainsNeedingAttention = [],
  templateCount,
  verifyEmail,
}: OverviewScreenProps) {
  const wizardId = useId();
  const galleryId = useId();
  const nextId = useId();
  return (
    <Tour stops={dashboardTourStops} autoStart={autoStartTour} seen={tourSeen} onSeen={onTourSeen}>
      <div className={styles.page}>
        <header className={styles.welcome} data-tour="welcome">
          <div>
            <h1 className={styles.greeting}>Welcome, {firstName}!</h1>
            <p className={styles.lead}>
              Build your portfolio, pick a template and publish it in minutes.
            </p>
          </div>
          <Tour.Trigger />
        </header>
        {verifyEmail ? <VerifyEmailNotice {...verifyEmail} /> : null}
        {domainsNeedingAttention.length > 0 ? (
          <Alert tone="warning" title="A domain needs attention">
            <span className={styles.attention}>
              {domainsNeedingAttention.join(', ')}: its DNS records changed, so it is not served.
              <ButtonLink href={appPaths.domains} variant="secondary" size="sm">
                Fix custom domains
              </ButtonLink>
            </span>
          </Alert>
        ) : null}
        <SiteCard
          deployment={deployment}
          pdfHref={pdfHref}
          resume={resume}
          onResumeChange={onResumeChange}
          onUnpublish={onUnpublish}
          offlineSite={offlineSite}
          onRepublish={onRepublish}
        />
        <ProfileCompletionCard draft={draft} account={account} />
        <div className={styles.cards}>
          <Card as="section" aria-labelledby={wizardId} elevation="raised">
            <div className={styles.cardBody}>
              <h2 id={wizardId} className={styles.cardTitle}>
                Profile Wizard
              </h2>
              <p className={styles.text}>
                Seven short steps: your details, documents, education and skills, projects,
                experience and social links.
              </p>
              <div>
                <ButtonLink href={appPaths.profile}>Open Profile Wizard</ButtonLink>
              </div>
            </div>
          </Card>
          <Card as="section" aria-labelledby={galleryId} elevation="raised">
            <div className={styles.cardBody}>
              <h2 id={galleryId} className={styles.cardTitle}>
                Template Gallery
              </h2>
              <p className={styles.text}>
                {templateCount === undefined ? (
                  'Choose a template, preview it with your data and deploy it to your own subdomain.'
                ) : (
                  <>
                    Choose one of {templateCount} templates, preview it with your data and deploy it to
                    your own subdomain.
                  </>
                )}
              </p>
              <div>
                <ButtonLink href={appPaths.templates} variant="secondary">
                  Browse Templates
                </ButtonLink>
              </div>
            </div>
          </Card>
        </div>
        <Card as="section" aria-labelledby={nextId}>
          <h2 id={nextId} className={styles.cardTitle}>
            What&apos;s Coming Next
          </h2>
          <ul className={styles.nextList}>
            {comingNextItems.map((item) => (
              <li key={item.title} className={styles.nextItem}>
                <div className={styles.nextHeader}>
                  <h3 className={styles.nextTitle}>{item.title}</h3>
                  <Badge tone="accent">{item.badge}</Badge>
                </div>
                <p className={styles.text}>{item.description}</p>
              </li>
            ))}
          </ul>
        </Card>
      </div>
      <Tour.Card />
    </Tour>
  );
}

/** The published address, one click from the overview; before a first deploy, the way there. */
function SiteCard({
  deployment,
  pdfHref,
  resume,
  onResumeChange,
  onUnpublish,
  offlineSite,
  onRepublish,
}: Pick<
  OverviewScreenProps,
  'deployment' | 'pdfHref' | 'resume' | 'onResumeChange' | 'onUnpublish' | 'offlineSite' | 'onRepublish'
>) {
  const titleId = useId();
  const { copied, copy } = useCopyFeedback();
  const [confirming, setConfirming] = useState(false);
  const href = deployment ? externalHref(deployment.deployUrl) : undefined;
  return (
    <Card
      as="section"
      aria-labelledby={titleId}
      elevation="raised"
      className={deployment === undefined ? styles.siteCardLoading : undefined}
    >
      <div className={styles.cardBody}>
        <div className={styles.siteHeader}>
          <h2 id={titleId} className={styles.cardTitle}>
            Your site
          </h2>
          {deployment ? <Badge tone="success">Live</Badge> : null}
          {!deployment && deployment !== undefined && offlineSite && onRepublish ? (
            <Badge tone="neutral">Offline</Badge>
          ) : null}
        </div>
        {deployment === undefined ? (
          <Spinner label="Loading your site..." />
        ) : deployment && href ? (
          <>
            <a className={styles.siteAddress} href={href} target="_blank" rel="noopener noreferrer">
              {new URL(href).host}
            </a>
            <div className={styles.siteActions}>
              <ButtonLink href={href} target="_blank" rel="noopener noreferrer" size="sm">
                Open
              </ButtonLink>
              <Button variant="secondary" size="sm" onClick={() => void copy(href)}>
                {copied ? 'Copied!' : 'Copy'}
              </Button>
              {pdfHref ? (
                // The server sends it as an attachment: the browser downloads it and stays here.
                <ButtonLink href={pdfHref} variant="secondary" size="sm">
                  Download PDF
                </ButtonLink>
              ) : null}
              {onUnpublish ? (
                <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
                  Unpublish
                </Button>
              ) : null}
            </div>
            {pdfHref && resume && onResumeChange ? <ResumeChooser value={resume} onChange={onResumeChange} /> : null}
            {confirming && onUnpublish ? (
              <UnpublishDialog
                address={new URL(href).host}
                onUnpublish={onUnpublish}
                onClose={() => setConfirming(false)}
              />
            ) : null}
          </>
        ) : offlineSite && onRepublish ? (
          <RepublishOffer site={offlineSite} onRepublish={onRepublish} />
        ) : (
          <>
            <p className={styles.siteStatus}>Not published yet</p>
            <p className={styles.text}>Pick a template and deploy it to get your own address.</p>
            <div>
              <ButtonLink href={appPaths.templates} size="sm">
                Choose a template
              </ButtonLink>
            </div>
          </>
        )}
      </div>
    </Card>
  );
}

/** Mounted only while open, so each confirmation starts without the last one's error. */
function UnpublishDialog({
  address,
  onUnpublish,
  onClose,
}: {
  address: string;
  onUnpublish: () => Promise<unknown>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onUnpublish();
      onClose();
    } catch (failure) {
      setBusy(false);
      const message = failure instanceof Error ? failure.message.trim() : '';
      setError(message || 'Could not unpublish your site. Please try again.');
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      dismissible={!busy}
      title="Unpublish your site?"
      description={`${address} will show "not found" until you publish again. The address stays yours for 30 days.`}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" busy={busy} onClick={() => void confirm()}>
            Unpublish
          </Button>
        </>
      }
    >
      {error ? <Alert>{error}</Alert> : null}
    </Dialog>
  );
}

function RepublishOffer({
  site,
  onRepublish,
}: {
  site: OfflineSite;
  onRepublish: (site: OfflineSite) => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const republish = async () => {
    setBusy(true);
    setError(null);
    try {
      await onRepublish(site);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message.trim() : '';
      setError(message || 'Could not publish your site. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p className={styles.text}>
        {site.subdomain} is not published right now. Publish it again at the same address.
      </p>
      {error ? <Alert>{error}</Alert> : null}
      <div className={styles.siteActions}>
        <Button size="sm" busy={busy} onClick={() => void republish()}>
          Publish again
        </Button>
        <ButtonLink href={appPaths.templates} variant="secondary" size="sm">
          Choose a template
        </ButtonLink>
      </div>
    </>
  );
}
