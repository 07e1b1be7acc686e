import './zod-setup';
import * as z from 'zod/mini';
import { dateMessages, dateTextProblem, ongoingWord } from './dates';
import { isStorableText, limits, textCharactersMessage } from './limits';

// The schemas every user-supplied string and list is built from, with the bounds of limits.ts.

const capitalise = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/**
 * The base of every user-supplied string: a string that `isStorableText` accepts. The check runs
 * first and stops the others, so such text always gets this one message.
 */
/** The message of a text over its limit: `Email must be at most 254 characters`. */
export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

export const storableText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).check(z.refine(isStorableText, { message: textCharactersMessage, abort: true }));

/** A trimmed optional string with an upper bound; absent becomes ''. */
export const boundedText = (label: string, max: number) =>
  z._default(
    storableText({ error: `${capitalise(label)} must be text` }).check(
      z.trim(),
      z.maxLength(max, `${capitalise(label)} must be at most ${max} characters`),
    ),
    '',
  );

/** A bounded list (absent becomes []). */
export const boundedList = <T extends z.ZodMiniType>(
  label: string,
  item: T,
  max: number = limits.listEntries,
) => z._default(z.array(item).check(z.maxLength(max, `${capitalise(label)} can have at most ${max} entries`)), []);

/** A bounded list whose refusal is its own sentence ("Add at most 6 images to a project"). */
export const limitedList = <T extends z.ZodMiniType>(item: T, max: number, message: string) =>
  z._default(z.array(item).check(z.maxLength(max, message)), []);

/** A tag such as a skill or a technology. */
export const tagSchema = storableText().check(
  z.trim(),
  z.minLength(1, 'A tag cannot be empty'),
  z.maxLength(limits.tag, `A tag must be at most ${limits.tag} characters`),
);

/** A URL-ish string, bounded; shape rules (safe schemes) live in rules/safe-url.ts. */
export const urlText = (label: string) => boundedText(label, limits.url);

/** A date like DATE_PATTERN, 'Present' or empty (absent becomes ''). */
export const dateText = (label: string) =>
  z._default(
    storableText().check(
      z.trim(),
      z.maxLength(10, `${capitalise(label)} must be a date like 2024-05-31`),
      // The shape is the usual message; a 13th month or a 30th of February gets one that names it.
      z.superRefine((value, context) => {
        if (value === '' || value === ongoingWord) return;
        const problem = dateTextProblem(value);
        if (!problem) return;
        const message =
          problem === dateMessages.shape ? `${capitalise(label)} must be a date like 2024-05-31` : `${capitalise(label)}: ${problem}`;
        context.issues.push({ code: 'custom', input: value, message });
      }),
    ),
    '',
  );
