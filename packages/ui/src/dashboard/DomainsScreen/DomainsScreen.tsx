import { zodResolver } from '@hookform/resolvers/zod';
import {
  addCustomDomainSchema,
  type AddCustomDomainRequest,
  type CustomDomain,
  type CustomDomainStatus,
  type DnsRecord,
} from '@showfolio/portfolio-schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, type AlertTone } from '../../primitives/Alert';
import { Badge, type BadgeTone } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Dialog } from '../../primitives/Dialog';
import { Skeleton } from '../../primitives/Skeleton';
import { TextField } from '../../primitives/TextField';
import { failureMessage } from '../../account/formResolver';
import * as styles from './DomainsScreen.css';

export const domainsTitle = 'Custom domains';
export const domainStatusLabels: Record<CustomDomainStatus, string> = {
  pending: 'Pending',
  verified: 'Verified',
  routing: 'Live',
  needs_attention: 'Needs attention',
  failed: 'Failed',
};
const statusTones: Record<CustomDomainStatus, BadgeTone> = {
  pending: 'neutral',
  verified: 'accent',
  routing: 'success',
  needs_attention: 'warning',
  failed: 'danger',
};
const reasonTones: Record<CustomDomainStatus, AlertTone> = {
  pending: 'info',
  verified: 'info',
  routing: 'info',
  needs_attention: 'warning',
  failed: 'error',
};
const statusExplanations: Record<CustomDomainStatus, string> = {
  pending: 'Waiting for the TXT record. We check again automatically for 72 hours.',
  verified: 'Ownership proven and served here. Point the domain at Showfolio to make it live.',
  routing: 'Your portfolio answers on this domain over HTTPS.',
  needs_attention: 'A record has gone. The domain is not served until it is back.',
  failed: 'No TXT record appeared within 72 hours. Fix the record, then press Check now.',
};

export interface DomainsScreenProps {
  /** The owner's domains; undefined while they load. */
  domains?: CustomDomain[];
  /** Loading the list failed. */
  loadError?: { message: string } | null;
  onRetry: () => void;
  /** Where portfolios are published, e.g. showfolio.example (such names cannot be connected). */
  publicDomain: string;
  /** The owner's published subdomain, or null when nothing is published (adding needs one). */
  publishedSubdomain: string | null;
  maxDomains?: number;
  /** Adds a domain; rejects with the server's error (its message is shown). */
  onAdd: (domain: string) => Promise<unknown>;
  onCheck: (id: string) => Promise<unknown>;
  onSetPrimary: (id: string) => Promise<unknown>;
  onRemove: (id: string) => Promise<unknown>;
  /** Copies text (default: the Clipboard API). */
  copyText?: (text: string) => Promise<void>;
  /** For dates (default: the browser's). */
  locale?: string;
}

const copyWithClipboard = (text: string) => navigator.clipboard.writeText(text);

