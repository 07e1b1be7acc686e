import { useEffect, useId, useRef, useState } from 'react';
import { appPaths } from '@showfolio/portfolio-schema';
import type {
  DeployRequest,
  DeployResponse,
  SubdomainAvailability,
  Template,
  UserDeployment,
} from '@showfolio/portfolio-schema';
import { Alert, Button, ButtonLink, Spinner } from '../../primitives';
import { sprinkles } from '../../theme/sprinkles.css';
import { DeployModal, type DeployModalProps } from '../DeployModal';
import { externalHref } from '../externalHref';
import { ScreenHeader } from '../ScreenHeader';
import { TemplateCard } from '../TemplateCard';
import { TemplatePreviewModal, type TemplatePreviewSource } from '../TemplatePreviewModal';
import * as styles from './TemplateGalleryScreen.css';
import { cx } from '../../primitives/cx/cx';

export interface TemplateGalleryScreenProps {
  /** GET /templates; undefined while the first answer is awaited (the spinner shows). */
  templates?: readonly Template[];
  /** The list failed to load (an ApiError or any Error). */
  error?: { message: string } | null;
  /** Retry after a failed list load (the host revalidates the templates request). */
  onRetry: () => void;
  /** GET /templates/my-deployment; null or undefined when the user has none. */
  deployment?: UserDeployment | null;
  isAuthenticated: boolean;
  /** The signed-in user's username, the deploy modal's suggested subdomain. */
  username?: string;
  /** GET /templates/my-portfolio loaded: deploying needs a completed portfolio. */
  hasPortfolio: boolean;
  /** PUBLIC_DOMAIN, shown as the subdomain's suffix. */
  domain: string;
  onNavigate: (path: string) => void;
  /** POST /templates/preview/{id}: resolves with the preview URL. */
  onGeneratePreview: (templateId: string) => Promise<string>;
  /** POST /templates/deploy; the host refreshes the deployment afterwards. */
  onDeploy: (request: DeployRequest) => Promise<DeployResponse>;
  /** GET /templates/subdomain-availability/{subdomain}, checked as the subdomain is typed. */
  onCheckSubdomain?: (subdomain: string) => Promise<SubdomainAvailability>;
  /** False until the account verifies its e-mail address: deploying asks for that first. */
  emailVerified?: boolean;
  /** POST /auth/resend-verification, offered by the deploy modal while unverified. */
  onResendVerification?: () => Promise<unknown>;
  /** The completion meter of the portfolio: the deploy modal lists what is missing and asks before publishing a nearly empty one. */
  completion?: DeployModalProps['completion'];
  /** Preview renders the template with the person's own portfolio beside the share link (issue 34). */
  previewSource?: TemplatePreviewSource;
  /** A template whose deploy dialog opens as soon as the list has it (the wizard's "Publish now"). */
  deployOnOpen?: string;
}

/** /templates: the template cards, the user's current deployment and the preview and deploy modals. */
export function TemplateGalleryScreen({
  templates,
  error,
  onRetry,
  deployment,
  isAuthenticated,
  username,
  hasPortfolio,
  domain,
  onNavigate,
  onGeneratePreview,
  onDeploy,
  onCheckSubdomain,
  emailVerified,
  onResendVerification,
  completion,
  previewSource,
  deployOnOpen,
}: TemplateGalleryScreenProps) {
  const bannerTitleId = useId();
  const [previewing, setPreviewing] = useState<Template | null>(null);
  const [deploying, setDeploying] = useState<Template | null>(null);

  const startDeploy = (template: Template) => {
    if (!isAuthenticated) onNavigate(appPaths.signin);
    else if (!hasPortfolio) onNavigate(appPaths.profile);
    else setDeploying(template);
  };

  // Once, when the list and the account's state are known: as if Deploy was pressed on its card.
  const deployRequested = useRef(false);
  const requested = deployOnOpen ? templates?.find((template) => template.templateIdentifier === deployOnOpen) : undefined;
  useEffect(() => {
    if (!requested || deployRequested.current) return;
    deployRequested.current = true;
    startDeploy(requested);
    // startDeploy reads the props of this render; the request is answered once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requested]);

  const liveHref = deployment ? externalHref(deployment.deployUrl) : undefined;
  // The deployment only carries the identifier; until the list arrives the identifier stands in.
  const deployedTemplateName = deployment
    ? (templates?.find((template) => template.templateIdentifier === deployment.templateIdentifier)
        ?.templateName ?? deployment.templateIdentifier)
    : undefined;

  return (
    <div>
      <ScreenHeader
        title="Portfolio Templates"
        subtitle="Choose a stunning template for your portfolio website"
      />

      {deployment ? (
        <section className={styles.banner} aria-labelledby={bannerTitleId}>
          <div>
            <h2 id={bannerTitleId} className={styles.bannerTitle}>
              Current Deployment
            </h2>
            <p className={styles.bannerValue}>{deployedTemplateName}</p>
          </div>
          {liveHref ? (
            <ButtonLink
              href={liveHref}
              target="_blank"
              rel="noopener noreferrer"
              variant="secondary"
              size="sm"
            >
              View Live
            </ButtonLink>
          ) : null}
        </section>
      ) : null}

      <GalleryBody
        templates={templates}
        error={error}
        onRetry={onRetry}
        activeTemplateId={deployment?.templateIdentifier}
        onPreview={setPreviewing}
        onDeploy={startDeploy}
      />

      <TemplatePreviewModal
        open={previewing !== null}
        onClose={() => setPreviewing(null)}
        templateId={previewing?.templateIdentifier ?? ''}
        templateName={previewing?.templateName}
        onGeneratePreview={onGeneratePreview}
        source={previewSource}
      />
      {deploying ? (
        <DeployModal
          open
          onClose={() => setDeploying(null)}
          template={deploying}
          currentDeployment={deployment}
          currentTemplateName={deployedTemplateName}
          username={username}
          domain={domain}
          onDeploy={onDeploy}
          onNavigate={onNavigate}
          onCheckSubdomain={onCheckSubdomain}
          emailVerified={emailVerified}
          onResendVerification={onResendVerification}
          completion={completion}
        />
      ) : null}
    </div>
  );
}

interface GalleryBodyProps {
  templates?: readonly Template[];
  error?: { message: string } | null;
  onRetry: () => void;
  activeTemplateId?: string;
  onPreview: (template: Template) => void;
  onDeploy: (template: Template) => void;
}

function GalleryBody({
  templates,
  error,
  onRetry,
  activeTemplateId,
  onPreview,
  onDeploy,
}: GalleryBodyProps) {
  if (error) {
    return (
      <div className={styles.errorBox}>
        <Alert>Error loading templates: {error.message}</Alert>
        <Button variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      </div>
    );
  }
  if (!templates) {
    return (
      <div className={styles.status}>
        <Spinner label="Loading templates..." size="lg" />
      </div>
    );
  }
  if (templates.length === 0) {
    return (
      <div className={styles.status}>
        <p>No templates available</p>
      </div>
    );
  }
  return (
    <ul
      className={cx(styles.grid, sprinkles({ display: 'grid', gap: 'lg', gridTemplateColumns: { mobile: '1', tablet: '2', desktop: '3' } }))}
      aria-label="Templates"
    >
      {templates.map((template) => (
        <TemplateCard
          key={template.templateIdentifier}
          template={template}
          isActive={template.templateIdentifier === activeTemplateId}
          onPreview={onPreview}
          onDeploy={onDeploy}
        />
      ))}
    </ul>
  );
}
