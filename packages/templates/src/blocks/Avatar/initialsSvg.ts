/** Escapes the characters XML gives a meaning (a name may start with `&` or `<`). */
const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A person's initials as a small square SVG: the published page's favicon. No fonts to fetch: the
 * text uses the system's sans-serif. (A picture that cannot load shows the initials in the
 * template's own colours instead: Avatar.css.ts.)
 */
export function initialsSvg(
  initials: string,
  { cornerRadius = 0 }: { cornerRadius?: number } = {},
): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    `<rect width="64" height="64" rx="${cornerRadius}" fill="#1f2937"/>` +
    '<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" ' +
    `font-size="28" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text></svg>`
  );
}
