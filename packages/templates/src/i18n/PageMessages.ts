// Apart from the catalogues' loader so that a template carries English and the context only: the
// other languages and the ICU formatter load with `loadPageMessages`, for a page that speaks them.
import { createContext, useContext } from 'react';
import type { PageLanguage } from '@showfolio/portfolio-schema';
import { en, type MessageId } from './messages/en';

/** The values of a message's arguments (`{ name: 'Trailhead' }` for 'Technologies of {name}'). */
export type MessageValues = Record<string, string | number>;

/** The words and dates of a page in its language, given to the templates by `PageMessagesContext`. */
export interface PageMessages {
  language: PageLanguage;
  /** The message `id` in the page's language (English when its catalogue lacks it). */
  t: (id: MessageId, values?: MessageValues) => string;
  /** A month-precision date ('Sep 2021', 'sept. 2021', '2021年9月'); `month` from 1, or none for a year. */
  date: (year: string, month?: number) => string;
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * English needs no formatter: its messages hold only plain `{name}` arguments (a test proves this
 * gives what intl-messageformat gives), and its dates are written by hand so that a page with no
 * language chosen stays byte for byte as it was, on the server and in every browser.
 */
export const englishMessages: PageMessages = {
  language: 'en',
  t: (id, values = {}) => en[id].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole)),
  date: (year, month) => (month ? `${monthNames[month - 1]} ${year}` : year),
};

/** The page's words: English unless the host (`renderPortfolio`, a preview) provides another language. */
export const PageMessagesContext = createContext<PageMessages>(englishMessages);

export const useMessages = (): PageMessages => useContext(PageMessagesContext);
