import { Document, Image, Link, Page, Text, View, type Styles } from '@react-pdf/renderer';
import {
  customSectionOf,
  safeUrl,
  sectionTitle,
  type Education,
  type PortfolioData,
  type PortfolioExperience,
  type PortfolioProject,
  type SectionKey,
} from '@showfolio/portfolio-schema';
import { Fragment, type ReactNode } from 'react';
import { formatMonthYear, isOngoing } from '../blocks/DateRange/formatDate';
import { englishMessages, PageMessagesContext, useMessages, type PageMessages } from '../i18n/PageMessages';
import { en as englishCatalogueIds, type MessageId } from '../i18n/messages/en';
import {
  customSectionEntries,
  isShown,
  resumeSectionEntries,
  type ResumeSectionKey,
  type SectionEntry,
} from '../blocks/PortfolioSections/sectionEntries';
import { bodySectionKeys, type PortfolioSectionId } from '../blocks/PortfolioSections/specSections';
import { emailLink, hasText, portfolioView, profileLinks, projectLinks, socialLinks } from '../blocks/portfolio';
import type { ResumeDesign, ResumePaper } from './designs';
import { fontStack, type ResumeFont } from './fonts';
import { printedAddress, ResumeText } from './ResumeText';

type Style = Styles[string];

/** A picture react-pdf can embed (PNG or JPEG bytes); the host converts uploads to PNG. */
export interface ResumePicture {
  data: Uint8Array;
  format: 'png' | 'jpg';
}

export interface ResumeDocumentProps {
  data: PortfolioData;
  design: ResumeDesign;
  paper: ResumePaper;
  /** The accent colour (section titles, rules, links), e.g. the template's `socialCard.accent`. */
  accent: string;
  /** BCP 47 tag written into the document (English until the templates' i18n work lands). */
  language?: string;
  /** The résumé's own words and dates (`loadPageMessages`); English by default. */
  messages?: PageMessages;
  /** Shown only by designs that have a place for it (Modern). */
  picture?: ResumePicture | null;
}

interface DesignTokens {
  font: ResumeFont;
  /** Where the spec's four sections go until the owner orders the sections (then theirs). */
  order: readonly PortfolioSectionId[];
  /** Body size in points; every other size derives from it. */
  size: number;
  margin: number;
  /** Vertical space between entries and sections. */
  gap: number;
  sidebar: boolean;
}

const tokensOf: Record<ResumeDesign, DesignTokens> = {
  classic: { font: 'serif', order: ['experience', 'projects', 'education', 'skills'], size: 10.5, margin: 54, gap: 10, sidebar: false },
  modern: { font: 'sans', order: ['experience', 'projects', 'skills', 'education'], size: 9.5, margin: 36, gap: 9, sidebar: true },
  compact: { font: 'sans', order: ['experience', 'projects', 'skills', 'education'], size: 8.5, margin: 30, gap: 5, sidebar: false },
};

const ink = '#1f2328';
const muted = '#57606a';

/** 'Feb 2023 – Present', 'Jul 2016 – May 2020', or '' when no date is known, in the résumé's language. */
export function dateRangeText(startDate: string, endDate: string, messages: PageMessages = englishMessages): string {
  const start = startDate.trim();
  const ongoing = isOngoing(endDate);
  if (start === '' && ongoing) return '';
  const end = ongoing ? messages.t('date.present') : formatMonthYear(endDate, messages);
  return start === '' ? end : `${formatMonthYear(start, messages)} – ${end}`;
}

/** A section's title: the catalogue's for the sections it names, else the owner's (a custom section). */
const titleOf = (key: SectionKey, data: PortfolioData, { t }: PageMessages): string => {
  const id = `section.${key}`;
  return id in englishCatalogueIds ? t(id as MessageId) : sectionTitle(key, data);
};

const joined = (...parts: (string | undefined)[]) => parts.filter(hasText).join(', ');

