import { useEffect } from 'react';
import { container, narrow, page, pageTitle } from '../SiteLayout/page.css';
import * as styles from './LegalPage.css';
import { cx } from '../../primitives/cx/cx';

export interface LegalSection {
  title: string;
  paragraphs: ReadonlyArray<string>;
  list?: ReadonlyArray<string>;
  /** Unnumbered parts of the section, each under its own heading. */
  subsections?: ReadonlyArray<LegalSubsection>;
}

export interface LegalSubsection {
  /** Anchor for links to this part, e.g. 'privacy-analytics'. */
  id: string;
  title: string;
  paragraphs: ReadonlyArray<string>;
}

export interface LegalDocument {
  /** Prefix for section anchors, e.g. 'privacy' gives #privacy-1. */
  slug: string;
  title: string;
  intro: string;
  sections: ReadonlyArray<LegalSection>;
}

/** The date every legal page states, per the spec. */
export const legalLastUpdated = 'May 10, 2025';

export interface LegalPageProps {
  document: LegalDocument;
}

/** A static legal document with a table of contents; opens at the top. */
export function LegalPage({ document }: LegalPageProps) {
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0 });
  }, []);
  const sectionId = (index: number) => `${document.slug}-${index + 1}`;
  return (
    <article className={cx(container, narrow, page)} aria-labelledby={`${document.slug}-title`}>
      <header>
        <h1 id={`${document.slug}-title`} className={pageTitle}>
          {document.title}
        </h1>
        <p className={styles.updated}>Last updated {legalLastUpdated}</p>
      </header>
      <p className={styles.intro}>{document.intro}</p>
      <nav aria-label="Contents" className={styles.toc}>
        <h2 className={styles.tocTitle}>Contents</h2>
        <ol className={styles.tocList}>
          {document.sections.map((section, index) => (
            <li key={section.title}>
              <a href={`#${sectionId(index)}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section key={section.title} id={sectionId(index)} aria-labelledby={`${sectionId(index)}-title`} className={styles.section}>
          <h2 id={`${sectionId(index)}-title`} className={styles.sectionTitle}>
            {index + 1}. {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list ? (
            <ul className={styles.list}>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.subsections?.map((part) => (
            <section key={part.id} id={part.id} aria-labelledby={`${part.id}-title`} className={styles.subsection}>
              <h3 id={`${part.id}-title`} className={styles.subsectionTitle}>
                {part.title}
              </h3>
              {part.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </section>
      ))}
    </article>
  );
}
