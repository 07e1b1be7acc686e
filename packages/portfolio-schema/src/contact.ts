import './zod-setup';
import * as z from 'zod/mini';
import { EMAIL_PATTERN } from './auth';
import { limits } from './limits';
import { storableText } from './text';

const email = storableText({ error: 'Email is required' }).check(
  z.trim(),
  z.minLength(1, 'Email is required'),
  z.maxLength(limits.email, `Email must be at most ${limits.email} characters`),
  z.regex(EMAIL_PATTERN, 'Please enter a valid email address'),
);
const name = storableText({ error: 'Name is required' }).check(
  z.trim(),
  z.minLength(1, 'Name is required'),
  z.maxLength(limits.name, `Name must be at most ${limits.name} characters`),
);

// Schema
export const feedbackSchema = z.object({
  name,
  email,
  feedback: storableText({ error: 'Feedback is required' }).check(
    z.trim(),
    z.minLength(1, 'Feedback is required'),
    z.maxLength(limits.message, `Feedback must be at most ${limits.message} characters`),
  ),
});
export const contactSchema = z.object({
  name,
  email,
  message: storableText({ error: 'Message is required' }).check(
    z.trim(),
    z.minLength(1, 'Message is required'),
    z.maxLength(limits.message, `Message must be at most ${limits.message} characters`),
  ),
});

// Type
export type FeedbackPayload = z.infer<typeof feedbackSchema>;
export type ContactPayload = z.infer<typeof contactSchema>;
