import type { PageLanguage } from '@showfolio/portfolio-schema';
import { loadPageMessages } from './loadPageMessages';
import type { PageMessages } from './PageMessages';

/**
 * The page languages whose words the résumé's fonts can draw (Latin script; the fonts also cover
 * Greek, Cyrillic and Vietnamese). Hindi, Japanese, Chinese and Arabic need fonts of their scripts,
 * and Arabic right-to-left shaping, before the résumé speaks them: until then their résumé keeps
 * its own words in English (the owner's own words print as written).
 */
export const resumeWordLanguages: ReadonlySet<PageLanguage> = new Set(['en', 'es', 'pt-BR', 'fr', 'de', 'it', 'nl', 'pl', 'tr']);

/** The résumé's own words and dates for a page language (`renderResume`'s `messages`). */
export const resumeMessages = (language: PageLanguage | undefined): Promise<PageMessages> =>
  loadPageMessages(language && resumeWordLanguages.has(language) ? language : 'en');
