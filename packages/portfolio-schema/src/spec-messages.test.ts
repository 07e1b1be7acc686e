import { messages } from './messages';
import { portfolioDraftSchema } from './draft';
import {
  educationStepError,
  fieldRequiredMessage,
  parseAccessToken,
  passwordStrength,
  profileCompletion,
  profileCompletionMessage,
  subdomainMessages,
  userDetailsFormError,
  validateForgot,
  validateProfilePictureFile,
  validateReset,
  validateResumeLink,
  validateSignin,
  validateSignupStep,
  validateSubdomain,
  wizardMessages,
  wizardStepTable,
} from './rules';
import { deployRequestSchema } from './templates';
import { sampleDraft } from './samples';

// Every message of §5 (validation rules) of both specs, verbatim, next to an input that makes a
// rule of this package produce it. If a rule's wording drifts from the spec, this fails.
const draft = (input: Parameters<typeof portfolioDraftSchema.parse>[0]) => portfolioDraftSchema.parse(input);
const oneEducation = { education: [{ degree: 'BSc', institution: 'X' }] };
const strong = 'Abcdef1!';
const accepted = { isTermsofServiceAccepted: true, isPrivacyPolicyAcceped: true };
const drive = 'https://drive.google.com/file/d/abc123';
const stepCheck = (id: (typeof wizardStepTable)[number]['id']) => wizardStepTable.find((step) => step.id === id)!.validate;
const deployIssue = (values: object, field: string) =>
  deployRequestSchema.safeParse(values).error?.issues.find((issue) => issue.path[0] === field)?.message;

const accountsMessages: ReadonlyArray<readonly [string, () => unknown]> = [
  // Sign-in: '{Field} is required' with the first letter capitalised.
  [fieldRequiredMessage('email'), () => validateSignin({ email: '', password: 'secret1' }).email],
  [fieldRequiredMessage('password'), () => validateSignin({ email: 'a@b.co', password: '' }).password],
  ['Please enter a valid email address', () => validateSignin({ email: 'ada', password: 'secret1' }).email],
  ['Password must be at least 6 characters', () => validateSignin({ email: 'a@b.co', password: '12345' }).password],
  // Sign-up step 1.
  ['First name is required', () => validateSignupStep(1, { lastName: 'R', email: 'a@b.co' }).firstName],
  ['Last name is required', () => validateSignupStep(1, { firstName: 'A', email: 'a@b.co' }).lastName],
  ['Email is required', () => validateSignupStep(1, { firstName: 'A', lastName: 'R', email: '' }).email],
  ['Email is invalid', () => validateSignupStep(1, { firstName: 'A', lastName: 'R', email: 'nope' }).email],
  // Sign-up step 2.
  ['Username is required', () => validateSignupStep(2, { username: '', mobileNumber: '1' }).username],
  ['Username must be at least 3 characters', () => validateSignupStep(2, { username: 'ab', mobileNumber: '1' }).username],
  ['Mobile number is required', () => validateSignupStep(2, { username: 'ada', mobileNumber: '' }).mobileNumber],
  ['Invalid mobile number', () => validateSignupStep(2, { username: 'ada', mobileNumber: '12a' }).mobileNumber],
  // Sign-up step 3.
  ['Password is required', () => validateSignupStep(3, { password: '', confirmPassword: '', ...accepted }).password],
  [
    'Password must have 8+ chars, uppercase, lowercase, number, and special char',
    () => validateSignupStep(3, { password: 'abcdefgh', confirmPassword: 'abcdefgh', ...accepted }).password,
  ],
  ['Passwords do not match', () => validateSignupStep(3, { password: strong, confirmPassword: 'x', ...accepted }).confirmPassword],
  [
    'You must accept the terms of service',
    () => validateSignupStep(3, { password: strong, confirmPassword: strong, isPrivacyPolicyAcceped: true }).isTermsofServiceAccepted,
  ],
  [
    'You must accept the privacy policy',
    () => validateSignupStep(3, { password: strong, confirmPassword: strong, isTermsofServiceAccepted: true }).isPrivacyPolicyAcceped,
  ],
  // Password strength meter labels.
  ['Very weak', () => passwordStrength('').label],
  ['Weak', () => passwordStrength('a').label],
  ['Moderate', () => passwordStrength('aA').label],
  ['Good', () => passwordStrength('aA1').label],
  ['Strong', () => passwordStrength('aA1!').label],
  ['Very strong', () => passwordStrength(strong).label],
  // Forgot password.
  ['Email is required', () => validateForgot({ email: '' }).email],
  ['Please enter a valid email address', () => validateForgot({ email: 'ada@' }).email],
  // Reset password, in order.
  ['New password is required', () => validateReset({ newPassword: '', confirmPassword: '' }).newPassword],
  ['Password must be at least 8 characters', () => validateReset({ newPassword: 'Ab1!', confirmPassword: '' }).newPassword],
  ['Include at least one uppercase letter', () => validateReset({ newPassword: 'abcdefg1!', confirmPassword: '' }).newPassword],
  ['Include at least one number', () => validateReset({ newPassword: 'Abcdefgh!', confirmPassword: '' }).newPassword],
  ['Include at least one special character', () => validateReset({ newPassword: 'Abcdefgh1', confirmPassword: '' }).newPassword],
  ['Please confirm your password', () => validateReset({ newPassword: strong, confirmPassword: '' }).confirmPassword],
  ['Passwords do not match', () => validateReset({ newPassword: strong, confirmPassword: 'Abcdef1?' }).confirmPassword],
  [
    'Invalid or expired reset link. Please request a new one.',
    () => validateReset({ newPassword: strong, confirmPassword: strong, token: '' }).token,
  ],
  // Sign-in response.
  ['No access token received', () => (parseAccessToken({}) as { message: string }).message],
];

