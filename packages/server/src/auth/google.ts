import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface GoogleIdentity {
  googleId: string;
  email: string;
  firstName: string;
  lastName: string;
  photoUrl?: string;
}

export interface GoogleVerifier {
  /** The identity in a Google ID token whose signature, issuer, audience and expiry check out, or null. */
  verify(credential: string): Promise<GoogleIdentity | null>;
}

export function createGoogleVerifier(options: { clientId: string; issuers: string[]; jwksUrl: string }): GoogleVerifier {
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl));
  return {
    async verify(credential) {
      let payload;
      try {
        ({ payload } = await jwtVerify(credential, jwks, {
          issuer: options.issuers,
          audience: options.clientId,
          algorithms: ['RS256', 'ES256'],
        }));
      } catch {
        return null;
      }
      // Linking by e-mail is only safe when Google vouches for the address.
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
      if (payload.email_verified !== true && payload.email_verified !== 'true') return null;
      const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 100) : '');
      const picture = text(payload.picture) || undefined;
      return {
        googleId: payload.sub,
        email: payload.email.trim(),
        firstName: text(payload.given_name) || text(payload.name) || payload.email.split('@')[0] || '',
        lastName: text(payload.family_name),
        photoUrl: picture && /^https:\/\//.test(picture) ? picture : undefined,
      };
    },
  };
}
