import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp, type CreateAppOptions, type ShowfolioServer } from './app';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { gracefulShutdown } from './shutdown';
import { mailBanner } from './services/mailer';

export interface StartServerOptions extends CreateAppOptions {
  /** Environment to read (default `process.env`). */
  env?: Record<string, string | undefined>;
  /** A ready configuration; skips reading the environment. */
  config?: ServerConfig;
  /** Interface to listen on (default all). */
  hostname?: string;
  /** Drain and close on SIGINT/SIGTERM, then exit 0 (default true); see `gracefulShutdown`. */
  handleSignals?: boolean;
}

export interface RunningServer extends ShowfolioServer {
  /** The address the server answers on. */
  url: string;
  port: number;
  http: ServerType;
  /** Drains (see `gracefulShutdown`): stops accepting, lets requests finish, then closes the app. */
  stop(): Promise<void>;
}

/** Loads the configuration, opens the database, listens and prints the address. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  let config: ServerConfig;
  try {
    config = options.config ?? loadConfig(options.env ?? process.env);
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message);
    throw error;
  }
  const instance = await createApp(config, { announceMail: (lines) => console.log(lines), ...options });
  const http = await new Promise<ServerType>((resolve, reject) => {
    const server = serve({ fetch: instance.app.fetch, port: config.port, hostname: options.hostname }, () => resolve(server));
    server.once('error', reject);
  });
  const port = (http.address() as AddressInfo).port;
  // With PORT=0 the address in APP_URL cannot be known in advance: show the real one.
  const url = config.port === 0 ? `http://localhost:${port}` : config.appUrl;
  instance.logger.info({ url, port }, 'listening');
  console.log(`Showfolio is running at ${url}`);
  const mail = mailBanner(instance.mailOutbox);
  if (mail) console.log(mail);

  const stop = gracefulShutdown(http, {
    drain: () => instance.drain(),
    logger: instance.logger,
    delayMs: config.drainDelayMs,
    close: () => instance.close(),
  });
  if (options.handleSignals !== false) {
    const onSignal = (signal: NodeJS.Signals) => {
      instance.logger.info({ signal }, 'shutting down');
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
  }
  return { ...instance, url, port, http, stop };
}
