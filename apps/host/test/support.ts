import { randomBytes } from 'node:crypto';
import { verificationToken } from '../../../packages/server/test/mail';

let counter = 0;

/** A sign-up payload that passes every rule of the spec, unique per call. */
export function newAccount(tag: string) {
  counter += 1;
  const id = `${tag}${counter}${randomBytes(3).toString('hex')}`;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `${id}@example.com`,
    username: `user-${id}`,
    mobileCode: '+44',
    mobileNumber: '7700900123',
    password: 'Analytical1!',
    confirmPassword: 'Analytical1!',
    isTermsofServiceAccepted: true,
    isPrivacyPolicyAcceped: true,
  };
}

export type Fetch = (request: Request, bindings?: never) => Promise<Response>;

/** What @hono/node-server hands to fetch for a connection from `remoteAddress` (the part we read). */
export function nodeBindings(remoteAddress = '127.0.0.1') {
  return {
    incoming: {
      socket: {
        remoteAddress,
        remotePort: 40000,
        remoteFamily: remoteAddress.includes(':') ? 'IPv6' : 'IPv4',
      },
    },
  } as never;
}

export interface Call {
  method?: string;
  token?: string;
  json?: unknown;
  headers?: Record<string, string>;
}

/** Requests against an origin through `fetch` (in process) or a real port. */
export function caller(fetch: Fetch, origin: string, remoteAddress?: string) {
  return (path: string, { method = 'GET', token, json, headers = {} }: Call = {}) =>
    fetch(
      new Request(new URL(path, origin), {
        method,
        headers: {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...headers,
        },
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      }),
      nodeBindings(remoteAddress),
    );
}

/**
 * Signs up and signs in a new account (with no portfolio yet); returns it and its token. It opens
 * the verification link from the host's outbox in `dataDir` first, as publishing needs.
 */
export async function signedInAccount(call: ReturnType<typeof caller>, dataDir: string) {
  const account = newAccount('host');
  const signup = await call('/api/auth/signup', { method: 'POST', json: account });
  if (signup.status !== 201)
    throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
  const verify = await call('/api/auth/verify-email', {
    method: 'POST',
    json: { token: await verificationToken(dataDir, account.email) },
  });
  if (verify.status !== 200)
    throw new Error(`verify-email failed: ${verify.status} ${await verify.text()}`);
  const signin = await call('/api/auth/signin', {
    method: 'POST',
    json: { email: account.email, password: account.password },
  });
  const { access_token: token } = (await signin.json()) as { access_token: string };
  return { account, token };
}

/** Signs up, verifies, signs in, saves a portfolio and deploys it to `subdomain`; returns the token and id. */
export async function deployedPortfolio(
  call: ReturnType<typeof caller>,
  {
    dataDir,
    subdomain,
    bio,
    firstName = 'Ada',
    templateIdentifier = 'minimal-portfolio-v1',
  }: {
    /** The host's DATA_DIR, whose outbox holds the verification e-mail. */
    dataDir: string;
    subdomain: string;
    bio: string;
    firstName?: string;
    templateIdentifier?: string;
  },
) {
  const { account, token } = await signedInAccount(call, dataDir);
  const created = await call('/api/user-portfolio', {
    method: 'POST',
    token,
    json: {
      userDetails: {
        firstName,
        lastName: 'Lovelace',
        username: account.username,
        email: account.email,
      },
      bio,
      skills: {},
      projects: [],
      experiences: [],
    },
  });
  if (created.status !== 201)
    throw new Error(`portfolio failed: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  const deploy = await call('/api/templates/deploy', {
    method: 'POST',
    token,
    json: { templateIdentifier, subdomain },
  });
  if (deploy.status !== 201)
    throw new Error(`deploy failed: ${deploy.status} ${await deploy.text()}`);
  return { token, portfolioId: id, account };
}
