import { Fragment, type ReactNode } from 'react';
import {
  customSectionOf,
  sectionKeys,
  sectionTitle,
  type BuiltInSectionKey,
  type PortfolioData,
  type SectionKey,
} from '@showfolio/portfolio-schema';
import { ContactList, type ContactListProps } from '../ContactList/ContactList';
import { isOngoing } from '../DateRange/formatDate';
import {
  EntryList,
  datedEntryParts,
  titleFirstLayout,
  type ClassFor,
  type EntryClassNames,
  type EntryParts,
} from '../EntryList/EntryList';
import { SafeLink } from '../SafeLink/SafeLink';
import { Section } from '../Section/Section';
import { TagList } from '../TagList/TagList';
import { profileLinks } from '../portfolio';
import { useMessages, type PageMessages } from '../../i18n/PageMessages';
import * as styles from './BodySections.css';
import type { SectionFrame } from './PortfolioSections';
import { bodySectionKeys, type PortfolioSectionId } from './specSections';
import {
  customSectionEntries,
  isShown,
  resumeSectionEntries,
  type ResumeSectionKey,
  type SectionEntry,
} from './sectionEntries';

export { bodySectionKeys };

/** A section's element id: its key, `custom-<id>` for a custom section (no colon in an id). */
export const sectionElementId = (key: SectionKey): string => key.replace(':', '-');

/** How a template draws the sections beyond the spec's four: its own frame, list and entry classes. */
export interface EntrySectionStyle {
  frame?: SectionFrame;
  className?: string;
  itemClassName?: ClassFor;
  classNames?: EntryClassNames & {
    tags?: string;
    tag?: ClassFor;
    /** The link of an entry's title (a certificate, a publication, a talk). */
    titleLink?: string;
  };
  /** Arranges one entry's parts; by default title, subtitle, dates, description and keywords. */
  layout?: (parts: EntryParts) => ReactNode;
  /** The subtitle as a `<p>` (default) or a `<span>` inside the layout's own line. */
  orgAs?: 'p' | 'span';
  /** Puts the list inside the template's own markup (a container). */
  wrap?: (list: ReactNode) => ReactNode;
}

/** How a template draws the link list: its contact list's classes, in its own section frame. */
export type LinkSectionStyle = Omit<ContactListProps, 'links' | 'aria-label'> & {
  frame?: SectionFrame;
  wrap?: (list: ReactNode) => ReactNode;
};

const unwrapped = (list: ReactNode) => list;

const isBuiltInSection = (key: SectionKey): key is BuiltInSectionKey => (sectionKeys as readonly string[]).includes(key);

function entryParts(item: SectionEntry, index: number, style: EntrySectionStyle, t: PageMessages['t']): EntryParts {
  const classNames = style.classNames ?? {};
  const heading = item.title.trim() !== '' ? item.title : item.subtitle;
  const parts = datedEntryParts(
    {
      title: heading,
      org: item.subtitle,
      startDate: item.startDate,
      endDate: item.endDate,
      description: item.description,
    },
    index,
    classNames,
    { titleFallsBack: true, orgAs: style.orgAs ?? 'p' },
  );
  const undated = item.startDate.trim() === '' && isOngoing(item.endDate);
  return {
    index,
    ...parts,
    // Nothing at all for an entry without dates (a language), so a layout can leave out its line.
    dates: undated ? null : parts.dates,
    title: (
      <h3 className={classNames.title} dir="auto">
        <SafeLink
          href={item.url}
          className={[styles.titleLink, classNames.titleLink].filter(Boolean).join(' ')}
          fallback={heading}
        >
          {heading || item.url}
        </SafeLink>
      </h3>
    ),
    technologies: (
      <TagList
        items={item.tags}
        className={classNames.tags}
        itemClassName={classNames.tag}
        aria-label={t('entry.keywordsOf', { name: heading })}
      />
    ),
  };
}

interface EntrySectionProps {
  id: string;
  title: ReactNode;
  items: readonly SectionEntry[];
  style: EntrySectionStyle;
}

/** A titled section of entries in the template's entry style; nothing when no entry has content. */
function EntrySection({ id, title, items, style }: EntrySectionProps) {
  const { t } = useMessages();
  const shown = items.filter(isShown);
  const layout = style.layout ?? titleFirstLayout;
  const wrap = style.wrap ?? unwrapped;
  return (
    <Section id={id} title={title} {...style.frame}>
      {shown.length > 0 &&
        wrap(
          <EntryList items={shown} className={style.className} itemClassName={style.itemClassName}>
            {(item, index) => layout(entryParts(item, index, style, t))}
          </EntryList>,
        )}
    </Section>
  );
}

export interface BodySectionsProps {
  data: PortfolioData;
  /** The template's own order of the spec's sections, kept until the owner chooses one. */
  templateOrder: readonly PortfolioSectionId[];
  /** The spec's sections as the template draws them (`<ExperienceSection …/>`…). */
  sections: Record<PortfolioSectionId, ReactNode>;
  entries: EntrySectionStyle;
  links: LinkSectionStyle;
  /** A section's heading as the template decorates it (a number, a mark); the plain title otherwise. */
  title?: (key: SectionKey, title: string) => ReactNode;
  /** Which of the sections to render here (a template with two columns splits them). */
  only?: (key: SectionKey) => boolean;
}

/**
 * Every body section of the page in `bodySectionKeys` order: the template's own drawings of the
 * spec's four, and the other sections (JSON Resume set, custom sections, the link list) in the
 * template's entry and link styles.
 */
export function BodySections({
  data,
  templateOrder,
  sections,
  entries,
  links,
  title = (_key, text) => text,
  only = () => true,
}: BodySectionsProps) {
  const { t } = useMessages();
  const render = (key: SectionKey): ReactNode => {
    if (key in sections) return sections[key as PortfolioSectionId];
    const id = sectionElementId(key);
    const heading = title(key, isBuiltInSection(key) ? t(`section.${key}`) : sectionTitle(key, data));
    if (key === 'links') {
      const { frame, wrap = unwrapped, ...list } = links;
      const shown = profileLinks(data);
      return (
        <Section id={id} title={heading} {...frame}>
          {shown.length > 0 && wrap(<ContactList {...list} links={shown} />)}
        </Section>
      );
    }
    const custom = customSectionOf(key, data);
    const items = custom
      ? customSectionEntries(custom)
      : (resumeSectionEntries[key as ResumeSectionKey]?.(data) ?? []);
    return <EntrySection id={id} title={heading} items={items} style={entries} />;
  };
  return (
    <>
      {bodySectionKeys(data, templateOrder)
        .filter(only)
        .map((key) => (
          <Fragment key={key}>{render(key)}</Fragment>
        ))}
    </>
  );
}
