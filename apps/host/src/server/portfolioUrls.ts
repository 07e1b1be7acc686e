import { deployUrlFor, type PublicPortfolio, type ServerConfig } from '@showfolio/server';

/**
 * http://{sub}.{PUBLIC_DOMAIN}{:port}/, with the scheme and port of APP_URL: the API's own builder
 * (the `deployUrl` it answers), so a page and the dashboard never name two addresses.
 */
export const publicUrlFor: (config: Pick<ServerConfig, 'appUrl' | 'publicDomain'>, subdomain: string) => string =
  deployUrlFor;

/** http://{domain}{:port}/ for a custom domain, with the scheme and port of APP_URL (a proxy such as Caddy sits in front in production). */
export function customDomainUrlFor(config: Pick<ServerConfig, 'appUrl'>, domain: string): string {
  const app = new URL(config.appUrl);
  return `${app.protocol}//${domain}${app.port ? `:${app.port}` : ''}/`;
}

/** Where a portfolio's public page lives: its primary custom domain once it routes here, else its subdomain. */
export const portfolioUrlFor = (
  config: Pick<ServerConfig, 'appUrl' | 'publicDomain'>,
  portfolio: Pick<PublicPortfolio, 'subdomain' | 'primaryDomain'>,
): string =>
  portfolio.primaryDomain
    ? customDomainUrlFor(config, portfolio.primaryDomain)
    : publicUrlFor(config, portfolio.subdomain);

/** `{sub}.{PUBLIC_DOMAIN}[:port]`, the host a `/portfolio/{sub}` page stands for (shown on its 404). */
export function publicHostFor(config: Pick<ServerConfig, 'appUrl' | 'publicDomain'>, subdomain: string): string {
  const port = new URL(config.appUrl).port;
  return `${subdomain.slice(0, 100)}.${config.publicDomain}${port ? `:${port}` : ''}`;
}