/** Every style of one design, derived from its tokens and the accent. */
function stylesFor(tokens: DesignTokens, accent: string) {
  const { size, gap } = tokens;
  const family = fontStack(tokens.font);
  return {
    page: {
      fontFamily: family,
      fontSize: size,
      color: ink,
      paddingTop: tokens.margin,
      paddingBottom: tokens.margin,
      paddingHorizontal: tokens.sidebar ? 0 : tokens.margin,
    },
    // No line height is inherited (from the page it hides react-pdf's page-total text): fonts' own.
    content: { flexDirection: tokens.sidebar ? 'row' : 'column' },
    runningHeader: {
      position: 'absolute',
      top: tokens.margin / 2 - size / 2,
      left: tokens.margin,
      right: tokens.margin,
      fontSize: size * 0.85,
      color: muted,
    },
    pageNumber: {
      position: 'absolute',
      bottom: tokens.margin / 2 - size / 2,
      left: tokens.margin,
      right: tokens.margin,
      fontSize: size * 0.85,
      color: muted,
      textAlign: 'right',
    },
    name: { fontSize: size * (tokens.sidebar ? 2.3 : 2.1), fontWeight: 700, color: tokens.sidebar ? accent : ink, lineHeight: 1.15 },
    headline: { fontSize: size * 1.15, marginTop: 2 },
    contacts: { flexDirection: 'row', flexWrap: 'wrap', columnGap: size, rowGap: 2, marginTop: gap / 2, color: muted },
    section: { marginTop: gap * 1.4 },
    sectionTitle: {
      fontSize: size * 1.05,
      fontWeight: 700,
      color: accent,
      letterSpacing: 0.8,
      paddingBottom: 2,
      marginBottom: gap * 0.6,
      borderBottomWidth: tokens.sidebar ? 0 : 0.75,
      borderBottomColor: accent,
    },
    entries: { gap },
    entryHead: { flexDirection: 'row', justifyContent: 'space-between', gap: size },
    entryTitle: { fontWeight: 700, flex: 1 },
    entryDate: { color: muted, flexShrink: 0, textAlign: 'right' },
    entryMeta: { color: muted },
    body: {},
    link: { color: accent, textDecoration: 'none' },
    sidebar: {
      width: '32%',
      paddingLeft: tokens.margin,
      paddingRight: tokens.margin / 2,
      gap: gap * 1.4,
    },
    sidebarBackground: { position: 'absolute', top: 0, bottom: 0, left: 0, width: '32%', backgroundColor: `${accent}14` },
    main: { flex: 1, paddingLeft: tokens.margin / 2, paddingRight: tokens.margin },
    picture: { width: 84, height: 84, borderRadius: 42, objectFit: 'cover' },
  } satisfies Record<string, Style>;
}

type ResumeStyles = ReturnType<typeof stylesFor>;

/**
 * A section title in capitals of the résumé's language: react-pdf's `textTransform` upper-cases
 * without a locale, which made Turkish "İletişim" and "Deneyim" print with dotless capitals.
 */
function SectionTitle({ style, children, minPresenceAhead }: { style: Style; children: string; minPresenceAhead?: number }) {
  const { language } = useMessages();
  return (
    <Text style={style} minPresenceAhead={minPresenceAhead}>
      {children.toLocaleUpperCase(language)}
    </Text>
  );
}

/** A titled section; a short one (`whole`: skills, languages) never breaks across pages. */
function Section({ title, styles, children, whole = false }: { title: string; styles: ResumeStyles; children: ReactNode; whole?: boolean }) {
  return (
    <View style={styles.section} wrap={!whole}>
      {/* A title never ends a page: at least one entry's first lines follow it. */}
      <SectionTitle style={styles.sectionTitle} minPresenceAhead={40}>
        {title}
      </SectionTitle>
      {children}
    </View>
  );
}

/**
 * A section of entries. Its title and first entry stay on one page (react-pdf's `minPresenceAhead`
 * alone left a title at the foot of a page when the entry after it moved whole).
 */
function EntriesSection({ title, styles, gap, entries }: { title: string; styles: ResumeStyles; gap: number; entries: ReactNode[] }) {
  const [first, ...rest] = entries;
  return (
    <View style={styles.section}>
      <View wrap={false}>
        <SectionTitle style={styles.sectionTitle}>{title}</SectionTitle>
        {first}
      </View>
      {rest.length > 0 && <View style={{ ...styles.entries, marginTop: gap }}>{rest}</View>}
    </View>
  );
}

/** An entry's title line, kept whole, with its dates on the right (same line, same reading order). */
function EntryHead({ title, date, styles }: { title: string; date: string; styles: ResumeStyles }) {
  return (
    <View style={styles.entryHead} wrap={false} minPresenceAhead={24}>
      <Text style={styles.entryTitle}>{title}</Text>
      {date !== '' && <Text style={styles.entryDate}>{date}</Text>}
    </View>
  );
}

