import { deployRequestSchema } from '../templates';
import type { FieldErrors } from './auth-validation';
import { isReservedSubdomain, sanitizeSubdomain, subdomainMessages, validateSubdomain } from './subdomain';
import { messages } from '../messages';

/**
 * The deploy request as the modal and the server check it: both fields required (spec messages),
 * then the subdomain must already be in sanitised form and not reserved.
 */
export function validateDeployRequest(values: {
  templateIdentifier?: string;
  subdomain?: string;
}): FieldErrors<'templateIdentifier' | 'subdomain'> {
  const errors: FieldErrors<'templateIdentifier' | 'subdomain'> = {};
  const parsed = deployRequestSchema.safeParse(values);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as 'templateIdentifier' | 'subdomain';
      errors[field] ??= issue.message;
    }
  const subdomain = values.subdomain?.trim() ?? '';
  if (!errors.subdomain && subdomain) {
    if (isReservedSubdomain(subdomain)) errors.subdomain = subdomainMessages.reserved;
    else if (sanitizeSubdomain(subdomain) !== subdomain || !validateSubdomain(subdomain).valid)
      errors.subdomain = subdomainMessages.invalid;
  }
  return errors;
}

/** /portfolio/{subdomain}: 'Invalid subdomain' when the parameter is missing or malformed. */
export function portfolioRouteError(subdomain: string | undefined | null): string | null {
  const value = subdomain?.trim().toLowerCase() ?? '';
  return value && sanitizeSubdomain(value) === value && value.length >= 3 ? null : messages.invalidSubdomain;
}

/** /preview/{templateIdentifier}?token=…: both are required. */
export function previewRouteError(templateIdentifier: string | undefined | null, token: string | undefined | null): string | null {
  return templateIdentifier?.trim() && token?.trim() ? null : messages.previewMissingParameters;
}
