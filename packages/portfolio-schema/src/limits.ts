// Bounds on every user-supplied string and list, so the server can reject abuse with a message
// instead of storing megabytes. They are generous for real people (see edgeCasePortfolio).
export const limits = {
  name: 100,
  username: 50,
  email: 254,
  shortText: 200,
  bio: 2000,
  description: 2000,
  url: 2048,
  listEntries: 50,
  tag: 60,
  password: 128,
  mobileNumber: 15,
  message: 5000,
  /**
   * Characters of text in one whole portfolio (every section together). The field limits alone
   * allow about 600,000 (3 lists of 50 entries of 2,000 characters), whose page takes seconds to
   * render; a long real career with 50 described projects fits in 100,000.
   */
  portfolioText: 100_000,
} as const;

/** The characters of every string in `value` (objects and lists walked through): what `limits.portfolioText` bounds. */
export function textLength(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + textLength(item), 0);
  if (value && typeof value === 'object')
    return Object.values(value).reduce((sum: number, item) => sum + textLength(item), 0);
  return 0;
}

export const textCharactersMessage = 'Text contains characters that are not allowed';

/**
 * False for text holding a NUL (PostgreSQL cannot store it in text or JSON) or an unpaired UTF-16
 * surrogate (it has no UTF-8 form, so it would be stored as U+FFFD or refused by the database).
 * Nobody types either; they only arrive from scripts and broken clients.
 */
export const isStorableText = (value: string) => !value.includes('\u0000') && !/\p{Cs}/u.test(value);

/** YYYY-MM-DD, YYYY-MM or empty. Empty end dates mean "Present". */
export const DATE_PATTERN = /^(\d{4})(-(0[1-9]|1[0-2]))?(-(0[1-9]|[12]\d|3[01]))?$/;
