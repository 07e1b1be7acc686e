import './zod-setup';
import * as z from 'zod/mini';
import { portfolioDesignSchema } from './design';
import { limits } from './limits';
import { boundedList, boundedText, dateText, tagSchema, urlText } from './text';
import {
  educationSchema,
  portfolioSectionsSchema,
  profileExtrasShape,
  projectExtrasShape,
  skillSetSchema,
  socialLinksSchema,
} from './portfolio-data';

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Copies `alias` into `field` when `field` is absent, so both spellings of the contract parse. */
function resolveAliases(pairs: ReadonlyArray<readonly [field: string, alias: string]>) {
  return z.transform((value: unknown) => {
    if (!isObject(value)) return value;
    const out: Loose = { ...value };
    for (const [field, alias] of pairs) {
      if (out[field] === undefined && out[alias] !== undefined) out[field] = out[alias];
      delete out[alias];
    }
    return out;
  });
}

// Schema
/** A project as the wizard and the API store it; `name`, `gitUrl` and `skills` are accepted aliases. */
export const projectEntrySchema = z.pipe(
  resolveAliases([
    ['projectName', 'name'],
    ['githubUrl', 'gitUrl'],
    ['techStack', 'skills'],
  ]),
  z.object({
    projectName: boundedText('project name', limits.shortText),
    description: boundedText('description', limits.description),
    githubUrl: urlText('GitHub link'),
    deployedUrl: urlText('live link'),
    techStack: boundedList('tech stack', tagSchema),
    ...projectExtrasShape,
  }),
);

/** An experience; `name`, `role` and `skills` are accepted aliases. */
export const experienceEntrySchema = z.pipe(
  resolveAliases([
    ['companyName', 'name'],
    ['jobRole', 'role'],
    ['technologyUsed', 'skills'],
  ]),
  z.object({
    companyName: boundedText('company name', limits.shortText),
    jobRole: boundedText('role', limits.shortText),
    description: boundedText('description', limits.description),
    startDate: dateText('start date'),
    /** '' means a current position. */
    endDate: dateText('end date'),
    technologyUsed: boundedList('technologies', tagSchema),
  }),
);

export const userDetailsSchema = z.object({
  firstName: boundedText('first name', limits.name),
  lastName: boundedText('last name', limits.name),
  username: boundedText('username', limits.username),
  email: boundedText('email', limits.email),
});

export const documentsSchema = z.object({
  profilePictureUrl: urlText('profile picture'),
  resumeUrl: urlText('resume link'),
});

/**
 * The lists edited through an add / edit form: the spec's three, the JSON Resume sections, and
 * each custom section's entries (`custom:<id>`).
 */
export const entryFormLists = [
  'education',
  'projects',
  'experiences',
  'awards',
  'certificates',
  'publications',
  'languages',
  'volunteering',
  'interests',
  'references',
] as const;
export type CustomEntryFormList = `custom:${string}`;
export type EntryFormList = (typeof entryFormLists)[number] | CustomEntryFormList;
export const customEntryFormList = (id: string): CustomEntryFormList => `custom:${id}`;
const isEntryFormList = (key: string): key is EntryFormList =>
  (entryFormLists as readonly string[]).includes(key) || /^custom:[a-z0-9-]{1,40}$/.test(key);

const formText = z.string().check(z.maxLength(Math.max(limits.description, limits.url)));
/** An object inside a form's list (a project image, a labelled link), one level of nesting deep. */
const formObject = z.record(
  z.string().check(z.maxLength(limits.shortText)),
  z.union([
    formText,
    z.number(),
    z.array(z.record(z.string().check(z.maxLength(limits.shortText)), z.union([formText, z.number()]))).check(z.maxLength(8)),
  ]),
);

/**
 * What a step's entry form holds before it is added or updated (`editing` is the index of the
 * entry being edited, null for a new one). It lives in the draft, and so in browser storage, so a
 * reload or a trip to another step loses nothing typed. Loose on purpose: a half-typed date is
 * still the user's work; the fields are checked when the entry is added.
 */
export const entryFormSchema = z.object({
  entry: z.record(
    z.string().check(z.maxLength(limits.shortText)),
    z.union([
      formText,
      z.array(z.union([z.string().check(z.maxLength(limits.tag)), formObject])).check(z.maxLength(limits.listEntries)),
    ]),
  ),
  editing: z.nullable(z.number().check(z.int(), z.nonnegative())),
});

/**
 * The wizard's state, mirrored to browser storage under `portfolioDraftStorageKey`. The spec's
 * top-level `profilePictureUrl` / `resumeUrl` copies of `documents` are read here (as a fallback
 * for an empty `documents` field) and folded away: past the parse, `documents` is the only copy.
 * `draftForStorage` writes the mirror back out.
 */
