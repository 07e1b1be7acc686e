export { FeedbackForm } from './FeedbackForm';
export type { FeedbackFormProps } from './FeedbackForm';
