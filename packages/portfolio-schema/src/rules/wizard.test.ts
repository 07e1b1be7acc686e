import { portfolioDraftSchema } from '../draft';
import { educationStepError, entryDateErrors, isPdfBytes, isPictureBytes, userDetailsFormError, validateProfilePictureFile, wizardMessages } from './wizard';

const draft = (input: Parameters<typeof portfolioDraftSchema.parse>[0]) => portfolioDraftSchema.parse(input);

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

describe('picture bytes', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  const ascii = (text: string) => new TextEncoder().encode(text);
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1), true],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d), true],
    ['WebP', ascii('RIFF\x24\x00\x00\x00WEBP'), true],
    ['a text file named .jpg', ascii('hello, I am not a picture'), false],
    ['a WAV file (RIFF, not WEBP)', ascii('RIFF\x24\x00\x00\x00WAVE'), false],
    ['a PDF', ascii('%PDF-1.7\n%\xe2\xe3'), false],
    ['an empty file', bytes(), false],
    ['a JPEG cut after two bytes', bytes(0xff, 0xd8), false],
  ])('%s: %s', (_name, head, expected) => {
    expect(isPictureBytes(head)).toBe(expected);
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

describe('education and skills screen', () => {
  it.each([
    [{}, 'Please add at least one education entry and select technical skills'],
    [{ skills: { tech: ['Go'] } }, 'Please add at least one education entry and select technical skills'],
    [{ education: [{ degree: 'BSc', institution: 'X' }] }, 'Please add at least one technical skill'],
    [{ education: [{ degree: 'BSc', institution: 'X' }], skills: { tech: ['Go'] } }, null],
  ])('%j gives %j', (input, message) => {
    expect(educationStepError(draft(input))).toBe(message);
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

describe('entry dates', () => {
  it('accepts empty dates, a current position and the formats the server stores', () => {
    expect(entryDateErrors({ startDate: '', endDate: '' })).toEqual({});
    expect(entryDateErrors({ startDate: '2021-09-01', endDate: 'Present' })).toEqual({});
    expect(entryDateErrors({ startDate: '2021', endDate: '2021-06' })).toEqual({});
    expect(entryDateErrors({ startDate: ' 2021-09-01 ', endDate: '2024-06-30' })).toEqual({});
  });

  it('names the field whose text is not a date', () => {
    expect(entryDateErrors({ startDate: 'last summer', endDate: 'soon' })).toEqual({
      startDate: 'Enter the start date as a month and year, like May 2021 or 2021-05',
      endDate: 'Enter the end date as a month and year, like June 2024 or 2024-06, or leave it empty',
    });
  });

  it('names an impossible month or day rather than asking for the format', () => {
    expect(entryDateErrors({ startDate: '2019-13', endDate: '2024-02-30' })).toEqual({
      startDate: 'There is no month 13: months run from 1 to 12',
      endDate: 'February 2024 has no day 30',
    });
    expect(entryDateErrors({ startDate: '2024-02-29', endDate: '' })).toEqual({});
  });

  it('refuses an end before the start, comparing the parts both dates have', () => {
    expect(entryDateErrors({ startDate: '2021-09-01', endDate: '2020-01-01' })).toEqual({
      endDate: 'The end date cannot be before the start date',
    });
    expect(entryDateErrors({ startDate: '2021-09', endDate: '2020' })).toEqual({ endDate: wizardMessages.endBeforeStart });
    expect(entryDateErrors({ startDate: '2021-09-01', endDate: '2021-09-01' })).toEqual({});
  });
});

describe('isPdfBytes', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it('knows a PDF by its %PDF- header, not its name', () => {
    expect(isPdfBytes(bytes('%PDF-1.7\n'))).toBe(true);
    expect(isPdfBytes(bytes('hello, not a pdf'))).toBe(false);
    expect(isPdfBytes(bytes('%PD'))).toBe(false);
    expect(isPdfBytes(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
  });
});
