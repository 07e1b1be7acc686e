import { decodeJwt } from 'jose';

/** The user id the portfolio API expects: the `sub` of the token, decoded (not verified) client-side. */
export const tokenSubject = (token: string | undefined): string | undefined => {
  if (!token) return undefined;
  try {
    const { sub } = decodeJwt(token);
    return typeof sub === 'string' && sub ? sub : undefined;
  } catch {
    return undefined;
  }
};
