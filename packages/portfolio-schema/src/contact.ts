import './zod-setup';
import { z } from 'zod';
import { EMAIL_PATTERN } from './auth';
import { limits } from './limits';
import { storableText } from './text';

const email = storableText({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(limits.email, `Email must be at most ${limits.email} characters`)
  .regex(EMAIL_PATTERN, 'Please enter a valid email address');
const name = storableText({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(limits.name, `Name must be at most ${limits.name} characters`);

// Schema
export const feedbackSchema = z.object({
  name,
  email,
  feedback: storableText({ error: 'Feedback is required' })
    .trim()
    .min(1, 'Feedback is required')
    .max(limits.message, `Feedback must be at most ${limits.message} characters`),
});
export const contactSchema = z.object({
  name,
  email,
  message: storableText({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(limits.message, `Message must be at most ${limits.message} characters`),
});

// Type
export type FeedbackPayload = z.infer<typeof feedbackSchema>;
export type ContactPayload = z.infer<typeof contactSchema>;
