import { Hono } from 'hono';
import type { AppEnv, Services } from '../../services/context';
import { authenticatorRoutes } from './authenticator';
import { passkeyProofRoutes, passkeyRoutes } from './passkeys';
import { proofRoutes } from './proofs';
import { twoStepDeps } from './shared';

/**
 * Passkeys, authenticator-app codes, two-step sign-in and step-up (issue 37), under /api/auth so
 * the device, pending-sign-in and WebAuthn cookies reach them.
 */
export function twoStepRoutes(services: Services) {
  const deps = twoStepDeps(services);
  const app = new Hono<AppEnv>();
  app.route('/', authenticatorRoutes(deps));
  app.route('/', proofRoutes(deps));
  app.route('/', passkeyRoutes(deps));
  app.route('/', passkeyProofRoutes(deps));
  return app;
}
