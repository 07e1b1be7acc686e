import { messages } from '@showfolio/portfolio-schema';
import { ApiError } from '../errors';
import { authHeaders } from '../http';
import type { ClientRequest } from '../request';
import type { ApiClient } from '../types';

export type ContactCalls = Pick<ApiClient, 'submitContact' | 'submitFeedback'>;

/** The contact form and the feedback widget. */
export function contactCalls({ urls, doFetch, getToken }: ClientRequest): ContactCalls {
  return {
    async submitContact(payload) {
      try {
        await doFetch(`${urls.profile}/contact-us`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...authHeaders(getToken()) },
          credentials: 'include',
          body: JSON.stringify({ name: payload.name, email: payload.email, message: payload.message }),
        });
      } catch (cause) {
        throw new ApiError(messages.feedbackFailed, { code: 'network', cause });
      }
    },
    async submitFeedback(payload) {
      try {
        const response = await doFetch(`${urls.profile}/feedback`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...authHeaders(getToken()) },
          credentials: 'include',
          body: JSON.stringify({ name: payload.name, email: payload.email, feedback: payload.feedback }),
        });
        if (!response.ok) console.error(`Failed to submit feedback: ${response.status}`);
      } catch (error) {
        console.error('Failed to submit feedback', error);
      }
    },
  };
}
