import './zod-setup';
import { z } from 'zod';

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
} as const;

const capitalise = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

export const textCharactersMessage = 'Text contains characters that are not allowed';

/**
 * False for text holding a NUL (PostgreSQL cannot store it in text or JSON) or an unpaired UTF-16
 * surrogate (it has no UTF-8 form, so it would be stored as U+FFFD or refused by the database).
 * Nobody types either; they only arrive from scripts and broken clients.
 */
export const isStorableText = (value: string) => !value.includes('\u0000') && !/\p{Cs}/u.test(value);

/**
 * The base of every user-supplied string: a string that `isStorableText` accepts. The check runs
 * first and stops the others, so such text always gets this one message.
 */
export const storableText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, { message: textCharactersMessage, abort: true });

/** A trimmed optional string with an upper bound; absent becomes ''. */
export const boundedText = (label: string, max: number) =>
  storableText({ error: `${capitalise(label)} must be text` })
    .trim()
    .max(max, `${capitalise(label)} must be at most ${max} characters`)
    .default('');

/** A trimmed required string with an upper bound. */
export const requiredText = (label: string, max: number, requiredMessage?: string) =>
  storableText({ error: requiredMessage ?? `${capitalise(label)} is required` })
    .trim()
    .min(1, requiredMessage ?? `${capitalise(label)} is required`)
    .max(max, `${capitalise(label)} must be at most ${max} characters`);

/** A bounded list (absent becomes []). */
export const boundedList = <T extends z.ZodType>(label: string, item: T, max: number = limits.listEntries) =>
  z.array(item).max(max, `${capitalise(label)} can have at most ${max} entries`).default([]);

/** A tag such as a skill or a technology. */
export const tagSchema = storableText()
  .trim()
  .min(1, 'A tag cannot be empty')
  .max(limits.tag, `A tag must be at most ${limits.tag} characters`);

/** A URL-ish string, bounded; shape rules (safe schemes) live in rules/safe-url.ts. */
export const urlText = (label: string) => boundedText(label, limits.url);

/** YYYY-MM-DD, YYYY-MM or empty. Empty end dates mean "Present". */
export const DATE_PATTERN = /^(\d{4})(-(0[1-9]|1[0-2]))?(-(0[1-9]|[12]\d|3[01]))?$/;
export const dateText = (label: string) =>
  storableText()
    .trim()
    .max(10, `${capitalise(label)} must be a date like 2024-05-31`)
    .refine((value) => value === '' || value === 'Present' || DATE_PATTERN.test(value), {
      message: `${capitalise(label)} must be a date like 2024-05-31`,
    })
    .default('');
