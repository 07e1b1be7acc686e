import { failureMessage, fieldErrorsResolver } from './formResolver';

describe('failure messages', () => {
  it("prefers the server's message, then the error's, then the fallback", () => {
    const withBody = Object.assign(new Error('Request failed'), { body: { message: 'Token expired' } });
    expect(failureMessage(withBody, 'fallback')).toBe('Token expired');
    expect(failureMessage(new Error('Signin failed'), 'fallback')).toBe('Signin failed');
    expect(failureMessage(new Error(''), 'fallback')).toBe('fallback');
    expect(failureMessage(undefined, 'fallback')).toBe('fallback');
    expect(failureMessage('plain text', 'fallback')).toBe('plain text');
  });
});

describe('field error resolver', () => {
  it('maps validator messages to react-hook-form errors', async () => {
    const resolver = fieldErrorsResolver<{ a: string }>((values) => (values.a ? {} : { a: 'A is required' }));
    const options = { fields: {}, shouldUseNativeValidation: false };
    await expect(resolver({ a: '' }, undefined, options)).resolves.toEqual({
      values: {},
      errors: { a: { type: 'validate', message: 'A is required' } },
    });
    await expect(resolver({ a: 'x' }, undefined, options)).resolves.toEqual({ values: { a: 'x' }, errors: {} });
  });
});
