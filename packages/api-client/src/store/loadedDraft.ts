import {
  draftPartTable,
  draftParts,
  emptyPortfolioDraft,
  experiencesRecordSchema,
  partDiffers,
  portfolioRecordSchema,
  portfolioRecordsToDraft,
  projectsRecordSchema,
  skillsRecordSchema,
} from '@showfolio/portfolio-schema';
import type { DraftPart, PortfolioDraft } from '@showfolio/portfolio-schema';
import type { ApiClient } from '../client/createApiClient';
import { errorMessage } from '../client/errors';
import type { EditLog, EditTimes } from './draftStorage';
import type { RecordVersions } from './recordWriter';
import type { SectionName } from './sections';

export interface LoadedRecords {
  portfolios: unknown[];
  skills: unknown[];
  projects: unknown[];
  experiences: unknown[];
}

type Settled = PromiseSettledResult<unknown[]>;

/**
 * The four lists as loaded, each keeping only records that parse as records; a section that failed
 * or did not parse is empty and has its message in `sectionErrors` (builder spec §4).
 */
export function readRecords([portfolios, skills, projects, experiences]: [Settled, Settled, Settled, Settled]) {
  const sectionErrors: Partial<Record<SectionName, string>> = {};
  /** The records of one section that parse as records; a section that does not is treated as failed. */
  const settled = (name: SectionName, result: Settled, schema: { safeParse(value: unknown): { success: boolean } }) => {
    if (result.status === 'rejected') {
      sectionErrors[name] = errorMessage(result.reason, `Failed to load ${name}`);
      return [];
    }
    if (result.value.every((record) => schema.safeParse(record).success)) return result.value;
    sectionErrors[name] = `Failed to load ${name}`;
    return [];
  };
  const records: LoadedRecords = {
    portfolios: settled('portfolio', portfolios, portfolioRecordSchema),
    skills: settled('skills', skills, skillsRecordSchema),
    projects: settled('projects', projects, projectsRecordSchema),
    experiences: settled('experiences', experiences, experiencesRecordSchema),
  };
  return { records, sectionErrors };
}

/** When the server last wrote the record holding `part`; null when it has none. */
const serverTime = (records: LoadedRecords, part: DraftPart): number | null => {
  const list = part === 'skills' || part === 'projects' || part === 'experiences' ? records[part] : records.portfolios;
  if (list.length === 0) return null;
  const times = list.map((record) => Date.parse(String((record as { updatedAt?: unknown }).updatedAt)));
  return Math.max(0, ...times.filter(Number.isFinite));
};

interface MergeInput {
  records: LoadedRecords;
  /** The records as a draft. */
  stored: PortfolioDraft;
  /** The local draft the load starts from (empty when it was another account's). */
  base: PortfolioDraft;
  /** `base` with the signed-in user's id and the stored portfolio's id; filled in place. */
  draft: PortfolioDraft;
  edits: EditTimes;
}

/**
 * Merges the server's copy into the local draft part by part. Returns the parts whose local edits
 * were kept over an older server copy (`restoredParts`) and those the server's copy replaced
 * (`replacedParts`, whose edit times are to be forgotten).
 */
export function mergeLoadedDraft({ records, stored, base, draft, edits }: MergeInput) {
  const restoredParts: DraftPart[] = [];
  const replacedParts: DraftPart[] = [];
  for (const part of draftParts) {
    const written = serverTime(records, part);
    const edited = edits[part];
    const fields = draftPartTable[part].fields;
    // A part the server has replaces the local one unless it was edited here after the server
    // wrote it. A part the server lacks keeps the local entries, which have no record yet.
    const localWins = written === null || (edited !== undefined && edited > written);
    if (!localWins) {
      for (const field of fields) Object.assign(draft, { [field]: stored[field] });
      replacedParts.push(part);
    } else if (written === null && (part === 'skills' || part === 'projects' || part === 'experiences')) {
      Object.assign(draft, { [part]: { ...base[part], id: '' } });
    }
    if (localWins && edited !== undefined && partDiffers(part, draft, stored)) restoredParts.push(part);
  }
  if (records.portfolios.length > 0) draft.deployedTemplates = stored.deployedTemplates;
  return { draft, restoredParts, replacedParts };
}

interface LoadOptions {
  client: ApiClient;
  /** The store's draft when the answers arrive. */
  localDraft: () => PortfolioDraft;
  edits: EditLog;
  versions: RecordVersions;
}

/**
 * Loads the four sections in parallel and merges them into the local draft; remembers the records'
 * versions and forgets the edit times of the parts the server's copy replaced.
 */
export async function loadServerCopy({ client, localDraft, edits, versions }: LoadOptions) {
  const { records, sectionErrors } = readRecords(
    await Promise.allSettled([client.listPortfolios(), client.listSkills(), client.listProjects(), client.listExperiences()]),
  );
  const stored = portfolioRecordsToDraft(records);
  versions.clear();
  // The first portfolio and the last record of each list are the ones the draft reads (§4).
  versions.remember('portfolio', records.portfolios[0]);
  for (const name of ['skills', 'projects', 'experiences'] as const) versions.remember(name, records[name].at(-1));

  let userId = '';
  try {
    userId = client.getUserId();
  } catch {
    // Without a token's subject the draft belongs to no one yet.
  }
  // A draft left in this browser by another account must not leak into this one.
  const local = localDraft();
  const foreign = Boolean(local.userId && local.userId !== userId);
  if (foreign) edits.store({});
  const base = foreign ? emptyPortfolioDraft() : local;
  const { draft, restoredParts, replacedParts } = mergeLoadedDraft({
    records,
    stored,
    base,
    draft: { ...base, userId, portfolioId: stored.portfolioId },
    edits: edits.times,
  });
  for (const part of replacedParts) edits.forget([part]);
  const exists = Object.values(records).some((list) => list.length > 0);
  return { draft, persisted: { ...stored, userId }, restoredParts, sectionErrors, exists };
}