/**
 * An entry short enough to move whole to the next page rather than leave its last lines behind; a
 * longer one (a description near its 2000-character limit) breaks between its lines, never in its title.
 */
const keepsWhole = (description: string) => description.length <= 600;

function ExperienceEntry({ entry, styles, gap }: { entry: PortfolioExperience; styles: ResumeStyles; gap: number }) {
  const messages = useMessages();
  return (
    <View wrap={!keepsWhole(entry.description)}>
      <EntryHead title={joined(entry.role, entry.companyName)} date={dateRangeText(entry.startDate, entry.endDate, messages)} styles={styles} />
      {entry.technologies.length > 0 && <Text style={styles.entryMeta}>{entry.technologies.join(' · ')}</Text>}
      <ResumeText source={entry.description} style={styles.body} linkStyle={styles.link} gap={gap / 2} />
    </View>
  );
}

function ProjectEntry({ entry, styles, gap }: { entry: PortfolioProject; styles: ResumeStyles; gap: number }) {
  const links = projectLinks(entry);
  return (
    <View wrap={!keepsWhole(entry.description)}>
      <EntryHead title={entry.projectName.trim()} date="" styles={styles} />
      {links.length > 0 && (
        <Text style={styles.entryMeta}>
          {links.map((link, index) => (
            <Text key={link.kind}>
              {index > 0 ? ' · ' : ''}
              <Link src={link.href} style={styles.link}>
                {printedAddress(link.href)}
              </Link>
            </Text>
          ))}
        </Text>
      )}
      {entry.technologies.length > 0 && <Text style={styles.entryMeta}>{entry.technologies.join(' · ')}</Text>}
      <ResumeText source={entry.description} style={styles.body} linkStyle={styles.link} gap={gap / 2} />
    </View>
  );
}

function EducationEntry({ entry, styles, gap, stacked }: { entry: Education; styles: ResumeStyles; gap: number; stacked: boolean }) {
  const messages = useMessages();
  const date = dateRangeText(entry.startDate, entry.endDate, messages);
  return (
    <View wrap={!keepsWhole(entry.description)}>
      {stacked ? (
        <View wrap={false}>
          <Text style={{ fontWeight: 700 }}>{joined(entry.degree)}</Text>
          <Text style={styles.entryMeta}>{joined(entry.institution, date)}</Text>
        </View>
      ) : (
        <EntryHead title={joined(entry.degree, entry.institution)} date={date} styles={styles} />
      )}
      <ResumeText source={entry.description} style={styles.body} linkStyle={styles.link} gap={gap / 2} />
    </View>
  );
}

/**
 * The e-mail (when the page shows it: the data is the public portfolio; no page shows the phone
 * number), the social profiles and, unless the owner hid its section, their link list: each a link
 * with its address printed.
 */
function Contacts({ data, styles, column, withLinks }: { data: PortfolioData; styles: ResumeStyles; column: boolean; withLinks: boolean }) {
  const email = emailLink(data);
  const links = [
    ...(email ? [{ key: 'email', href: email.href, text: printedAddress(email.href) }] : []),
    ...socialLinks(data).map((link) => ({ key: link.kind, href: link.href, text: printedAddress(link.href) })),
    ...(withLinks ? profileLinks(data) : []).map((link, index) => ({ key: `link-${index}`, href: link.href, text: printedAddress(link.href) })),
  ];
  if (links.length === 0) return null;
  return (
    <View style={column ? { gap: 2 } : styles.contacts}>
      {links.map((link) => (
        <Link key={link.key} src={link.href} style={styles.link}>
          {link.text}
        </Link>
      ))}
    </View>
  );
}

