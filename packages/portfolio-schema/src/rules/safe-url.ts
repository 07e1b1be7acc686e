// A whitelist, not a blacklist: a link is safe only when its literal text starts with an allowed
// scheme or is a same-origin path. Entity-encoded, mixed-case, padded or split schemes
// (`&#106;avascript:`, ` JaVaScRiPt:`, `java\tscript:`) therefore never pass, whatever the decoder
// in front of the browser does with them.

// Schema
export const allowedUrlSchemes = ['http:', 'https:', 'mailto:'] as const;

// Type
export type AllowedUrlScheme = (typeof allowedUrlSchemes)[number];

// The WHATWG URL parser strips leading/trailing C0 controls and spaces and drops every tab and
// newline before it reads the scheme; doing the same here means we judge what the browser sees.
// eslint-disable-next-line no-control-regex
const C0_OR_SPACE_EDGES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TAB_OR_NEWLINE = /[\t\n\r]/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

function browserView(url: string): string {
  return url.replace(C0_OR_SPACE_EDGES, '').replace(TAB_OR_NEWLINE, '');
}

/** True for http(s) links with a host, mailto: links and paths on our own origin ('/media/x.webp'). */
export function isSafeUrl(url: unknown): url is string {
  if (typeof url !== 'string') return false;
  const seen = browserView(url);
  if (seen === '' || CONTROL.test(seen)) return false;
  // '/x' is same-origin; '//host' and '/\host' are protocol-relative links to someone else's host.
  if (seen.startsWith('/')) return !/^\/[/\\]/.test(seen);
  const lower = seen.toLowerCase();
  if (lower.startsWith('mailto:')) return seen.length > 'mailto:'.length;
  if (!lower.startsWith('http://') && !lower.startsWith('https://')) return false;
  try {
    return new URL(seen).hostname !== '';
  } catch {
    return false;
  }
}

/** The link as the browser would read it when safe, else undefined (render no link at all). */
export function safeUrl(url: unknown): string | undefined {
  return isSafeUrl(url) ? browserView(url) : undefined;
}
