import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export const json = (status: number, body?: unknown): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });

/**
 * Replaces `fetch` with a fake API: handlers keyed by "METHOD /api/path". Unknown calls answer 404.
 * Returns the calls made, in order.
 */
export function stubApi(handlers: Record<string, Handler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const text = await request.text();
      const call: RecordedCall = {
        method: request.method,
        path: url.pathname + url.search,
        authorization: request.headers.get('Authorization'),
        body: text ? JSON.parse(text) : undefined,
      };
      calls.push(call);
      const handler = handlers[`${call.method} ${url.pathname}`];
      return handler ? handler(call) : json(404, { statusCode: 404, message: 'Търсеният ресурс не съществува.' });
    }),
  );
  return calls;
}
