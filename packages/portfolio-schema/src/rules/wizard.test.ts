import { portfolioDraftSchema } from '../draft';
import { sampleDraft } from '../samples';
import { validateProfilePictureFile, wizardMessages, wizardStepError, wizardSteps } from './wizard';

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

describe('parameterised builder messages', () => {
  it('fills in the status or detail', () => {
    expect(wizardMessages.apiRequestFailed(500)).toBe('API request failed: 500');
    expect(wizardMessages.templatesRequestFailed(502)).toBe('Request failed with status 502');
    expect(wizardMessages.templatesLoadFailed('offline')).toBe('Error loading templates: offline');
  });
});