const builderMessages: ReadonlyArray<readonly [string, () => unknown]> = [
  // Wizard gating (context level).
  ['Profile picture is required', () => stepCheck('documents')(draft({}))],
  // User details.
  ['Please fill out all required fields marked with *', () => userDetailsFormError({ firstName: 'Ada' })],
  ['Please fill out all required fields marked with *', () => stepCheck('userDetails')(draft({}))],
  // Documents.
  ['Please select a profile picture before proceeding', () => validateProfilePictureFile(null)],
  ['Please select an image file (JPEG, PNG)', () => validateProfilePictureFile({ type: 'application/pdf', size: 1 })],
  ['Image size should be less than 5MB', () => validateProfilePictureFile({ type: 'image/png', size: 6 * 1024 * 1024 })],
  ['Please enter a valid Google Drive shareable link', () => validateResumeLink('https://drive.google.com/drive/folders/abc?usp=sharing').error],
  [
    'Make sure the link has "Anyone with the link" sharing permission',
    () => validateResumeLink(`${drive}/view`).error,
  ],
  ['Please provide a valid Google Drive resume link', () => validateResumeLink('drive.google.com/file/d/abc/view?usp=sharing').error],
  ['Please confirm your profile picture upload before proceeding', () => wizardMessages.confirmProfilePicture],
  // Education and skills.
  ['Please add at least one education entry and select technical skills', () => educationStepError(draft({}))],
  ['Please add at least one technical skill', () => educationStepError(draft(oneEducation))],
  ['Please add at least one technical skill', () => stepCheck('education')(draft(oneEducation))],
  // Edit-mode change detection (§4, shown as info messages).
  ['No changes detected in projects', () => wizardStepTable.find((step) => step.id === 'projects')!.noChange],
  ['No changes detected in experiences', () => wizardStepTable.find((step) => step.id === 'experience')!.noChange],
  // Subdomain.
  ['Please enter a valid subdomain (3+ characters, letters, numbers, and hyphens only)', () => subdomainMessages.invalid],
  ['Subdomain must be 3+ characters, using only letters, numbers, and hyphens', () => validateSubdomain('ab').message],
  ['Looks good!', () => validateSubdomain('ada').message],
  // Deploy.
  ['Template identifier is required for deployment', () => deployIssue({ subdomain: 'ada' }, 'templateIdentifier')],
  ['Subdomain is required for deployment', () => deployIssue({ templateIdentifier: 'minimal-portfolio-v1', subdomain: '  ' }, 'subdomain')],
  // Profile completion.
  ['All sections completed! Your profile is looking great!', () => profileCompletionMessage(profileCompletion(sampleDraft))],
  // Public routes.
  ['Invalid subdomain', () => messages.invalidSubdomain],
  ['Missing template identifier or token', () => messages.previewMissingParameters],
];

describe('accounts spec §5 messages', () => {
  it.each(accountsMessages)('produces "%s"', (message, produce) => {
    expect(produce()).toBe(message);
  });
});

describe('builder spec §5 messages', () => {
  it.each(builderMessages)('produces "%s"', (message, produce) => {
    expect(produce()).toBe(message);
  });
});
