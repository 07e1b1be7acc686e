import type { FetchLike } from '../src/client/http';

export interface StubCall {
  url: string;
  init: RequestInit | undefined;
}

/**
 * A fetch that answers what our server never sends (non-JSON bodies, 204 where a body is
 * expected, a dropped connection). Everything the server can produce is tested against it.
 */
export function stubFetch(answer: (call: StubCall) => Response | Error) {
  const calls: StubCall[] = [];
  const fetch: FetchLike = async (url, init) => {
    const call = { url, init };
    calls.push(call);
    const result = answer(call);
    if (result instanceof Error) throw result;
    return result;
  };
  return { fetch, calls };
}

export const networkDown = () => new TypeError('fetch failed');

export const html = (status: number, statusText: string) =>
  new Response('<html><body>Bad gateway</body></html>', {
    status,
    statusText,
    headers: { 'Content-Type': 'text/html' },
  });
