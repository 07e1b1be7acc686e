// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError, isTokenRejection, isUserNotFound, tokenSubject } from '../src';

describe('error helpers screens branch on', () => {
  it.each(['Unauthorized', 'Invalid token', 'Your session has expired', 'jwt expired'])(
    'treats "%s" as a dead token',
    (message) => expect(isTokenRejection(new Error(message))).toBe(true),
  );

  it('does not treat a server outage or a network error as a dead token', () => {
    expect(isTokenRejection(new ApiError('Request failed', { status: 500 }))).toBe(false);
    expect(isTokenRejection(new ApiError('Could not reach the server.', { code: 'network' }))).toBe(false);
  });

  it('recognises the deploy modal\'s 404 "User not found." and nothing else', () => {
    expect(isUserNotFound(new ApiError('User not found.', { status: 404 }))).toBe(true);
    expect(isUserNotFound(new ApiError('Template not found', { status: 404 }))).toBe(false);
    expect(isUserNotFound(new ApiError('User not found.', { status: 400 }))).toBe(false);
    expect(isUserNotFound(new Error('User not found.'))).toBe(false);
  });
});

describe('token subject', () => {
  it('reads the sub claim without verifying, and nothing from garbage', () => {
    const token = `e30.${Buffer.from(JSON.stringify({ sub: 'abc' })).toString('base64url')}.x`;
    expect(tokenSubject(token)).toBe('abc');
    expect(tokenSubject('garbage')).toBeUndefined();
    expect(tokenSubject('e30.bm90IGpzb24.x')).toBeUndefined();
    const unicode = `e30.${Buffer.from(JSON.stringify({ sub: 'zoë-1' })).toString('base64url')}.x`;
    expect(tokenSubject(unicode)).toBe('zoë-1');
    expect(tokenSubject(undefined)).toBeUndefined();
  });
});
