// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, isNetworkError } from '../src';
import { html, networkDown, stubFetch } from './stubFetch';

// A token whose subject is "user-1" (unsigned: the client only decodes it).
const token = `e30.${Buffer.from(JSON.stringify({ sub: 'user-1' })).toString('base64url')}.sig`;
const clientWith = (answer: Parameters<typeof stubFetch>[0], withToken = true) => {
  const stub = stubFetch(answer);
  return {
    ...stub,
    client: createApiClient({ baseUrl: 'http://api.test', fetch: stub.fetch, getToken: () => (withToken ? token : undefined) }),
  };
};
const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('auth API answers the server never sends', () => {
  it('uses the status text for a non-JSON failure', async () => {
    const { client } = clientWith(() => html(502, 'Bad Gateway'));
    const error = await rejection(client.forgotPassword('a@b.co'));
    expect(error.message).toBe('Bad Gateway');
    expect(error.status).toBe(502);
  });

  it('says "Request failed" for a JSON failure without a message', async () => {
    const { client } = clientWith(() => Response.json({ error: 'nope' }, { status: 500 }));
    const error = await rejection(client.getProfile());
    expect(error.message).toBe('Request failed');
    expect(error.body).toEqual({ error: 'nope' });
  });

  it('falls back to "Signin failed" when a non-JSON failure has no status text', async () => {
    const { client } = clientWith(() => html(502, ''));
    expect((await rejection(client.signin({ email: 'a@b.co', password: 'secret1' }))).message).toBe('Signin failed');
  });

  it.each([
    ['signin', (c: ReturnType<typeof createApiClient>) => c.signin({ email: 'a@b.co', password: 'x' }), 'Signin failed'],
    ['googleSignin', (c: ReturnType<typeof createApiClient>) => c.googleSignin({ credential: 'x' }), 'Google Signin failed'],
    ['signup', (c: ReturnType<typeof createApiClient>) => c.signup({} as never), 'Signup failed'],
    ['forgotPassword', (c: ReturnType<typeof createApiClient>) => c.forgotPassword('a@b.co'), 'Forgot Password failed'],
    ['resetPassword', (c: ReturnType<typeof createApiClient>) => c.resetPassword('t', 'p'), 'Reset Password failed'],
    ['signout', (c: ReturnType<typeof createApiClient>) => c.signout(), 'Failed to signout properly'],
  ])('%s rejects with "%s" when the network is down', async (_name, call, message) => {
    const { client } = clientWith(networkDown);
    const error = await rejection(call(client));
    expect(error.message).toBe(message);
    expect(isNetworkError(error)).toBe(true);
  });

  it('counts a non-JSON ok answer to sign-out as success', async () => {
    const { client, calls } = clientWith(() => new Response('signed out', { status: 200 }));
    await expect(client.signout()).resolves.toBeUndefined();
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ token });
    expect(new Headers(calls[0]?.init?.headers).get('Authorization')).toBe(`Bearer ${token}`);
    expect(calls[0]?.init?.credentials).toBe('include');
  });

  it('rejects a 204 to sign-in with "No access token received"', async () => {
    const { client } = clientWith(() => new Response(null, { status: 204 }));
    const error = await rejection(client.signin({ email: 'a@b.co', password: 'secret1' }));
    expect(error.message).toBe('No access token received');
    expect(error.code).toBe('no-access-token');
  });

  it('answers "User registered successfully" when sign-up succeeds with an empty body', async () => {
    const { client } = clientWith(() => new Response('', { status: 201 }));
    await expect(client.signup({} as never)).resolves.toEqual({ message: 'User registered successfully' });
  });

  it('treats a 204 to token validation as not valid (nothing says valid)', async () => {
    const { client } = clientWith(() => new Response(null, { status: 204 }));
    await expect(client.validateToken('x')).resolves.toBe(false);
  });
});

describe('portfolio API answers the server never sends', () => {
  it('reads a 204 to a list as an empty list', async () => {
    const { client } = clientWith(() => new Response(null, { status: 204 }));
    await expect(client.listSkills()).resolves.toEqual([]);
  });

  it('says "API request failed: 502" for a non-JSON failure', async () => {
    const { client } = clientWith(() => html(502, 'Bad Gateway'));
    expect((await rejection(client.listProjects())).message).toBe('API request failed: 502');
  });

  it('sends the token subject as userId when creating', async () => {
    const { client, calls } = clientWith(() => new Response('{"id":"s1"}', { status: 201 }));
    await client.createSkills({ tech: ['Go'], soft: [] });
    expect(calls[0]?.url).toBe('http://api.test/api/skills');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ userId: 'user-1', tech: ['Go'], soft: [] });
  });

  it('rejects with "User ID not found in token" when the token has no subject', async () => {
    const stub = stubFetch(() => new Response('{}'));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch: stub.fetch, getToken: () => 'e30.e30.sig' });
    const error = await rejection(client.createProjects({ projects: [] }));
    expect(error.message).toBe('User ID not found in token');
    expect(stub.calls).toHaveLength(0);
  });
});

