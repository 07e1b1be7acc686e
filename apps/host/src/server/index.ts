import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { ConfigError, gracefulShutdown, loadConfig, mailBanner, type ServerConfig } from '@showfolio/server';
import { createHost, publicUrlFor, type CreateHostOptions, type ShowfolioHost } from './host';

export { ConfigError };
export { clientConfigElementId, createHost, publicUrlFor } from './host';
export type { ClientConfig, CreateHostOptions, ShowfolioHost } from './host';

export interface StartHostOptions extends CreateHostOptions {
  env?: Record<string, string | undefined>;
  hostname?: string;
}

export interface RunningHost extends ShowfolioHost {
  url: string;
  port: number;
  http: ServerType;
  stop(): Promise<void>;
}

/** Loads the configuration, starts the one process that serves the whole product, prints where. */
export async function startHost(options: StartHostOptions): Promise<RunningHost> {
  let config: ServerConfig;
  try {
    config = loadConfig(options.env ?? process.env);
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message);
    throw error;
  }
  const host = await createHost(config, { announceMail: (lines) => console.log(lines), ...options });
  const http = await new Promise<ServerType>((resolve, reject) => {
    const server = serve({ fetch: host.fetch, port: config.port, hostname: options.hostname }, () =>
      resolve(server),
    );
    server.once('error', reject);
  });
  const port = (http.address() as AddressInfo).port;
  // With PORT=0 the address in APP_URL cannot be known in advance: show the real one.
  const url = config.port === 0 ? `http://localhost:${port}` : config.appUrl;
  host.server.logger.info({ url, port }, 'listening');
  console.log(`Showfolio is running at ${url}`);
  console.log(
    `Published portfolios answer at ${publicUrlFor({ ...config, appUrl: url }, '{name}')}`,
  );
  const mail = mailBanner(host.server.mailOutbox);
  if (mail) console.log(mail);

  // SIGTERM drains: not ready at once, the listener closed after DRAIN_DELAY_MS, requests in
  // flight finished (at most 10 s), buffered views written, Redis and the worker pools closed.
  const stop = gracefulShutdown(http, {
    drain: () => host.server.drain(),
    logger: host.server.logger,
    delayMs: config.drainDelayMs,
    close: () => Promise.all([host.server.close(), host.pdfs.close(), host.renders.close()]).then(() => undefined),
  });
  const onSignal = (signal: NodeJS.Signals) => {
    host.server.logger.info({ signal }, 'shutting down');
    void stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return { ...host, url, port, http, stop };
}
