// Texts and formats of the Settings screen (no spec text: the spec has no Settings page).

export const settingsTitle = 'Settings';
export const settingsSubtitle = "Your profile, e-mail address and password, the devices signed in to your account, and your data.";
export const profileFallbackMessage = 'Could not save your profile. Please try again.';
export const passwordFallbackMessage = 'Could not change your password. Please try again.';
export const sessionsFallbackMessage = 'Could not sign that device out. Please try again.';
export const emailFallbackMessage = 'Could not send the confirmation link. Please try again.';
export const exportFallbackMessage = 'Could not download your data. Please try again.';
export const deleteFallbackMessage = 'Could not delete your account. Please try again.';
export const noOtherSessionsMessage = 'No other device is signed in to your account.';
export const resendFallbackMessage = 'Could not send the verification e-mail. Please try again.';
export const googleLinkFallbackMessage = 'Could not link your Google account. Please try again.';
export const googleUnlinkFallbackMessage = 'Could not unlink your Google account. Please try again.';

/** 'Apr 3, 2026, 2:05 PM' in the reader's locale. */
export function formatMoment(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

const units: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

/**
 * 'Active now', 'Active 5 minutes ago', 'Active 3 days ago'. The server notes use at most once a
 * minute, so anything within two minutes reads as now.
 */
export function formatLastActive(iso: string, now: Date, locale?: string): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  if (!Number.isFinite(elapsed) || elapsed < 2 * 60 * 1000) return 'Active now';
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (elapsed >= size) return `Active ${format.format(-Math.floor(elapsed / size), unit)}`;
  }
  return 'Active now';
}

/** '3.4 MB', '812 KB', '120 bytes'. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
