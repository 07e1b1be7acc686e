import { emptyPortfolioDraft, portfolioDraftSchema } from '../draft';
import { sampleDraft } from '../samples';
import { profileCompleteMessage, profileCompletion, profileCompletionMessage } from './profile-completion';

describe('profile completion', () => {
  it('counts all nine sections of the sample draft', () => {
    expect(profileCompletion(sampleDraft)).toEqual({
      percent: 100,
      completed: ['basicProfile', 'profilePicture', 'resume', 'bio', 'education', 'skills', 'projects', 'experience', 'socialLinks'],
      missing: [],
    });
    expect(profileCompleteMessage).toBe('All sections completed! Your profile is looking great!');
    expect(profileCompletionMessage(profileCompletion(sampleDraft))).toBe(profileCompleteMessage);
    expect(profileCompletionMessage(profileCompletion(emptyPortfolioDraft()))).toBeNull();
  });

  it('lists every section as missing for an empty draft', () => {
    const result = profileCompletion(emptyPortfolioDraft());
    expect(result.percent).toBe(0);
    expect(result.missing.map((section) => section.label)).toEqual([
      'Basic Profile',
      'Profile Picture',
      'Resume',
      'Bio',
      'Education',
      'Skills',
      'Projects',
      'Experience',
      'Social Links',
    ]);
  });

  it('counts Basic Profile from the account on a new account whose draft is still empty', () => {
    const account = { firstName: 'Ada', lastName: 'Rivera', email: 'ada@example.com' };
    const result = profileCompletion(emptyPortfolioDraft(), account);
    expect(result.completed).toEqual(['basicProfile']);
    expect(result.percent).toBe(11);
    expect(result.missing.map((section) => section.label)).not.toContain('Basic Profile');
  });

  it('fills only the blank fields from the account, as the wizard prefills step 1', () => {
    const draft = portfolioDraftSchema.parse({ userDetails: { firstName: 'Ada', email: 'ada@example.com' } });
    expect(profileCompletion(draft, { lastName: 'Rivera' }).completed).toEqual(['basicProfile']);
    expect(profileCompletion(draft, { lastName: '  ' }).completed).toEqual([]);
    expect(profileCompletion(draft).completed).toEqual([]);
  });

  it.each([
    [{ userDetails: { firstName: 'Ada', lastName: 'Rivera', email: 'a@b.co' } }, 11, ['basicProfile']],
    [{ userDetails: { firstName: 'Ada', email: 'a@b.co' } }, 0, []],
    [{ profilePictureUrl: '/media/a.webp', bio: 'Hi' }, 22, ['profilePicture', 'bio']],
    [{ documents: { resumeUrl: 'https://drive.google.com/file/d/x/view?usp=sharing' } }, 11, ['resume']],
    [{ skills: { soft: ['Leadership'] } }, 11, ['skills']],
    [{ socialLinks: { github: 'https://github.com/ada' } }, 11, ['socialLinks']],
    [
      { education: [{ degree: 'BSc', institution: 'X' }], projects: { projects: [{ projectName: 'P' }] }, experiences: { experiences: [{ companyName: 'C' }] } },
      33,
      ['education', 'projects', 'experience'],
    ],
  ])('for %j gives %i%% with %j done', (input, percent, completed) => {
    const result = profileCompletion(portfolioDraftSchema.parse(input));
    expect(result.percent).toBe(percent);
    expect(result.completed).toEqual(completed);
    expect(result.missing).toHaveLength(9 - completed.length);
  });
});
