import { validateResumeLink } from './resume-link';

const id = '1a2B3c4D5e6F7g8H9i0JkLmNoPqRsTuVw';

describe('resume link', () => {
  it.each([
    `https://drive.google.com/file/d/${id}/view?usp=sharing`,
    `https://drive.google.com/file/d/${id}/view?usp=sharing&foo=bar`,
    `https://drive.google.com/file/d/${id}?usp=sharing`,
    `https://drive.google.com/open?id=${id}&usp=sharing`,
  ])('accepts %j', (link) => {
    expect(validateResumeLink(link)).toEqual({ value: link });
  });

  it('trims the input', () => {
    const link = `https://drive.google.com/file/d/${id}/view?usp=sharing`;
    expect(validateResumeLink(`  ${link}\n`)).toEqual({ value: link });
  });

  it.each(['', '   '])('treats %j as clearing the resume', (input) => {
    expect(validateResumeLink(input)).toEqual({ value: '' });
  });

  it.each([
    'https://www.dropbox.com/s/abc/resume.pdf?usp=sharing',
    'https://docs.google.com/document/d/abc/edit?usp=sharing',
    'https://drive.google.com/drive/folders/abc?usp=sharing',
    'https://drive.google.com/file/d//view?usp=sharing',
    'https://drive.google.com/open?usp=sharing',
    'https://drive.google.com.evil.com/file/d/abc/view?usp=sharing',
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

  it.each(['my resume', 'drive.google.com/file/d/abc/view?usp=sharing', 'javascript:alert(1)', 'ftp://drive.google.com/file/d/a'])(
    'shows "Please provide a valid Google Drive resume link" for %j',
    (link) => {
      expect(validateResumeLink(link).error).toBe('Please provide a valid Google Drive resume link');
    },
  );
});
