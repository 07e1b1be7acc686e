import { normalizeSocialLink, normalizeSocialLinks, socialPlatformLabels } from './social-links';

describe('social link normalisation', () => {
  it.each([
    ['linkedin', 'https://www.linkedin.com/in/ada-rivera/', 'https://www.linkedin.com/in/ada-rivera'],
    ['linkedin', 'linkedin.com/in/ada-rivera?trk=public', 'https://www.linkedin.com/in/ada-rivera'],
    ['linkedin', 'ada-rivera', 'https://www.linkedin.com/in/ada-rivera'],
    ['github', 'https://github.com/ada-rivera/trailhead', 'https://github.com/ada-rivera'],
    ['github', '@ada-rivera', 'https://github.com/ada-rivera'],
    ['github', 'github.com/ada-rivera', 'https://github.com/ada-rivera'],
    ['twitter', 'https://twitter.com/ada_rivera', 'https://x.com/ada_rivera'],
    ['twitter', 'https://x.com/ada_rivera/status/1', 'https://x.com/ada_rivera'],
    ['twitter', '@ada_rivera', 'https://x.com/ada_rivera'],
    ['instagram', 'https://instagram.com/ada.rivera/', 'https://www.instagram.com/ada.rivera'],
    ['instagram', 'ada.rivera', 'https://www.instagram.com/ada.rivera'],
    ['facebook', 'https://m.facebook.com/ada.rivera#about', 'https://www.facebook.com/ada.rivera'],
    ['facebook', '  ada.rivera  ', 'https://www.facebook.com/ada.rivera'],
    ['github', '', ''],
    ['github', '   ', ''],
    ['github', 'https://github.com/', ''],
    ['github', 'javascript:alert(1)', ''],
    ['github', 'ada"><script>', 'https://github.com/adascript'],
  ] as const)('turns %s %j into %j', (platform, input, expected) => {
    expect(normalizeSocialLink(platform, input)).toBe(expected);
  });

  it('drops empty entries on save', () => {
    expect(normalizeSocialLinks({ linkedin: 'ada', github: '', twitter: '  ', instagram: undefined })).toEqual({
      linkedin: 'https://www.linkedin.com/in/ada',
    });
  });

  it('labels twitter as X', () => {
    expect(socialPlatformLabels.twitter).toBe('X');
  });
});
