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
  /** Links in the profile's list of any links (issue 31). */
  links: 20,
  /** Extra links of one project, beside its repository and live links. */
  projectLinks: 5,
  /** Images of one project; the first is its cover. */
  projectImages: 6,
  customSections: 10,
  imageAlt: 300,
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

/**
 * YYYY, YYYY-MM or YYYY-MM-DD (a day only after a month: "2019-13" is no year and day 13).
 * Groups: 1 year, 3 month, 5 day. Empty end dates mean "Present"; `dateTextProblem` also refuses
 * days a month does not have.
 */
export const DATE_PATTERN = /^(\d{4})(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/;
