export const subdomainMaxLength = 30;

/**
 * What the subdomain field does on every keystroke: lower-case, keep a-z 0-9 and '-', collapse
 * hyphen runs, trim hyphens, cut to 30. Hyphens are trimmed again after the cut so truncation
 * cannot leave one dangling. Idempotent.
 */
export function sanitizeSubdomain(input: string): string {
  return input
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, subdomainMaxLength)
    .replace(/-+$/, '');
}
