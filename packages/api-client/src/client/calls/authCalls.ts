import type { MessageResponse, SigninPayload, UserProfile } from '@showfolio/portfolio-schema';
import { accountMessages, messages } from '@showfolio/portfolio-schema';
import { ApiError } from '../errors';
import type { ClientRequest } from '../request';
import { receiveToken, withMessage } from '../shared';
import type { ApiClient } from '../types';

export type AuthCalls = Pick<
  ApiClient,
  | 'validateToken'
  | 'getProfile'
  | 'signin'
  | 'googleSignin'
  | 'signinWithLink'
  | 'signup'
  | 'isUsernameAvailable'
  | 'usernameAvailability'
  | 'signout'
  | 'forgotPassword'
  | 'resetPassword'
>;

/** Sign-in, sign-up, username checks and password reset (auth API, accounts spec §7). */
export function authCalls({ auth, getToken }: ClientRequest): AuthCalls {
  const usernameAvailability: ApiClient['usernameAvailability'] = async (username, person = {}) => {
    const query = new URLSearchParams({ username });
    if (person.firstName) query.set('firstName', person.firstName);
    if (person.lastName) query.set('lastName', person.lastName);
    const answer = await auth<{ available?: unknown; suggestions?: unknown } | undefined>(`/username-available?${query}`);
    if (typeof answer?.available !== 'boolean')
      throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 200 });
    const suggestions = Array.isArray(answer.suggestions)
      ? answer.suggestions.filter((name): name is string => typeof name === 'string')
      : [];
    return { available: answer.available, suggestions };
  };

  return {
    async validateToken(token = getToken() ?? '') {
      const result = await auth<{ status?: unknown; valid?: unknown; success?: unknown }>('/validate-token', {
        method: 'POST',
        body: { token },
      });
      return result?.status === true || result?.valid === true || result?.success === true;
    },
    async getProfile() {
      const profile = await auth<UserProfile | undefined>('/profile');
      if (!profile) throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 200 });
      return profile;
    },
    async signin(payload) {
      const body: SigninPayload = { email: payload.email, password: payload.password };
      return receiveToken(await auth('/signin', { method: 'POST', body, fallback: 'Signin failed' }));
    },
    async googleSignin(credential) {
      return receiveToken(
        await auth('/google/signin', { method: 'POST', body: credential, fallback: messages.googleSigninFailed }),
      );
    },
    async signinWithLink(token) {
      return receiveToken(await auth('/signin-link', { method: 'POST', body: { token }, fallback: accountMessages.signInLinkInvalid }));
    },
    async signup(payload) {
      const response = await auth<MessageResponse>('/signup', { method: 'POST', body: payload, fallback: 'Signup failed' });
      return withMessage(response, messages.signupSucceeded);
    },
    async isUsernameAvailable(username) {
      return (await usernameAvailability(username)).available;
    },
    usernameAvailability,
    async signout(token = getToken()) {
      await auth('/signout', { method: 'POST', body: { token }, fallback: 'Failed to signout properly' });
    },
    async forgotPassword(email) {
      return withMessage(
        await auth('/forgot-password', { method: 'POST', body: { email }, fallback: 'Forgot Password failed' }),
      );
    },
    async resetPassword(token, newPassword) {
      return withMessage(
        await auth('/reset-password', {
          method: 'POST',
          body: { token, newPassword },
          fallback: 'Reset Password failed',
        }),
      );
    },
  };
}
