import type {
  AccessTokenResponse,
  MessageResponse,
  PasskeySummary,
  StepUpPayload,
  TwoStepSetup,
  TwoStepStatus,
} from '@showfolio/portfolio-schema';
import { messages } from '@showfolio/portfolio-schema';
import { ApiError } from '../errors';
import type { ClientRequest } from '../request';
import { asList, receiveToken, segment, withMessage } from '../shared';
import type { ApiClient } from '../types';

export type TwoStepCalls = Pick<
  ApiClient,
  | 'verifyTwoStepCode'
  | 'getTwoStepStatus'
  | 'startTwoStepSetup'
  | 'enableTwoStep'
  | 'disableTwoStep'
  | 'regenerateRecoveryCodes'
  | 'stepUp'
  | 'listPasskeys'
  | 'passkeyRegistrationOptions'
  | 'registerPasskey'
  | 'renamePasskey'
  | 'removePasskey'
  | 'passkeySigninOptions'
  | 'signinWithPasskey'
  | 'passkeyStepUpOptions'
  | 'stepUpWithPasskey'
>;

/** Passkeys and two-step sign-in (issue 37). */
export function twoStepCalls({ auth, requireToken }: ClientRequest): TwoStepCalls {
  return {
    async verifyTwoStepCode(code) {
      const response = await auth<(AccessTokenResponse & { message?: string }) | undefined>('/two-step/verify', { method: 'POST', body: { code } });
      return { ...receiveToken(response), ...(typeof response?.message === 'string' ? { message: response.message } : {}) };
    },
    async getTwoStepStatus() {
      requireToken();
      const status = await auth<TwoStepStatus | undefined>('/two-step');
      if (!status) throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 200 });
      return status;
    },
    async startTwoStepSetup() {
      requireToken();
      const setup = await auth<TwoStepSetup | undefined>('/two-step/setup', { method: 'POST' });
      if (!setup?.secret) throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 200 });
      return setup;
    },
    async enableTwoStep(code) {
      requireToken();
      const response = await auth<(MessageResponse & { recoveryCodes?: string[] }) | undefined>('/two-step/enable', { method: 'POST', body: { code } });
      return { ...withMessage(response), recoveryCodes: asList(response?.recoveryCodes) };
    },
    async disableTwoStep(code) {
      requireToken();
      return withMessage(await auth('/two-step/disable', { method: 'POST', body: { code } }));
    },
    async regenerateRecoveryCodes() {
      requireToken();
      const response = await auth<(MessageResponse & { recoveryCodes?: string[] }) | undefined>('/two-step/recovery-codes', { method: 'POST' });
      return { ...withMessage(response), recoveryCodes: asList(response?.recoveryCodes) };
    },
    async stepUp(payload) {
      requireToken();
      const body: StepUpPayload = payload.code ? { code: payload.code } : { password: payload.password ?? '' };
      return withMessage(await auth('/step-up', { method: 'POST', body }));
    },
    async listPasskeys() {
      requireToken();
      return asList((await auth<{ passkeys?: PasskeySummary[] } | undefined>('/passkeys'))?.passkeys);
    },
    async passkeyRegistrationOptions() {
      requireToken();
      return (await auth<Record<string, unknown>>('/passkeys/register/options', { method: 'POST' })) ?? {};
    },
    async registerPasskey(response, name) {
      requireToken();
      const answer = await auth<(MessageResponse & { passkey?: PasskeySummary }) | undefined>('/passkeys/register/verify', {
        method: 'POST',
        body: { response, ...(name ? { name } : {}) },
      });
      if (!answer?.passkey) throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 200 });
      return { ...withMessage(answer), passkey: answer.passkey };
    },
    async renamePasskey(id, name) {
      requireToken();
      return withMessage(await auth(`/passkeys/${segment(id)}`, { method: 'PATCH', body: { name } }));
    },
    async removePasskey(id) {
      requireToken();
      return withMessage(await auth(`/passkeys/${segment(id)}`, { method: 'DELETE' }));
    },
    async passkeySigninOptions() {
      return (await auth<Record<string, unknown>>('/passkeys/signin/options', { method: 'POST' })) ?? {};
    },
    async signinWithPasskey(response) {
      return receiveToken(await auth('/passkeys/signin/verify', { method: 'POST', body: { response } }));
    },
    async passkeyStepUpOptions() {
      requireToken();
      return (await auth<Record<string, unknown>>('/passkeys/step-up/options', { method: 'POST' })) ?? {};
    },
    async stepUpWithPasskey(response) {
      requireToken();
      return withMessage(await auth('/passkeys/step-up/verify', { method: 'POST', body: { response } }));
    },
  };
}
