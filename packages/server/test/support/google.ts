import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

/**
 * Google's side of sign-in, on a local port: a JWKS endpoint with one RSA key, and ID tokens
 * signed with it as Google signs them. `env` points a test server at it.
 */
export async function startGoogleKeys(clientId = 'showfolio-test.apps.googleusercontent.com') {
  const pair = await generateKeyPair('RS256');
  const publicJwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` },
    /** The key the endpoint publishes, for tokens a test shapes itself. */
    privateKey: pair.privateKey,
    credential: (sub: string, email: string) =>
      new SignJWT({ email_verified: true, given_name: 'Grace', family_name: 'Hopper', sub, email })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer('https://accounts.google.com')
        .setAudience(clientId)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(pair.privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
