export { resendFailedText, VerifyEmailNotice, verifyNoticeStates, verifyNoticeTitle } from './VerifyEmailNotice';
export type { VerifyEmailNoticeProps, VerifyNoticeState } from './VerifyEmailNotice';
