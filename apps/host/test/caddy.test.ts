import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import { connect, createServer, type AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import type { CustomDomain } from '@showfolio/portfolio-schema';
import { loadConfig } from '@showfolio/server';
import { renderPortfolio, templateCssPath, thumbnailsDir } from '@showfolio/templates/ssr';
import { debianTools, ensureDebianTools } from '../../../scripts/debian.mjs';
import { startDnsZone, type DnsZone } from '../../../packages/server/test/support/dns-zone';
import { createHost, type ShowfolioHost } from '../src/server';
import { caller, deployedPortfolio } from './support';

const CADDY = debianTools.caddy.binary;
/** What a client sees when Caddy has no certificate for the name: the handshake ends with a TLS alert. */
const noCertificate = /alert|ssl|tls/i;
const shippedCaddyfile = fileURLToPath(new URL('../../../deploy/Caddyfile', import.meta.url));


async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, process: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && process.exitCode === null) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Caddy did not listen on ${port}:\n${output()}`);
}

interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The names the server's certificate is for. */
  certificateNames: string;
}

/**
 * GET https://{name}:{port}{path}, the name resolved to 127.0.0.1 (as DNS would send it to the
 * proxy) and the certificate checked against Caddy's own internal root.
 */
function getOverTls(name: string, port: number, path: string, ca: string): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      {
        host: name,
        port,
        path,
        ca,
        servername: name,
        headers: { 'accept-encoding': 'identity' },
        lookup: (_hostname, options, callback) => {
          if ((options as { all?: boolean }).all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: '127.0.0.1', family: 4 }]);
          else callback(null, '127.0.0.1', 4);
        },
        agent: false,
      },
      (res) => {
        const certificate = (res.socket as TLSSocket).getPeerCertificate();
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, certificateNames: certificate.subjectaltname ?? '' }),
        );
      },
    );
    req.setTimeout(20_000, () => req.destroy(new Error('timed out')));
    req.once('error', reject);
    req.end();
  });
}

describe('HTTPS for custom domains through Caddy (on-demand TLS, tls internal)', () => {
  let work: string;
  let host: ShowfolioHost;
  let listener: ServerType;
  let zone: DnsZone;
  let caddy: ChildProcess | undefined;
  let caddyLog = '';
  let httpsPort: number;
  let caRoot: string;
  let app: ReturnType<typeof caller>;

  beforeAll(async () => {
    ensureDebianTools(['caddy']);
    work = await mkdtemp(join(tmpdir(), 'showfolio-caddy-'));
    const clientDir = join(work, 'client');
    await mkdir(clientDir, { recursive: true });
    await writeFile(join(clientDir, 'index.html'), '<!doctype html><html lang="en"><head><title>Showfolio</title></head><body></body></html>');
    zone = await startDnsZone();
    const [appPort, httpPort] = [await freePort(), await freePort()];
    httpsPort = await freePort();
    const config = loadConfig({
      DATA_DIR: join(work, 'data'),
      APP_URL: `https://showfolio.test:${httpsPort}`,
      PUBLIC_DOMAIN: 'showfolio.test',
      LOG_LEVEL: 'silent',
      DNS_SERVERS: zone.server,
      TRUST_PROXY: '1',
    });
    host = await createHost(config, { clientDir, renderTemplate: renderPortfolio, thumbnailsDir, templateCssPath });
    listener = serve({ fetch: host.fetch, port: appPort, hostname: '127.0.0.1' });
    app = caller((request, bindings) => host.fetch(request, bindings), `http://127.0.0.1:${appPort}`);

    // The shipped Caddyfile's site blocks and ask endpoint, on local ports, with Caddy's own CA.
    const caddyfile = join(work, 'Caddyfile');
    await writeFile(
      caddyfile,
      `{
	admin off
	skip_install_trust
	local_certs
	storage file_system ${join(work, 'caddy')}
	http_port ${httpPort}
	https_port ${httpsPort}
	on_demand_tls {
		ask http://127.0.0.1:${appPort}/api/domains/tls-allowed
	}
}

https:// {
	tls internal {
		on_demand
	}
	reverse_proxy 127.0.0.1:${appPort}
}
`,
    );
    caddy = spawn(CADDY, ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
      env: { ...process.env, HOME: work, XDG_DATA_HOME: join(work, 'xdg-data'), XDG_CONFIG_HOME: join(work, 'xdg-config') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    caddy.stdout!.on('data', (chunk: Buffer) => (caddyLog += chunk.toString()));
    caddy.stderr!.on('data', (chunk: Buffer) => (caddyLog += chunk.toString()));
    await waitForPort(httpsPort, caddy, () => caddyLog);
    const rootFile = join(work, 'caddy', 'pki', 'authorities', 'local', 'root.crt');
    const deadline = Date.now() + 15_000;
    while (!existsSync(rootFile) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    caRoot = await readFile(rootFile, 'utf8');
  }, 120_000);

  afterAll(async () => {
    if (caddy && caddy.exitCode === null) {
      const exited = new Promise((resolve) => caddy!.once('exit', resolve));
      caddy.kill('SIGTERM');
      await exited;
    }
    listener?.close();
    await host?.server.close();
    await zone?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('the shipped deploy/Caddyfile is valid for Debian’s caddy', () => {
    const adapted = spawnSync(CADDY, ['adapt', '--config', shippedCaddyfile, '--adapter', 'caddyfile'], {
      env: { ...process.env, PUBLIC_DOMAIN: 'showfolio.example' },
      encoding: 'utf8',
    });
    expect(adapted.status, adapted.stderr).toBe(0);
    const json = JSON.parse(adapted.stdout) as { apps: { tls: { automation: { on_demand: { ask: string } } } } };
    expect(json.apps.tls.automation.on_demand.ask).toBe('http://127.0.0.1:3000/api/domains/tls-allowed');
    expect(adapted.stdout).toContain('"*.showfolio.example"');
  });

  it('serves a verified custom domain over TLS with a certificate for it, and gives an unverified one none', async () => {
    const { token } = await deployedPortfolio(app, { dataDir: host.server.config.dataDir, subdomain: 'ada-tls', bio: 'Served over TLS by Caddy.' });
    const added = (await (await app('/api/domains', { method: 'POST', token, json: { domain: 'ada.test' } })).json()) as CustomDomain;
    const unverified = await app('/api/domains', { method: 'POST', token, json: { domain: 'unverified.test' } });
    expect(unverified.status).toBe(201);

    // Before verification the ask endpoint says no, so Caddy refuses the handshake.
    await expect(getOverTls('ada.test', httpsPort, '/', caRoot)).rejects.toThrow(noCertificate);

    zone.set('_showfolio-challenge.ada.test', [{ type: 'TXT', value: added.records[0]!.value }]);
    zone.set('ada.test', [{ type: 'CNAME', value: 'ada-tls.showfolio.test' }]);
    const checked = (await (await app(`/api/domains/${added.id}/check`, { method: 'POST', token })).json()) as CustomDomain;
    expect(checked.status).toBe('routing');

    const page = await getOverTls('ada.test', httpsPort, '/', caRoot);
    expect(page.status).toBe(200);
    expect(page.certificateNames).toContain('DNS:ada.test');
    expect(page.body).toContain('Served over TLS by Caddy.');
    expect(page.body).toContain(`<link rel="canonical" href="https://ada.test:${httpsPort}/">`);
    expect(page.headers.etag).toMatch(/^"/);

    // The live subdomain gets its certificate too, and sends visitors to the primary domain.
    const subdomain = await getOverTls('ada-tls.showfolio.test', httpsPort, '/', caRoot);
    expect(subdomain.certificateNames).toContain('DNS:ada-tls.showfolio.test');
    expect(subdomain.status).toBe(301);
    expect(subdomain.headers.location).toBe(`https://ada.test:${httpsPort}/`);

    // Not verified, or never added: no certificate.
    await expect(getOverTls('unverified.test', httpsPort, '/', caRoot)).rejects.toThrow(noCertificate);
    await expect(getOverTls('stranger.test', httpsPort, '/', caRoot)).rejects.toThrow(noCertificate);
  });
});