export const portfolioDraftSchema = z.pipe(
  z.object({
    userId: boundedText('user id', limits.shortText),
    userDetails: z._default(userDetailsSchema, {
      firstName: '',
      lastName: '',
      username: '',
      email: '',
    }),
    bio: boundedText('bio', limits.bio),
    // Issue 31: headline and location are saved with the profile (step 1), the switches and links
    // with the sections; `sections` holds the JSON Resume and custom sections, order and hiding.
    ...profileExtrasShape,
    sections: z._default(portfolioSectionsSchema, () => portfolioSectionsSchema.parse({})),
    // Issue 32: the Design panel's choices; a stored copy that no longer parses is the template's own.
    design: z._default(z.catch(portfolioDesignSchema, {}), {}),
    documents: z._default(documentsSchema, { profilePictureUrl: '', resumeUrl: '' }),
    profilePictureUrl: urlText('profile picture'),
    resumeUrl: urlText('resume link'),
    education: boundedList('education', educationSchema),
    skills: z._default(z.extend(skillSetSchema, { id: boundedText('id', limits.shortText) }), {
      id: '',
      tech: [],
      soft: [],
    }),
    projects: z._default(
      z.object({
        id: boundedText('id', limits.shortText),
        projects: boundedList('projects', projectEntrySchema),
      }),
      { id: '', projects: [] },
    ),
    experiences: z._default(
      z.object({
        id: boundedText('id', limits.shortText),
        experiences: boundedList('experiences', experienceEntrySchema),
      }),
      { id: '', experiences: [] },
    ),
    socialLinks: z._default(socialLinksSchema, {
      linkedin: '',
      github: '',
      twitter: '',
      instagram: '',
      facebook: '',
    }),
    portfolioId: boundedText('portfolio id', limits.shortText),
    // A form that no longer parses is dropped on its own, never the whole draft with it.
    entryForms: z._default(
      z.catch(
        z.pipe(
          z.record(z.string(), z.unknown()),
          // Each form on its own: one that is not a form, or of a list that does not exist, is dropped alone.
          z.transform((forms): Partial<Record<EntryFormList, EntryForm>> => {
            const kept: Partial<Record<EntryFormList, EntryForm>> = {};
            for (const [list, form] of Object.entries(forms)) {
              const parsed = isEntryFormList(list) ? entryFormSchema.safeParse(form) : undefined;
              if (parsed?.success) kept[list as EntryFormList] = parsed.data;
            }
            return kept;
          }),
        ),
        {},
      ),
      {},
    ),
    deployedTemplates: boundedList('deployed templates', z.unknown()),
  }),
  z.transform(({ profilePictureUrl, resumeUrl, documents, ...draft }) => ({
    ...draft,
    documents: {
      profilePictureUrl: documents.profilePictureUrl || profilePictureUrl,
      resumeUrl: documents.resumeUrl || resumeUrl,
    },
  })),
);

// Type
export type ProjectEntry = z.infer<typeof projectEntrySchema>;
/** A project as a row may hold it: one saved before issue 31 has no year, role, links or images. */
export type StoredProjectEntry = Omit<ProjectEntry, 'year' | 'role' | 'links' | 'images'> &
  Partial<Pick<ProjectEntry, 'year' | 'role' | 'links' | 'images'>>;
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;
export type UserDetails = z.infer<typeof userDetailsSchema>;
export type Documents = z.infer<typeof documentsSchema>;
export type PortfolioDraft = z.infer<typeof portfolioDraftSchema>;
export type EntryForm = z.infer<typeof entryFormSchema>;

// Defaults
export const portfolioDraftStorageKey = 'portfolio-draft';
export const portfolioModeStorageKey = 'portfolio-mode';
/**
 * When each draft part was last changed in this browser without being saved (epoch ms by part):
 * on the next load a part edited after the server's copy was written wins over it.
 */
export const portfolioDraftEditsStorageKey = 'portfolio-draft-edits';
export const wizardModes = ['create', 'edit'] as const;
export type WizardMode = (typeof wizardModes)[number];
export const emptyPortfolioDraft = (): PortfolioDraft => portfolioDraftSchema.parse({});

/** The draft as browser storage keeps it (builder §3): `documents` mirrored to the top level. */
export const draftForStorage = (draft: PortfolioDraft) => ({
  ...draft,
  profilePictureUrl: draft.documents.profilePictureUrl,
  resumeUrl: draft.documents.resumeUrl,
});