/** One entry of the sections beyond the spec's four: title (its link's address printed), subtitle, dates, text, keywords. */
function GenericEntry({ entry, styles, gap }: { entry: SectionEntry; styles: ResumeStyles; gap: number }) {
  const messages = useMessages();
  const title = hasText(entry.title) ? entry.title.trim() : entry.subtitle.trim();
  const subtitle = hasText(entry.title) ? entry.subtitle.trim() : '';
  const href = safeUrl(entry.url);
  return (
    <View wrap={!keepsWhole(entry.description)}>
      <EntryHead title={title || (href ? printedAddress(href) : '')} date={dateRangeText(entry.startDate, entry.endDate, messages)} styles={styles} />
      {subtitle !== '' && <Text style={styles.entryMeta}>{subtitle}</Text>}
      {href && (
        <Link src={href} style={styles.link}>
          {printedAddress(href)}
        </Link>
      )}
      {entry.tags.length > 0 && <Text style={styles.entryMeta}>{entry.tags.join(' · ')}</Text>}
      <ResumeText source={entry.description} style={styles.body} linkStyle={styles.link} gap={gap / 2} />
    </View>
  );
}

/** A short list on one line each: "English — Native", "Hiking: Trail running, Map making". */
function ShortEntries({ entries, separator }: { entries: SectionEntry[]; separator: string }) {
  return (
    <View style={{ gap: 2 }}>
      {entries.map((entry, index) => {
        const detail = hasText(entry.subtitle) ? entry.subtitle.trim() : entry.tags.join(', ');
        return (
          <Text key={index}>
            <Text style={{ fontWeight: 700 }}>{entry.title.trim()}</Text>
            {detail !== '' ? `${separator}${detail}` : ''}
          </Text>
        );
      })}
    </View>
  );
}

/** Languages and interests: a line each, in the sidebar of Modern. */
const shortSections = new Set<SectionKey>(['languages', 'interests']);

/** The entries of a section beyond the spec's four (a custom section's too), those with content. */
function sectionEntries(key: SectionKey, data: PortfolioData): SectionEntry[] {
  const custom = customSectionOf(key, data);
  const entries = custom ? customSectionEntries(custom) : key in resumeSectionEntries ? resumeSectionEntries[key as ResumeSectionKey](data) : [];
  return entries.filter(isShown);
}

function Skills({ data }: { data: PortfolioData }) {
  const { t } = useMessages();
  const rows = [
    [t('skills.technical'), data.skills.tech],
    [t('skills.softSkills'), data.skills.soft],
  ] as const;
  return (
    <View style={{ gap: 2 }}>
      {rows
        .filter(([, skills]) => skills.length > 0)
        .map(([label, skills]) => (
          <Text key={label}>
            <Text style={{ fontWeight: 700 }}>{label}: </Text>
            {skills.join(', ')}
          </Text>
        ))}
    </View>
  );
}

/**
 * A résumé of the portfolio as a PDF document: one of three designs on A4 or US Letter. Sections
 * with nothing to show are left out, entries are never split inside their title line, and from page
 * 2 the name heads every page. Classic and Compact are one column of text, so the text layer reads
 * in the order the page shows (what ATS parsers see); Modern puts contacts, skills and education in
 * a sidebar.
 */
