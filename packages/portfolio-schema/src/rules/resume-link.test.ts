import { isUploadedResumeUrl, validateResumeLink } from './resume-link';

const id = '1a2B3c4D5e6F7g8H9i0JkLmNoPqRsTuVw';
const uploadKey = 'q2Zr8C1vYk0fXw3nJ6pLbT4s.pdf';

describe('resume link', () => {
  it.each([
    `https://drive.google.com/file/d/${id}/view?usp=sharing`,
    `https://drive.google.com/file/d/${id}/view?usp=sharing&foo=bar`,
    `https://drive.google.com/file/d/${id}?usp=sharing`,
    `https://drive.google.com/open?id=${id}&usp=sharing`,
  ])('accepts the Drive link %j', (link) => {
    expect(validateResumeLink(link)).toEqual({ value: link });
  });

  it.each([
    'https://www.dropbox.com/s/abc/resume.pdf?dl=0',
    'https://docs.google.com/document/d/abc/edit?usp=sharing',
    'https://ada.dev/cv.pdf',
    'https://drive.google.com.evil.com/file/d/abc/view',
  ])('accepts any https:// link such as %j', (link) => {
    expect(validateResumeLink(link)).toEqual({ value: link });
  });

  it('accepts a PDF uploaded to Showfolio, also over http:// in local set-ups', () => {
    for (const link of [`http://localhost:3000/media/${uploadKey}`, `https://cdn.example.com/media/${uploadKey}`]) {
      expect(validateResumeLink(link)).toEqual({ value: link });
      expect(isUploadedResumeUrl(link)).toBe(true);
    }
    expect(isUploadedResumeUrl('https://ada.dev/cv.pdf')).toBe(false);
    expect(isUploadedResumeUrl(`http://localhost:3000/media/${uploadKey}?x=1`)).toBe(false);
  });

  it('knows only its own uploads when told where they live (the server)', () => {
    const uploadBases = ['http://localhost:3000/media/'];
    expect(validateResumeLink(`http://localhost:3000/media/${uploadKey}`, { uploadBases }).error).toBeUndefined();
    expect(validateResumeLink(`http://evil.test/media/${uploadKey}`, { uploadBases }).error).toBe(
      'Please use a secure link that starts with https://',
    );
    expect(isUploadedResumeUrl(`http://localhost:3000/media/../${uploadKey}`, { uploadBases })).toBe(false);
  });

  it('trims the input', () => {
    const link = `https://drive.google.com/file/d/${id}/view?usp=sharing`;
    expect(validateResumeLink(`  ${link}\n`)).toEqual({ value: link });
  });

  it.each(['', '   '])('treats %j as clearing the resume', (input) => {
    expect(validateResumeLink(input)).toEqual({ value: '' });
  });

  it.each([
    'https://drive.google.com/drive/folders/abc?usp=sharing',
    'https://drive.google.com/file/d//view?usp=sharing',
    'https://drive.google.com/open?usp=sharing',
    `http://drive.google.com/file/d/${id}/view?usp=sharing`,
  ])('shows "Please enter a valid Google Drive shareable link" for %j', (link) => {
    expect(validateResumeLink(link).error).toBe('Please enter a valid Google Drive shareable link');
  });

  it.each([
    `https://drive.google.com/file/d/${id}/view`,
    `https://drive.google.com/file/d/${id}/view?usp=drive_link`,
    `https://drive.google.com/open?id=${id}`,
  ])('shows "Make sure the link has "Anyone with the link" sharing permission" for %j', (link) => {
    expect(validateResumeLink(link).error).toBe('Make sure the link has "Anyone with the link" sharing permission');
  });

  it.each(['drive.google.com/file/d/abc/view?usp=sharing', 'ftp://drive.google.com/file/d/a'])(
    'shows "Please provide a valid Google Drive resume link" for the Drive-like %j',
    (link) => {
      expect(validateResumeLink(link).error).toBe('Please provide a valid Google Drive resume link');
    },
  );

  it.each(['my resume', 'javascript:alert(1)', 'ada.dev/cv.pdf'])('asks for a full https:// link for %j', (link) => {
    expect(validateResumeLink(link).error).toBe('Please enter a full link starting with https://, or upload a PDF');
  });

  it('asks for https:// instead of http://', () => {
    expect(validateResumeLink('http://ada.dev/cv.pdf').error).toBe('Please use a secure link that starts with https://');
  });
});
