import type { IntlMessageFormat } from 'intl-messageformat';
import type { PageLanguage } from '@showfolio/portfolio-schema';
import { en, type Catalogue, type MessageId } from './messages/en';
import { englishMessages, type PageMessages } from './PageMessages';

type OtherLanguage = Exclude<PageLanguage, 'en'>;

/** Each catalogue is a chunk of its own, fetched only for a page in that language. */
export const catalogueLoaders: Record<OtherLanguage, () => Promise<{ default: Partial<Catalogue> }>> = {
  es: () => import('./messages/es'),
  'pt-BR': () => import('./messages/pt-BR'),
  fr: () => import('./messages/fr'),
  de: () => import('./messages/de'),
  it: () => import('./messages/it'),
  nl: () => import('./messages/nl'),
  pl: () => import('./messages/pl'),
  tr: () => import('./messages/tr'),
  hi: () => import('./messages/hi'),
  ja: () => import('./messages/ja'),
  'zh-Hans': () => import('./messages/zh-Hans'),
  ar: () => import('./messages/ar'),
};

/** The ids of `catalogue` that are missing or empty (they show in English). */
export const missingMessageIds = (catalogue: Partial<Catalogue>): MessageId[] =>
  (Object.keys(en) as MessageId[]).filter((id) => !catalogue[id]?.trim());

const loaded = new Map<PageLanguage, Promise<PageMessages>>();

type MessageFormat = typeof IntlMessageFormat;

/**
 * A page's messages from its language's catalogue, formatted with intl-messageformat; an id the
 * catalogue lacks (or leaves empty) falls back to English.
 */
export function catalogueMessages(
  language: PageLanguage,
  catalogue: Partial<Catalogue>,
  Format: MessageFormat,
): PageMessages {
  const formats = new Map<MessageId, IntlMessageFormat>();
  const formatOf = (id: MessageId, message: string) => {
    let format = formats.get(id);
    if (!format) formats.set(id, (format = new Format(message, language)));
    return format;
  };
  // UTC, so that the first of the month is that month wherever the page is rendered.
  const monthYear = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', timeZone: 'UTC' });
  const yearOnly = new Intl.DateTimeFormat(language, { year: 'numeric', timeZone: 'UTC' });
  return {
    language,
    t: (id, values) => {
      const message = catalogue[id];
      if (!message?.trim()) return englishMessages.t(id, values);
      return String(formatOf(id, message).format(values));
    },
    date: (year, month) => (month ? monthYear : yearOnly).format(Date.UTC(Number(year), (month ?? 1) - 1, 1)),
  };
}

async function load(language: OtherLanguage): Promise<PageMessages> {
  const [{ IntlMessageFormat }, { default: catalogue }] = await Promise.all([
    import('intl-messageformat'),
    catalogueLoaders[language](),
  ]);
  return catalogueMessages(language, catalogue, IntlMessageFormat);
}

/**
 * The words of a page in `language` (English when absent): its catalogue and the ICU formatter are
 * loaded on first use and kept. The server awaits it before rendering; a browser preview can too and
 * pass the result to `PageMessagesContext`.
 */
export function loadPageMessages(language: PageLanguage | undefined): Promise<PageMessages> {
  if (language === undefined || language === 'en') return Promise.resolve(englishMessages);
  let messages = loaded.get(language);
  if (!messages) {
    messages = load(language).catch((error: unknown) => {
      loaded.delete(language);
      throw error;
    });
    loaded.set(language, messages);
  }
  return messages;
}
