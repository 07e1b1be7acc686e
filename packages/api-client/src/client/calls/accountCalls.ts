import type {
  AccountPreferences,
  AccountProfilePayload,
  AccountProfileResponse,
  AccountSession,
  ChangePasswordPayload,
  DeleteAccountPayload,
  LinkGooglePayload,
  SignedOutSessionsResponse,
} from '@showfolio/portfolio-schema';
import { messages } from '@showfolio/portfolio-schema';
import { ApiError } from '../errors';
import { authHeaders, networkErrorMessage, serverMessage } from '../http';
import type { ClientRequest } from '../request';
import { asList, segment, withMessage } from '../shared';
import type { ApiClient } from '../types';

export type AccountCalls = Pick<
  ApiClient,
  | 'updateProfile'
  | 'changePassword'
  | 'listSessions'
  | 'signOutSession'
  | 'signOutOtherSessions'
  | 'changeEmail'
  | 'confirmEmail'
  | 'verifyEmail'
  | 'resendVerification'
  | 'setPreferences'
  | 'linkGoogle'
  | 'unlinkGoogle'
  | 'exportAccount'
  | 'importPortfolio'
  | 'deleteAccount'
>;

/** The settings pages' calls: profile, password, devices, e-mail, Google, export, import, deletion. */
export function accountCalls({ auth, ctx, urls, requireToken }: ClientRequest): AccountCalls {
  return {
    async updateProfile(payload) {
      requireToken();
      const body: AccountProfilePayload = { firstName: payload.firstName, lastName: payload.lastName, username: payload.username };
      const response = await auth<AccountProfileResponse | undefined>('/profile', { method: 'PATCH', body });
      if (!response?.profile) throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 200 });
      return response;
    },
    async changePassword(payload) {
      requireToken();
      const body: ChangePasswordPayload = {
        ...(payload.currentPassword ? { currentPassword: payload.currentPassword } : {}),
        newPassword: payload.newPassword,
      };
      return withMessage(await auth('/change-password', { method: 'POST', body }));
    },
    async listSessions() {
      requireToken();
      const response = await auth<{ sessions?: AccountSession[] } | undefined>('/sessions');
      return asList(response?.sessions);
    },
    async signOutSession(id) {
      requireToken();
      return withMessage(await auth(`/sessions/${segment(id)}`, { method: 'DELETE' }));
    },
    async signOutOtherSessions() {
      requireToken();
      const response = await auth<SignedOutSessionsResponse | undefined>('/sessions/signout-others', { method: 'POST' });
      return { message: serverMessage(response) ?? '', count: typeof response?.count === 'number' ? response.count : 0 };
    },
    async changeEmail(payload) {
      requireToken();
      return withMessage(await auth('/change-email', { method: 'POST', body: { password: payload.password, newEmail: payload.newEmail } }));
    },
    async confirmEmail(token) {
      const response = await auth<{ message: string; email?: string } | undefined>('/confirm-email', { method: 'POST', body: { token } });
      return { ...withMessage(response), ...(typeof response?.email === 'string' ? { email: response.email } : {}) };
    },
    async verifyEmail(token) {
      const response = await auth<{ message: string; email?: string } | undefined>('/verify-email', { method: 'POST', body: { token } });
      return { ...withMessage(response), ...(typeof response?.email === 'string' ? { email: response.email } : {}) };
    },
    async resendVerification() {
      requireToken();
      return withMessage(await auth('/resend-verification', { method: 'POST' }));
    },
    async setPreferences(preferences) {
      requireToken();
      return auth<AccountPreferences>('/preferences', { method: 'PATCH', body: preferences });
    },
    async linkGoogle(credential) {
      requireToken();
      const body: LinkGooglePayload = { credential };
      const response = await auth<AccountProfileResponse | undefined>('/google/link', { method: 'POST', body });
      if (!response?.profile) throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 200 });
      return response;
    },
    async unlinkGoogle() {
      requireToken();
      const response = await auth<AccountProfileResponse | undefined>('/google/unlink', { method: 'POST' });
      if (!response?.profile) throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 200 });
      return response;
    },
    async exportAccount(onProgress) {
      const token = requireToken();
      const failed = 'Could not download your data. Please try again.';
      let response: Response;
      try {
        response = await ctx.fetch(`${urls.auth}/auth/export`, { headers: authHeaders(token), credentials: 'include' });
      } catch (cause) {
        throw new ApiError(networkErrorMessage, { code: 'network', cause });
      }
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => undefined);
        throw new ApiError(serverMessage(body) ?? failed, { status: response.status, code: 'http', body });
      }
      const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'showfolio-export.zip';
      const chunks: Uint8Array[] = [];
      let received = 0;
      const reader = response.body?.getReader();
      if (reader) {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          chunks.push(value);
          received += value.byteLength;
          onProgress?.(received);
        }
      }
      return { file: new Blob(chunks as BlobPart[], { type: 'application/zip' }), fileName };
    },
    async importPortfolio(portfolioJson) {
      requireToken();
      return withMessage(await auth('/import', { method: 'POST', body: portfolioJson }));
    },
    async deleteAccount(payload) {
      requireToken();
      const body: DeleteAccountPayload = {
        username: payload.username,
        ...(payload.password ? { password: payload.password } : {}),
        ...(payload.googleCredential ? { googleCredential: payload.googleCredential } : {}),
      };
      return withMessage(await auth('/delete-account', { method: 'POST', body }));
    },
  };
}
