import { expect } from 'vitest';
import { ApiError } from '../src';

/** The ApiError a call rejected with (fails the test when it resolved or threw something else). */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
