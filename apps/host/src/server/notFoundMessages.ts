import { IntlMessageFormat } from 'intl-messageformat';
import type { PageLanguage } from '@showfolio/portfolio-schema';
import { escapeHtml } from './html';

interface NotFoundCatalogue {
  title: string;
  /** `{path}`: the address asked for, shown as code. */
  noPageAt: string;
  home: string;
}

/**
 * The words of a portfolio host's own 404 page (issue 32 item 4) in each page language, as ICU
 * messages. They live here, not in the templates' catalogues, because only the host's server
 * writes this page: the templates' English catalogue is built into every browser bundle.
 */
export const notFoundCatalogues: Record<PageLanguage, NotFoundCatalogue> = {
  en: { title: 'Page Not Found', noPageAt: 'There is no page at {path} on this portfolio.', home: 'Go to the portfolio' },
  es: { title: 'Página no encontrada', noPageAt: 'No hay ninguna página en {path} en este portafolio.', home: 'Ir al portafolio' },
  'pt-BR': { title: 'Página não encontrada', noPageAt: 'Não há nenhuma página em {path} neste portfólio.', home: 'Ir para o portfólio' },
  fr: { title: 'Page introuvable', noPageAt: 'Il n’y a aucune page à l’adresse {path} sur ce portfolio.', home: 'Aller au portfolio' },
  de: { title: 'Seite nicht gefunden', noPageAt: 'Unter {path} gibt es in diesem Portfolio keine Seite.', home: 'Zum Portfolio' },
  it: { title: 'Pagina non trovata', noPageAt: 'Non c’è nessuna pagina all’indirizzo {path} in questo portfolio.', home: 'Vai al portfolio' },
  nl: { title: 'Pagina niet gevonden', noPageAt: 'Er is geen pagina op {path} in dit portfolio.', home: 'Naar het portfolio' },
  pl: { title: 'Nie znaleziono strony', noPageAt: 'W tym portfolio nie ma strony pod adresem {path}.', home: 'Przejdź do portfolio' },
  tr: { title: 'Sayfa bulunamadı', noPageAt: 'Bu portfolyoda {path} adresinde bir sayfa yok.', home: 'Portfolyoya git' },
  hi: { title: 'पेज नहीं मिला', noPageAt: 'इस पोर्टफ़ोलियो में {path} पर कोई पेज नहीं है।', home: 'पोर्टफ़ोलियो पर जाएँ' },
  ja: { title: 'ページが見つかりません', noPageAt: 'このポートフォリオの {path} にページはありません。', home: 'ポートフォリオへ移動' },
  'zh-Hans': { title: '找不到页面', noPageAt: '此作品集中没有位于 {path} 的页面。', home: '前往作品集' },
  ar: { title: 'الصفحة غير موجودة', noPageAt: 'لا توجد صفحة على {path} في ملف الأعمال هذا.', home: 'الانتقال إلى ملف الأعمال' },
};

/** The 404 page's words in `language`, with `path` (already HTML) in its sentence. */
export function notFoundWords(language: PageLanguage, pathHtml: string) {
  const catalogue = notFoundCatalogues[language];
  // The sentence is escaped around a marker, so the path's markup goes in as written.
  const marker = '\u0000';
  const sentence = new IntlMessageFormat(catalogue.noPageAt, language).format({ path: marker });
  return {
    title: catalogue.title,
    noPageAt: escapeHtml(String(sentence)).replace(marker, pathHtml),
    home: escapeHtml(catalogue.home),
  };
}
