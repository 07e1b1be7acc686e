// A JSON Resume theme (https://jsonresume.org/themes): `render(resume)` returns the HTML document
// that resume-cli, resumed and the registry write. The résumé goes through the same import as the
// Showfolio wizard (`fromJsonResume`) and the same document path as a published portfolio
// (`renderDocument`), so a theme page is the public page a Showfolio user would get.
import {
  draftToPortfolioData,
  fromJsonResume,
  limits,
  type PortfolioData,
} from '@showfolio/portfolio-schema';
import {
  getTemplateMeta,
  registeredTemplateIds,
  renderDocument,
  type DocumentOptions,
} from '@showfolio/templates/ssr';

/** The template used when `options.template` is not given. */
export const defaultTemplate = 'minimal-portfolio-v1';

export interface RenderOptions extends Pick<DocumentOptions, 'lang' | 'dir' | 'url' | 'head' | 'nonce'> {
  /**
   * One of the 15 templates, by identifier (`nexus-portfolio-v1`) or by name (`Nexus`, any case):
   * `minimal-portfolio-v1` (Minimal) by default. `templates()` lists them.
   */
  template?: string;
}

/** The templates this theme can render: identifier and display name. */
export function templates(): Array<{ id: string; name: string }> {
  return registeredTemplateIds().map((id) => ({ id, name: getTemplateMeta(id)?.name ?? id }));
}

/** A résumé or option this theme cannot render; its message says what to change. */
export class ThemeInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ThemeInputError';
  }
}

function templateId(requested: string | undefined): string {
  if (requested === undefined) return defaultTemplate;
  const wanted = requested.trim().toLowerCase();
  const found = templates().find(({ id, name }) => id === wanted || name.toLowerCase() === wanted);
  if (!found) {
    const known = templates()
      .map(({ id, name }) => `${id} (${name})`)
      .join(', ');
    throw new ThemeInputError(`Unknown Showfolio template "${requested}". Choose one of: ${known}.`);
  }
  return found.id;
}

const phoneOf = (resume: unknown): string => {
  const basics = (resume as { basics?: { phone?: unknown } } | null)?.basics;
  return typeof basics?.phone === 'string' ? basics.phone.trim() : '';
};

/**
 * The portfolio a JSON Resume document becomes: the wizard's import, plus the phone number (a
 * Showfolio account keeps it with the account, so the import leaves it out; a résumé carries it).
 */
export function resumeToPortfolio(resume: unknown): PortfolioData {
  const imported = fromJsonResume(resume);
  if (!imported.ok) throw new ThemeInputError(`This résumé cannot be rendered: ${imported.message}`);
  let data: PortfolioData;
  try {
    data = draftToPortfolioData(imported.draft);
  } catch (error) {
    const issue = (error as { issues?: Array<{ message?: string }> }).issues?.[0]?.message;
    throw new ThemeInputError(`This résumé cannot be rendered: ${issue ?? String(error)}`);
  }
  // The public page's limit for a phone number, as the account's settings apply it.
  const phone = phoneOf(resume);
  return phone && phone.length <= limits.mobileNumber + 6 ? { ...data, mobileNumber: phone } : data;
}

/**
 * Renders a JSON Resume document (an object or its JSON text) with a Showfolio template to a full
 * HTML document: doctype, language, viewport, the SEO title and meta, the template's CSS inlined.
 * Rejects with a ThemeInputError for a document that is not a JSON Resume or an unknown template.
 */
export async function render(resume: unknown, options: RenderOptions = {}): Promise<string> {
  const { template, ...documentOptions } = options;
  const id = templateId(template);
  const data = resumeToPortfolio(resume);
  const page = await renderDocument(id, data, documentOptions);
  // Every listed identifier is registered, so this only happens with a broken install.
  if (!page.ok) throw new ThemeInputError(`Template ${id} is not installed with @showfolio/templates.`);
  return page.html;
}
