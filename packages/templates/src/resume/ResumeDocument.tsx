import { Document, Image, Link, Page, Text, View, type Styles } from '@react-pdf/renderer';
import type { Education, PortfolioData, PortfolioExperience, PortfolioProject } from '@showfolio/portfolio-schema';
import type { ReactNode } from 'react';
import { formatMonthYear, isOngoing } from '../blocks/DateRange/formatDate';
import { emailLink, hasText, portfolioView, projectLinks, socialLinks } from '../blocks/portfolio';
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
  /** Shown only by designs that have a place for it (Modern). */
  picture?: ResumePicture | null;
}

interface DesignTokens {
  font: ResumeFont;
  /** Body size in points; every other size derives from it. */
  size: number;
  margin: number;
  /** Vertical space between entries and sections. */
  gap: number;
  sidebar: boolean;
}

const tokensOf: Record<ResumeDesign, DesignTokens> = {
  classic: { font: 'serif', size: 10.5, margin: 54, gap: 10, sidebar: false },
  modern: { font: 'sans', size: 9.5, margin: 36, gap: 9, sidebar: true },
  compact: { font: 'sans', size: 8.5, margin: 30, gap: 5, sidebar: false },
};

const ink = '#1f2328';
const muted = '#57606a';

/** 'Feb 2023 – Present', 'Jul 2016 – May 2020', or '' when no date is known. */
export function dateRangeText(startDate: string, endDate: string): string {
  const start = startDate.trim();
  const ongoing = isOngoing(endDate);
  if (start === '' && ongoing) return '';
  const end = ongoing ? 'Present' : formatMonthYear(endDate);
  return start === '' ? end : `${formatMonthYear(start)} – ${end}`;
}

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
    contacts: { flexDirection: 'row', flexWrap: 'wrap', columnGap: size, rowGap: 2, marginTop: gap / 2, color: muted },
    section: { marginTop: gap * 1.4 },
    sectionTitle: {
      fontSize: size * 1.05,
      fontWeight: 700,
      color: accent,
      textTransform: 'uppercase',
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

function Section({ title, styles, children }: { title: string; styles: ResumeStyles; children: ReactNode }) {
  return (
    <View style={styles.section}>
      {/* A title never ends a page: at least one entry's first lines follow it. */}
      <Text style={styles.sectionTitle} minPresenceAhead={40}>
        {title}
      </Text>
      {children}
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
  return (
    <View wrap={!keepsWhole(entry.description)}>
      <EntryHead title={joined(entry.role, entry.companyName)} date={dateRangeText(entry.startDate, entry.endDate)} styles={styles} />
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
  const date = dateRangeText(entry.startDate, entry.endDate);
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

/** E-mail (as the page shows it) and social profiles, each a link with its address printed. */
function Contacts({ data, styles, column }: { data: PortfolioData; styles: ResumeStyles; column: boolean }) {
  const email = emailLink(data);
  const links = [...(email ? [email] : []), ...socialLinks(data)];
  if (links.length === 0) return null;
  return (
    <View style={column ? { gap: 2 } : styles.contacts}>
      {links.map((link) => (
        <Link key={link.kind} src={link.href} style={styles.link}>
          {printedAddress(link.href)}
        </Link>
      ))}
    </View>
  );
}

function Skills({ data }: { data: PortfolioData }) {
  const rows = [
    ['Technical', data.skills.tech],
    ['Soft skills', data.skills.soft],
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
export function ResumeDocument({ data, design, paper, accent, language = 'en', picture }: ResumeDocumentProps) {
  const tokens = tokensOf[design];
  const styles = stylesFor(tokens, accent);
  const view = portfolioView(data);
  const name = view.name || data.username || 'Résumé';
  const keywords = [...data.skills.tech, ...data.skills.soft].join(', ');
  const hasSkills = data.skills.tech.length > 0 || data.skills.soft.length > 0;

  const bio = hasText(data.bio) && (
    <Section title="Profile" styles={styles}>
      <ResumeText source={data.bio} style={styles.body} linkStyle={styles.link} gap={tokens.gap / 2} />
    </Section>
  );
  const experience = view.experience.length > 0 && (
    <Section title="Experience" styles={styles}>
      <View style={styles.entries}>
        {view.experience.map((entry, index) => (
          <ExperienceEntry key={index} entry={entry} styles={styles} gap={tokens.gap} />
        ))}
      </View>
    </Section>
  );
  const projects = view.projects.length > 0 && (
    <Section title="Projects" styles={styles}>
      <View style={styles.entries}>
        {view.projects.map((entry, index) => (
          <ProjectEntry key={index} entry={entry} styles={styles} gap={tokens.gap} />
        ))}
      </View>
    </Section>
  );
  const education = (stacked: boolean) =>
    view.education.length > 0 && (
      <Section title="Education" styles={styles}>
        <View style={styles.entries}>
          {view.education.map((entry, index) => (
            <EducationEntry key={index} entry={entry} styles={styles} gap={tokens.gap} stacked={stacked} />
          ))}
        </View>
      </Section>
    );
  const skills = hasSkills && (
    <Section title="Skills" styles={styles}>
      <Skills data={data} />
    </Section>
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
      <Page size={paper === 'letter' ? 'LETTER' : 'A4'} style={styles.page}>
        {tokens.sidebar && <View fixed style={styles.sidebarBackground} />}
        <Text fixed style={styles.runningHeader} render={({ pageNumber }) => (pageNumber > 1 ? name : '')} />
        {tokens.sidebar ? (
          <View style={styles.content}>
            <View style={styles.sidebar}>
              {picture && <Image style={styles.picture} src={{ data: Buffer.from(picture.data), format: picture.format }} />}
              <View style={{ gap: 4 }}>
                <Text style={{ ...styles.sectionTitle, marginBottom: 0 }}>Contact</Text>
                <Contacts data={data} styles={styles} column />
              </View>
              {hasSkills && (
                <View style={{ gap: 4 }}>
                  <Text style={{ ...styles.sectionTitle, marginBottom: 0 }}>Skills</Text>
                  {data.skills.tech.length > 0 && <Text>{data.skills.tech.join(' · ')}</Text>}
                  {data.skills.soft.length > 0 && <Text style={{ color: muted }}>{data.skills.soft.join(' · ')}</Text>}
                </View>
              )}
              {education(true)}
            </View>
            <View style={styles.main}>
              <Text style={styles.name}>{name}</Text>
              {bio}
              {experience}
              {projects}
            </View>
          </View>
        ) : (
          <View style={styles.content}>
            <View>
              <Text style={styles.name}>{name}</Text>
              <Contacts data={data} styles={styles} column={false} />
            </View>
            {bio}
            {experience}
            {projects}
            {design === 'compact' ? (
              <>
                {skills}
                {education(false)}
              </>
            ) : (
              <>
                {education(false)}
                {skills}
              </>
            )}
          </View>
        )}
        <Text
          fixed
          style={styles.pageNumber}
          render={({ pageNumber, totalPages }) => (totalPages > 1 ? `${pageNumber} / ${totalPages}` : '')}
        />
      </Page>
    </Document>
  );
}
