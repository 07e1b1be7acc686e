import type { Http2Bindings, HttpBindings } from '@hono/node-server';

export type NodeBindings = HttpBindings | Http2Bindings;

/** The published portfolio a request to one of its own hosts (subdomain, custom domain) stands for. */
export interface PortfolioSite {
  subdomain: string;
  /** The Host the visitor asked for, as the page's not-found answer shows it. */
  host: string;
}

/**
 * What the host's sub-apps read from `c.env`: the Node adapter's bindings (the client address for
 * rate limits and analytics, the request scope), and which portfolio a portfolio host stands for,
 * resolved once by the custom-domain host routing (customDomainHost.ts).
 */
export interface HostBindings {
  node: NodeBindings | undefined;
  site: PortfolioSite | null;
}

/** The app's own host: no portfolio site. */
export interface AppHostEnv {
  Bindings: HostBindings;
}

/** A portfolio's own host. */
export interface PortfolioHostEnv {
  Bindings: HostBindings & { site: PortfolioSite };
}

export const clientAddressOf = (bindings: HostBindings): string | undefined =>
  bindings.node?.incoming.socket.remoteAddress;

/** A short plain-text answer (its body left out for HEAD) that no cache keeps. */
export function plainTextAnswer(
  request: Request,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(request.method === 'HEAD' ? null : `${message}\n`, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  });
}

/**
 * Routes match the address as sent (`new URL(…).pathname`, still percent-encoded), as the host
 * always compared them: `/robots%2Etxt` is not `/robots.txt` on a portfolio host.
 */
export const rawPathRouting = {
  getPath: (request: Request): string => new URL(request.url).pathname,
};

export const isGetOrHead = (method: string): boolean => method === 'GET' || method === 'HEAD';
