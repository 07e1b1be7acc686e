/** The JSON payload of a JWT (its middle, base64url-encoded part), or undefined when it is not one. */
function jwtPayload(token: string): unknown {
  const parts = token.split('.');
  const payload = parts[1];
  if (parts.length !== 3 || !payload || !/^[\w-]+$/.test(payload)) return undefined;
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/**
 * The user id the portfolio API expects: the `sub` of the token, decoded (not verified) client-side.
 * Decoded here rather than with jose's decodeJwt: every page of the app reads it, and verifying is
 * the server's business, so the few lines that decode are all the browser needs.
 */
export const tokenSubject = (token: string | undefined): string | undefined => {
  if (!token) return undefined;
  try {
    const claims = jwtPayload(token);
    const sub = typeof claims === 'object' && claims !== null ? (claims as { sub?: unknown }).sub : undefined;
    return typeof sub === 'string' && sub ? sub : undefined;
  } catch {
    return undefined;
  }
};
