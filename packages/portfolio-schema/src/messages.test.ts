import { messages, portfolioNotFoundHints, previewDeniedReasons } from './messages';

// The shared texts, verbatim from the spec's error catalogue (builder §8): server, UI and host all
// read them from here, so a wording change is one edit and this is where it is checked.
describe('shared messages (builder §8)', () => {
  it.each([
    ['imageProcessingFailed', 'Error processing image. Please try another file.'],
    ['uploadFailed', 'File upload failed'],
    ['tokenMissing', 'Authentication token not found'],
    ['tokenWithoutSubject', 'User ID not found in token'],
    ['invalidResponseFormat', 'Invalid response format'],
    ['previewFailed', 'Failed to generate preview'],
    ['deployNotLoggedIn', 'Please log in to deploy templates'],
    ['deployWithoutPortfolio', 'Please complete your portfolio before deploying templates'],
    ['deployFailed', 'Failed to deploy template. Please try again.'],
    ['userNotFound', 'User not found.'],
    ['templateNotFoundTitle', 'Template Not Found'],
    ['previewMissingParameters', 'Missing template identifier or token'],
    ['previewInvalid', 'Invalid or expired preview link'],
    ['invalidSubdomain', 'Invalid subdomain'],
    ['portfolioNotFound', 'Portfolio not found'],
    ['contactFailed', 'Failed to send message. Please try again later.'],
    ['feedbackFailed', 'Failed to submit feedback'],
    ['selectProfilePicture', 'Please select a profile picture before proceeding'],
    ['notAnImage', 'Please select an image file (JPEG, PNG)'],
    ['imageTooLarge', 'Image size should be less than 5MB'],
    ['signupSucceeded', 'User registered successfully'],
    ['googleSigninFailed', 'Google Signin failed'],
  ] as const)('%s reads %j', (key, text) => {
    expect(messages[key]).toBe(text);
  });

  it('fills in the status or detail', () => {
    expect(messages.apiRequestFailed(500)).toBe('API request failed: 500');
    expect(messages.templatesRequestFailed(502)).toBe('Request failed with status 502');
    expect(messages.templatesLoadFailed('offline')).toBe('Error loading templates: offline');
  });

  it('gives three reasons for a missing portfolio and for a refused preview', () => {
    expect(portfolioNotFoundHints).toHaveLength(3);
    expect(previewDeniedReasons[0]).toBe('The preview link has expired (links are valid for 24 hours)');
  });
});
