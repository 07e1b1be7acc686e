import { useApiClient, useCustomDomains, useMyDeployment } from '@showfolio/api-client';
import { DomainsScreen } from '@showfolio/ui';
import { clientConfig } from '../config';
import { useDocumentTitle } from '../useDocumentTitle';
import { useStepUp } from '../useStepUp';

/** /domains: the owner's custom domains, wired to the /api/domains calls. */
export default function DomainsPage() {
  useDocumentTitle('Custom domains');
  const client = useApiClient();
  const domains = useCustomDomains();
  const deployment = useMyDeployment();
  const refresh = () => domains.mutate().catch(() => undefined);
  const { withStepUp, stepUpDialog } = useStepUp();
  return (
    <>
      <DomainsScreen
        domains={
          deployment.data === undefined && !deployment.error ? undefined : domains.data?.domains
        }
        maxDomains={domains.data?.maxDomains}
        loadError={domains.error ?? null}
        onRetry={() => void refresh()}
        publicDomain={clientConfig.publicDomain}
        publishedSubdomain={deployment.data?.subdomain ?? null}
        onAdd={async (domain) => {
          await withStepUp(() => client.addDomain(domain));
          await refresh();
        }}
        onCheck={async (id) => {
          await client.checkDomain(id);
          await refresh();
        }}
        onSetPrimary={async (id) => {
          await domains.mutate(await client.setPrimaryDomain(id), { revalidate: false });
        }}
        onRemove={async (id) => {
          await domains.mutate(await client.removeDomain(id), { revalidate: false });
        }}
      />
      {stepUpDialog}
    </>
  );
}