describe('templates API answers the server never sends', () => {
  it('uses the status text for an unparsable failure', async () => {
    const { client } = clientWith(() => html(503, 'Service Unavailable'));
    expect((await rejection(client.listTemplates())).message).toBe('Service Unavailable');
  });

  it('says "Request failed with status 500" for a JSON failure without a message', async () => {
    const { client } = clientWith(() => Response.json({}, { status: 500 }));
    expect((await rejection(client.deployTemplate({ templateIdentifier: 'x', subdomain: 'abc' }))).message).toBe(
      'Request failed with status 500',
    );
  });

  it('says "Invalid response format" for an unparsable failure without status text', async () => {
    const { client } = clientWith(() => html(503, ''));
    expect((await rejection(client.previewTemplate('minimal-portfolio-v1'))).message).toBe('Invalid response format');
  });

  it('says "Invalid response format" for an unparsable ok body', async () => {
    const { client } = clientWith(() => new Response('<html></html>', { status: 200, statusText: 'OK' }));
    const error = await rejection(client.listTemplates());
    expect(error.message).toBe('Invalid response format');
    expect(error.code).toBe('invalid-response');
  });

  it('reads a 204 to my-deployment as no deployment', async () => {
    const { client } = clientWith(() => new Response(null, { status: 204 }));
    await expect(client.getMyDeployment()).resolves.toBeNull();
  });

  it('uses the separate templates host when one is configured', async () => {
    const stub = stubFetch(() => new Response('[]'));
    const client = createApiClient({ templatesBaseUrl: 'https://templates.example/', fetch: stub.fetch, getToken: () => undefined });
    await client.listTemplates();
    expect(stub.calls[0]?.url).toBe('https://templates.example/templates');
    expect(new Headers(stub.calls[0]?.init?.headers).has('Authorization')).toBe(false);
  });
});

describe('profile picture upload without a browser', () => {
  it('reports 0 then 100 % through fetch', async () => {
    const { client, calls } = clientWith(() => new Response('{"url":"/media/a.webp"}', { status: 201 }));
    const progress: number[] = [];
    await expect(client.uploadProfilePicture(new Blob(['x'], { type: 'image/png' }), (p) => progress.push(p))).resolves.toEqual({
      url: '/media/a.webp',
    });
    expect(progress).toEqual([0, 100]);
    const headers = new Headers(calls[0]?.init?.headers);
    expect([...headers.keys()]).toEqual(['authorization']);
    expect((calls[0]?.init?.body as FormData).get('file')).toBeInstanceOf(Blob);
  });

  it('says "File upload failed" for a non-JSON failure and for a dropped connection', async () => {
    const file = new Blob(['x'], { type: 'image/png' });
    expect((await rejection(clientWith(() => html(502, 'Bad Gateway')).client.uploadProfilePicture(file))).message).toBe(
      'File upload failed',
    );
    expect((await rejection(clientWith(networkDown).client.uploadProfilePicture(file))).message).toBe('File upload failed');
  });

  it('says "Authentication token not found" without a token and sends nothing', async () => {
    const { client, calls } = clientWith(() => new Response('{}'), false);
    expect((await rejection(client.uploadProfilePicture(new Blob(['x'])))).message).toBe('Authentication token not found');
    expect(calls).toHaveLength(0);
  });
});

describe('contact and feedback when the network is down', () => {
  it('contact rejects with "Failed to submit feedback"', async () => {
    const { client } = clientWith(networkDown);
    const error = await rejection(client.submitContact({ name: 'A', email: 'a@b.co', message: 'Hi' }));
    expect(error.message).toBe('Failed to submit feedback');
  });

  it('feedback resolves and only logs the failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = clientWith(networkDown);
    await expect(client.submitFeedback({ name: 'A', email: 'a@b.co', feedback: 'Nice' })).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith('Failed to submit feedback', expect.any(TypeError));
    log.mockRestore();
  });
});
