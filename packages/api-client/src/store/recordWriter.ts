import { recordIdOf } from '@showfolio/portfolio-schema';
import type { PortfolioDraft, PortfolioInput } from '@showfolio/portfolio-schema';
import type { ApiClient, WriteOptions } from '../client/createApiClient';
import type { WizardStep } from './sections';

const portfolioStepBody: Partial<Record<WizardStep, (draft: PortfolioDraft) => Omit<PortfolioInput, 'userId'>>> = {
  userDetails: (d) => ({ userDetails: d.userDetails, bio: d.bio, headline: d.headline, location: d.location }),
  documents: (d) => ({
    documents: d.documents,
    profilePictureUrl: d.documents.profilePictureUrl,
    resumeUrl: d.documents.resumeUrl,
  }),
  education: (d) => ({ education: d.education }),
  socialLinks: (d) => ({ socialLinks: d.socialLinks }),
};

export const wholePortfolioBody = (d: PortfolioDraft): Omit<PortfolioInput, 'userId'> => ({
  userDetails: d.userDetails,
  bio: d.bio,
  headline: d.headline,
  location: d.location,
  documents: d.documents,
  profilePictureUrl: d.documents.profilePictureUrl,
  resumeUrl: d.documents.resumeUrl,
  education: d.education,
  socialLinks: d.socialLinks,
});

/** The portfolio record also holds the sections and the design. */
export type RecordName = 'portfolio' | 'skills' | 'projects' | 'experiences';
export type ListStep = 'skills' | 'projects' | 'experiences';

/**
 * The version (`updatedAt`) of each record as last read or written here: every write names it
 * in If-Match, so a save over another tab's newer one is refused (412) instead of overwriting it.
 */
export function createRecordVersions() {
  let versions: Partial<Record<RecordName, string>> = {};
  return {
    of: (name: RecordName): WriteOptions => (versions[name] ? { ifMatch: versions[name] } : {}),
    remember(name: RecordName, record: unknown) {
      const updatedAt = (record as { updatedAt?: unknown } | undefined)?.updatedAt;
      if (typeof updatedAt === 'string') versions = { ...versions, [name]: updatedAt };
    },
    clear() {
      versions = {};
    },
  };
}
export type RecordVersions = ReturnType<typeof createRecordVersions>;

/**
 * Writes run one at a time: two parts of the portfolio saved at once would otherwise send the
 * same version, and the second would be refused as stale by this very tab's first.
 */
export function createWriteQueue() {
  let writes: Promise<unknown> = Promise.resolve();
  return <T,>(write: () => Promise<T>): Promise<T> => {
    const run = writes.then(write, write);
    writes = run.catch(() => undefined);
    return run;
  };
}

interface RecordWriterOptions {
  client: ApiClient;
  versions: RecordVersions;
  /** The portfolio record's id as the draft holds it now ('' before the first create). */
  portfolioId: () => string;
  /** Puts an id the server gave a new record into the draft. */
  updateDraft: (update: Partial<PortfolioDraft> | ((draft: PortfolioDraft) => PortfolioDraft)) => void;
}

/** The API calls that store each part of a draft, naming the version each write edits. */
export function createRecordWriter({ client, versions, portfolioId, updateDraft }: RecordWriterOptions) {
  const { of: versionOf, remember } = versions;

  const storePortfolio = async (body: Omit<PortfolioInput, 'userId'>, whole: PortfolioDraft) => {
    const current = portfolioId();
    if (current) {
      remember('portfolio', await client.updatePortfolio(current, body, versionOf('portfolio')));
      return;
    }
    // The first create carries every portfolio field, so nothing typed in earlier steps is lost.
    const created = await client.createPortfolio({ ...wholePortfolioBody(whole), ...body }, versionOf('portfolio'));
    remember('portfolio', created);
    const id = recordIdOf(created);
    if (id) updateDraft({ portfolioId: id });
  };

  /** The sections panel's part (`PATCH /portfolio-sections`), after the portfolio it belongs to. */
  const storeSections = async (d: PortfolioDraft) =>
    remember(
      'portfolio',
      await client.updateSections({ showEmail: d.showEmail, showPhone: d.showPhone, links: d.links, ...d.sections }, versionOf('portfolio')),
    );

  /** The Design panel's part (`PUT /portfolio-design`, issue 32): the portfolio row holds it too. */
  const storeDesign = async (d: PortfolioDraft) => remember('portfolio', await client.setDesign(d.design, versionOf('portfolio')));

  const storeSection = async (step: ListStep, d: PortfolioDraft) => {
    const current = d[step].id;
    let record: unknown;
    if (step === 'skills') {
      const body = { tech: d.skills.tech, soft: d.skills.soft };
      record = current ? await client.updateSkills(current, body, versionOf(step)) : await client.createSkills(body, versionOf(step));
    } else if (step === 'projects') {
      const body = { projects: d.projects.projects };
      record = current
        ? await client.updateProjects(current, body, versionOf(step))
        : await client.createProjects(body, versionOf(step));
    } else {
      const body = { experiences: d.experiences.experiences };
      record = current
        ? await client.updateExperiences(current, body, versionOf(step))
        : await client.createExperiences(body, versionOf(step));
    }
    remember(step, record);
    const id = recordIdOf(record) || current;
    if (id !== current) updateDraft((draft) => ({ ...draft, [step]: { ...draft[step], id } }));
  };

  /** Stores one wizard step's part of the draft with the call that holds it. */
  const storePart = async (step: WizardStep, draft: PortfolioDraft) => {
    if (step === 'skills' || step === 'projects' || step === 'experiences') {
      await storeSection(step, draft);
    } else if (step === 'sections') {
      await storeSections(draft);
    } else if (step === 'design') {
      await storeDesign(draft);
    } else {
      const body = portfolioStepBody[step];
      if (body) await storePortfolio(body(draft), draft);
    }
  };

  return { storePortfolio, storeSections, storeSection, storePart };
}
