import { portfolioDraftSchema } from '../draft';
import { sampleDraft } from '../samples';
import {
  canAddEducationEntry,
  canAddExperienceEntry,
  canAddProjectEntry,
  documentsStepError,
  educationStepError,
  noChangesMessage,
  userDetailsFormError,
  validateProfilePictureFile,
  wizardMessages,
  wizardStepError,
  wizardSteps,
} from './wizard';

const draft = (input: Parameters<typeof portfolioDraftSchema.parse>[0]) => portfolioDraftSchema.parse(input);

describe('wizard gating', () => {
  it.each([
    [1, {}, 'First name is required'],
    [1, { userDetails: { firstName: '  ', email: 'a@b.co' } }, 'First name is required'],
    [1, { userDetails: { firstName: 'Ada' } }, 'Email is required'],
    [1, { userDetails: { firstName: 'Ada', email: 'a@b.co' } }, null],
    [2, {}, 'Profile picture is required'],
    [2, { documents: { profilePictureUrl: '/media/a.webp' } }, null],
    [2, { profilePictureUrl: '/media/a.webp' }, null],
    [3, { skills: { tech: ['Go'] } }, 'At least one education entry is required'],
    [3, { education: [{ degree: 'BSc', institution: 'X' }] }, 'At least one technical skill is required'],
    [3, { education: [{ degree: 'BSc', institution: 'X' }], skills: { soft: ['Leadership'] } }, 'At least one technical skill is required'],
    [3, { education: [{ degree: 'BSc', institution: 'X' }], skills: { tech: ['Go'] } }, null],
    [4, {}, null],
    [5, {}, null],
    [6, {}, null],
    [7, {}, null],
  ])('step %i with %j gives %j', (step, input, message) => {
    expect(wizardStepError(step, draft(input))).toBe(message);
  });

  it('lets the sample draft through every step', () => {
    for (let step = 1; step <= 7; step += 1) expect(wizardStepError(step, sampleDraft)).toBeNull();
  });

  it('names the seven steps', () => {
    expect(wizardSteps).toEqual(['User Details', 'Documents', 'Education', 'Projects', 'Experience', 'Social Links', 'Preview']);
  });
});

describe('profile picture file', () => {
  it.each([
    [null, 'Please select a profile picture before proceeding'],
    [{ type: 'application/pdf', size: 1000 }, 'Please select an image file (JPEG, PNG)'],
    [{ type: '', size: 1000 }, 'Please select an image file (JPEG, PNG)'],
    [{ type: 'image/png', size: 5 * 1024 * 1024 }, 'Image size should be less than 5MB'],
    [{ type: 'image/jpeg', size: 5 * 1024 * 1024 - 1 }, null],
    [{ type: 'image/webp', size: 10 }, null],
  ])('%j gives %j', (file, message) => {
    expect(validateProfilePictureFile(file)).toBe(message);
  });
});

describe('user details screen', () => {
  it.each([
    [{}, 'Please fill out all required fields marked with *'],
    [{ firstName: 'Ada' }, 'Please fill out all required fields marked with *'],
    [{ email: 'a@b.co' }, 'Please fill out all required fields marked with *'],
    [{ firstName: 'Ada', email: 'a@b.co' }, null],
  ])('%j gives %j', (details, message) => {
    expect(userDetailsFormError(details)).toBe(message);
  });
});

describe('documents screen', () => {
  it.each([
    [{ mode: 'create', hasPicture: false }, 'Please select a profile picture before proceeding'],
    [{ mode: 'edit', hasPicture: false }, 'Please select a profile picture before proceeding'],
    [{ mode: 'edit', hasPicture: true, pendingSelection: true }, 'Please confirm your profile picture upload before proceeding'],
    [{ mode: 'create', hasPicture: false, pendingSelection: true }, null],
    [{ mode: 'edit', hasPicture: true }, null],
  ] as const)('%j gives %j', (state, message) => {
    expect(documentsStepError(state)).toBe(message);
  });
});

describe('education and skills screen', () => {
  it.each([
    [{}, 'Please add at least one education entry and select technical skills'],
    [{ skills: { tech: ['Go'] } }, 'Please add at least one education entry and select technical skills'],
    [{ education: [{ degree: 'BSc', institution: 'X' }] }, 'Please add at least one technical skill'],
    [{ education: [{ degree: 'BSc', institution: 'X' }], skills: { tech: ['Go'] } }, null],
  ])('%j gives %j', (input, message) => {
    expect(educationStepError(draft(input))).toBe(message);
  });

  it('needs degree and institution to add an entry', () => {
    expect(canAddEducationEntry({ degree: 'BSc', institution: 'X' })).toBe(true);
    expect(canAddEducationEntry({ degree: 'BSc', institution: ' ' })).toBe(false);
  });
});

describe('projects and experience screens', () => {
  it('reports unchanged lists, empty ones included', () => {
    const projects = sampleDraft.projects.projects;
    expect(noChangesMessage('projects', projects, structuredClone(projects))).toBe('No changes detected in projects');
    expect(noChangesMessage('experiences', [], [])).toBe('No changes detected in experiences');
    expect(noChangesMessage('projects', projects, projects.slice(1))).toBeNull();
  });

  it('needs a name and a description for a project, a company and a role for an experience', () => {
    expect(canAddProjectEntry({ projectName: 'P', description: 'D' })).toBe(true);
    expect(canAddProjectEntry({ projectName: 'P' })).toBe(false);
    expect(canAddExperienceEntry({ companyName: 'C', jobRole: 'R' })).toBe(true);
    expect(canAddExperienceEntry({ companyName: 'C', jobRole: '' })).toBe(false);
  });
});

describe('wizard save failures (builder §8)', () => {
  it.each([
    ['saveUserDetailsFailed', "Oops! Something went wrong saving your information. Let's try again!"],
    ['saveDocumentsFailed', "Oops! Something went wrong saving your documents. Let's try again!"],
    ['saveSkillsFailed', 'Failed to save skills. Please try again.'],
    ['updateSkillsFailed', 'Failed to update skills. Please try again.'],
    ['saveProjectsFailed', 'Failed to save projects. Please try again.'],
    ['saveExperienceFailed', 'Failed to save experience. Please try again.'],
    ['saveSocialLinksFailed', 'Failed to save social links. Please try again.'],
    ['submitFailed', 'Oops! Something went wrong. Please try again.'],
    ['uploadPictureFailed', 'Failed to upload profile picture. Your selection is saved but may need to be uploaded again later.'],
  ] as const)('%s reads %j', (key, text) => {
    expect(wizardMessages[key]).toBe(text);
  });
});