/** The dashboard's Custom domains page: connect up to three domains, see the records to create and each domain's status. */
export function DomainsScreen({
  domains,
  loadError,
  onRetry,
  publicDomain,
  publishedSubdomain,
  maxDomains = 3,
  onAdd,
  onCheck,
  onSetPrimary,
  onRemove,
  copyText = copyWithClipboard,
  locale,
}: DomainsScreenProps) {
  const [announcement, setAnnouncement] = useState('');
  const attention = domains?.filter((domain) => domain.status === 'needs_attention') ?? [];
  const copy = async (text: string, what: string) => {
    try {
      await copyText(text);
      setAnnouncement(`Copied ${what}`);
    } catch {
      setAnnouncement(`Could not copy ${what}: select it and copy it by hand`);
    }
  };
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{domainsTitle}</h1>
        <p className={styles.subtitle}>
          Show your portfolio on a domain you own, such as ada.dev or www.ada.dev, free and with HTTPS.
        </p>
      </header>
      {attention.length > 0 ? (
        <Alert tone="warning" title="A domain needs attention">
          {attention.map((domain) => domain.domain).join(', ')}: its DNS records changed, so it is not served. See below.
        </Alert>
      ) : null}
      <AddDomainForm
        publicDomain={publicDomain}
        disabledReason={
          !publishedSubdomain
            ? 'Publish your portfolio first: a custom domain shows your published portfolio.'
            : domains && domains.length >= maxDomains
              ? `You can connect at most ${maxDomains} domains. Remove one to add another.`
              : null
        }
        onAdd={onAdd}
      />
      <p role="status" aria-live="polite" className={styles.muted}>
        {announcement}
      </p>
      {loadError ? (
        <Alert tone="error" title="Your domains could not be loaded">
          {loadError.message}{' '}
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </Alert>
      ) : !domains ? (
        <div role="status" aria-busy="true" aria-label="Loading your domains">
          <Skeleton shape="rect" height="6rem" />
        </div>
      ) : domains.length === 0 ? (
        <p className={styles.muted}>No domain connected yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Your domains">
          {domains.map((domain) => (
            <li key={domain.id}>
              <DomainCard
                domain={domain}
                locale={locale}
                onCheck={onCheck}
                onSetPrimary={onSetPrimary}
                onRemove={onRemove}
                onCopy={copy}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AddDomainForm({
  publicDomain,
  disabledReason,
  onAdd,
}: {
  publicDomain: string;
  disabledReason: string | null;
  onAdd: (domain: string) => Promise<unknown>;
}) {
  const form = useForm<AddCustomDomainRequest, unknown, { domain: string }>({
    resolver: zodResolver(addCustomDomainSchema(publicDomain)),
    defaultValues: { domain: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ domain }) => {
    try {
      await onAdd(domain);
      form.reset({ domain: '' });
    } catch (error) {
      form.setError('domain', { message: failureMessage(error, 'The domain could not be added. Please try again.') }, { shouldFocus: true });
    }
  });
  return (
    <Card as="section" padding="lg" aria-labelledby="add-domain-title">
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <h2 id="add-domain-title" className={styles.muted} style={{ flexBasis: '100%' }}>
          Connect a domain
        </h2>
        <div className={styles.formField}>
          <TextField
            label="Domain"
            placeholder="ada.dev"
            autoComplete="off"
            inputMode="url"
            disabled={Boolean(disabledReason)}
            hint={disabledReason ?? 'A domain or subdomain you own: ada.dev, www.ada.dev or me.ada.dev.'}
            error={errors.domain?.message}
            {...form.register('domain')}
          />
        </div>
        <Button type="submit" className={styles.formButton} busy={isSubmitting} disabled={Boolean(disabledReason)}>
          {isSubmitting ? 'Adding…' : 'Add domain'}
        </Button>
      </form>
    </Card>
  );
}

function formatWhen(iso: string | null, locale?: string) {
  if (!iso) return 'never';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) + ' UTC';
}

function DomainCard({
  domain,
  locale,
  onCheck,
  onSetPrimary,
  onRemove,
  onCopy,
}: {
  domain: CustomDomain;
  locale?: string;
  onCheck: (id: string) => Promise<unknown>;
  onSetPrimary: (id: string) => Promise<unknown>;
  onRemove: (id: string) => Promise<unknown>;
  onCopy: (text: string, what: string) => Promise<void>;
}) {
  const [busy, setBusy] = useState<'check' | 'primary' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const headingId = `domain-${domain.id}`;
  const run = async (what: 'check' | 'primary', action: () => Promise<unknown>) => {
    setBusy(what);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failureMessage(failure, 'That did not work. Please try again.'));
    } finally {
      setBusy(null);
    }
  };
  const remove = async () => {
    setRemoving(true);
    try {
      await onRemove(domain.id);
      setConfirming(false);
    } catch (failure) {
      setError(failureMessage(failure, 'The domain could not be removed. Please try again.'));
      setConfirming(false);
    } finally {
      setRemoving(false);
    }
  };
  return (
    <Card as="article" padding="lg" className={styles.domainCard} aria-labelledby={headingId} data-state={domain.status}>
      <div className={styles.domainHeader}>
        <h2 id={headingId} className={styles.domainName}>
          {domain.domain}
        </h2>
        <Badge tone={statusTones[domain.status]}>{domainStatusLabels[domain.status]}</Badge>
        {domain.isPrimary ? <Badge tone="accent">Primary</Badge> : null}
      </div>
      <p className={styles.muted}>{statusExplanations[domain.status]}</p>
      {domain.reason ? <Alert tone={reasonTones[domain.status]}>{domain.reason}</Alert> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <section aria-label={`DNS records for ${domain.domain}`}>
        <p className={styles.muted}>Create these records at your domain registrar:</p>
        <dl className={styles.records}>
          {domain.records.map((record) => (
            <RecordRow key={`${record.type}-${record.name}`} record={record} onCopy={onCopy} />
          ))}
        </dl>
        {domain.records.some((record) => record.type === 'CNAME' && record.host === '@') ? (
          <p className={styles.muted}>
            Registrars often refuse a CNAME on a bare domain such as this one: use your registrar&apos;s ALIAS or ANAME record, or A/AAAA records with the same addresses.
          </p>
        ) : null}
      </section>
      <p className={styles.muted}>Last checked: {formatWhen(domain.lastCheckedAt, locale)}</p>
      <div className={styles.actions}>
        <Button variant="primary" size="sm" busy={busy === 'check'} disabled={busy !== null} onClick={() => void run('check', () => onCheck(domain.id))}>
          {busy === 'check' ? 'Checking…' : 'Check now'}
        </Button>
        {domain.isPrimary ? null : (
          <Button variant="secondary" size="sm" busy={busy === 'primary'} disabled={busy !== null} onClick={() => void run('primary', () => onSetPrimary(domain.id))}>
            Make primary
          </Button>
        )}
        <Button variant="danger" size="sm" disabled={busy !== null} onClick={() => setConfirming(true)}>
          Remove
        </Button>
      </div>
      {confirming ? (
        <Dialog
          open
          onOpenChange={(next) => {
            if (!next) setConfirming(false);
          }}
          dismissible={!removing}
          title={`Remove ${domain.domain}?`}
          description="Your portfolio stops answering on this domain. You can add it again later; it will need verifying again."
          footer={
            <>
              <Button variant="secondary" disabled={removing} onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button variant="danger" busy={removing} onClick={() => void remove()}>
                Remove domain
              </Button>
            </>
          }
        />
      ) : null}
    </Card>
  );
}

function RecordRow({ record, onCopy }: { record: DnsRecord; onCopy: (text: string, what: string) => Promise<void> }) {
  const purpose = record.purpose === 'verify' ? 'proves the domain is yours' : 'sends visitors to your portfolio';
  return (
    <div className={styles.record}>
      <dt className={styles.recordType}>
        {record.type} <span className={styles.recordPurpose}>· {purpose}</span>
      </dt>
      <dd className={styles.recordDetails}>
        {/* The host part is what most registrars' forms ask for (issue 34); the full name stays at hand. */}
        <span className={styles.recordRow}>
          <span className={styles.recordLabel}>Name</span>
          <code className={styles.recordValue}>{record.host}</code>
          <Button size="sm" variant="ghost" aria-label={`Copy ${record.type} record name`} onClick={() => void onCopy(record.host, `${record.type} record name`)}>
            Copy
          </Button>
        </span>
        {record.host === record.name ? null : (
          <span className={styles.recordHint}>
            {record.host === '@' ? '@ stands for the domain itself. ' : null}
            If your registrar asks for the full name: <code className={styles.recordValue}>{record.name}</code>
            <Button size="sm" variant="ghost" aria-label={`Copy ${record.type} record full name`} onClick={() => void onCopy(record.name, `${record.type} record full name`)}>
              Copy
            </Button>
          </span>
        )}
        <span className={styles.recordRow}>
          <span className={styles.recordLabel}>Value</span>
          <code className={styles.recordValue}>{record.value}</code>
          <Button size="sm" variant="ghost" aria-label={`Copy ${record.type} record value`} onClick={() => void onCopy(record.value, `${record.type} record value`)}>
            Copy
          </Button>
        </span>
      </dd>
    </div>
  );
}