export function ResumeDocument({
  data,
  design,
  paper,
  accent,
  language = 'en',
  picture,
  messages = englishMessages,
}: ResumeDocumentProps) {
  const tokens = tokensOf[design];
  const styles = stylesFor(tokens, accent);
  const { t } = messages;
  const view = portfolioView(data, t);
  const name = view.name || data.username || 'Résumé';
  const keywords = [...data.skills.tech, ...data.skills.soft].join(', ');
  const hasSkills = data.skills.tech.length > 0 || data.skills.soft.length > 0;

  const bio = hasText(data.bio) && (
    <Section title={t('section.profile')} styles={styles}>
      <ResumeText source={data.bio} style={styles.body} linkStyle={styles.link} gap={tokens.gap / 2} />
    </Section>
  );
  const entriesSection = (title: string, entries: ReactNode[]) =>
    entries.length > 0 && <EntriesSection title={title} styles={styles} gap={tokens.gap} entries={entries} />;
  const experience = entriesSection(
    t('section.experience'),
    view.experience.map((entry, index) => <ExperienceEntry key={index} entry={entry} styles={styles} gap={tokens.gap} />),
  );
  const projects = entriesSection(
    t('section.projects'),
    view.projects.map((entry, index) => <ProjectEntry key={index} entry={entry} styles={styles} gap={tokens.gap} />),
  );
  const education = (stacked: boolean) =>
    entriesSection(
      t('section.education'),
      view.education.map((entry, index) => (
        <EducationEntry key={index} entry={entry} styles={styles} gap={tokens.gap} stacked={stacked} />
      )),
    );
  const skills = hasSkills && (
    <Section title={t('section.skills')} styles={styles} whole>
      <Skills data={data} />
    </Section>
  );

  // The owner's sections in their order (hidden and empty ones left out); the link list prints
  // with the contacts.
  const shownKeys = bodySectionKeys(data, tokens.order);
  const withLinks = shownKeys.includes('links');
  const keys = shownKeys.filter((key) => key !== 'links');
  const sectionFor = (key: SectionKey, stacked: boolean): ReactNode => {
    if (key === 'experience') return experience;
    if (key === 'projects') return projects;
    if (key === 'education') return education(stacked);
    if (key === 'skills') return skills;
    const entries = sectionEntries(key, data);
    if (entries.length === 0) return null;
    if (shortSections.has(key))
      return (
        <Section title={titleOf(key, data, messages)} styles={styles} whole>
          <ShortEntries entries={entries} separator={key === 'languages' ? ' — ' : ': '} />
        </Section>
      );
    return entriesSection(
      titleOf(key, data, messages),
      entries.map((entry, index) => <GenericEntry key={index} entry={entry} styles={styles} gap={tokens.gap} />),
    );
  };
  // Modern's sidebar takes the short ones: skills, education, languages, interests.
  const inSidebar = (key: SectionKey) => tokens.sidebar && (key === 'skills' || key === 'education' || shortSections.has(key));
  const mainSections = keys.filter((key) => !inSidebar(key)).map((key) => <Fragment key={key}>{sectionFor(key, false)}</Fragment>);
  const heading = (
    <View>
      <Text style={styles.name}>{name}</Text>
      {hasText(data.headline) && <Text style={styles.headline}>{data.headline.trim()}</Text>}
      {hasText(data.location) && <Text style={styles.entryMeta}>{data.location.trim()}</Text>}
    </View>
  );

  return (
    <Document
      title={`${name} – Résumé`}
      author={name}
      subject={`Résumé of ${name}`}
      keywords={keywords}
      creator="Showfolio"
      producer="Showfolio"
      language={language}
    >
      {/* The entries below take their words and dates from the same messages. */}
      <PageMessagesContext.Provider value={messages}>
        <Page size={paper === 'letter' ? 'LETTER' : 'A4'} style={styles.page}>
          {tokens.sidebar && <View fixed style={styles.sidebarBackground} />}
          <Text fixed style={styles.runningHeader} render={({ pageNumber }) => (pageNumber > 1 ? name : '')} />
          {tokens.sidebar ? (
            <View style={styles.content}>
              <View style={styles.sidebar}>
                {picture && <Image style={styles.picture} src={{ data: Buffer.from(picture.data), format: picture.format }} />}
                <View style={{ gap: 4 }}>
                  <SectionTitle style={{ ...styles.sectionTitle, marginBottom: 0 }}>{t('section.contact')}</SectionTitle>
                  <Contacts data={data} styles={styles} column withLinks={withLinks} />
                </View>
                {keys.filter(inSidebar).map((key) =>
                  key === 'skills' ? (
                    <View key={key} style={{ gap: 4 }}>
                      <SectionTitle style={{ ...styles.sectionTitle, marginBottom: 0 }}>{t('section.skills')}</SectionTitle>
                      {data.skills.tech.length > 0 && <Text>{data.skills.tech.join(' · ')}</Text>}
                      {data.skills.soft.length > 0 && <Text style={{ color: muted }}>{data.skills.soft.join(' · ')}</Text>}
                    </View>
                  ) : (
                    <Fragment key={key}>{sectionFor(key, true)}</Fragment>
                  ),
                )}
              </View>
              <View style={styles.main}>
                {heading}
                {bio}
                {mainSections}
              </View>
            </View>
          ) : (
            <View style={styles.content}>
              <View>
                {heading}
                <Contacts data={data} styles={styles} column={false} withLinks={withLinks} />
              </View>
              {bio}
              {mainSections}
            </View>
          )}
          <Text
            fixed
            style={styles.pageNumber}
            render={({ pageNumber, totalPages }) => (totalPages > 1 ? `${pageNumber} / ${totalPages}` : '')}
          />
        </Page>
      </PageMessagesContext.Provider>
    </Document>
  );
}
