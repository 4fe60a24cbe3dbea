import { vi } from 'vitest';
import { type RouteDefinition, type RouteResponse, routePattern } from '@kg/contracts';

export interface RecordedCall {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

export const json = (status: number, body?: unknown): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });

/**
 * The body sent: parsed JSON, or for a multipart upload each field's values, a file by its name (`{ files: ['blob'] }`:
 * jsdom's FormData does not keep the file's name across to fetch).
 */
async function bodyOf(request: Request): Promise<unknown> {
  if (request.headers.get('Content-Type')?.startsWith('multipart/form-data')) {
    const form = await request.formData();
    return Object.fromEntries(
      [...new Set(form.keys())].map((key) => [
        key,
        form.getAll(key).map((value) => (typeof value === 'string' ? value : value.name)),
      ]),
    );
  }
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

/** One route's stand-in: the contract route it answers, and its answer (typed by the contract) or a whole Response. */
export interface RouteStub {
  method: string;
  pattern: RegExp;
  respond: (call: RecordedCall, params: Record<string, string>) => Response | Promise<Response>;
}

/**
 * Answers a contract route (libs/contracts `<area>Routes`) in a page test: `answer(parentsRoutes.list, () => page)`.
 * The answer is typed by the route's response schema; return a `Response` (e.g. `json(400, …)`) for a failure.
 */
export function answer<R extends RouteDefinition>(
  route: R,
  respond: (
    call: RecordedCall,
    params: Record<string, string>,
  ) => RouteResponse<R> | Response | Promise<RouteResponse<R> | Response>,
): RouteStub {
  return {
    method: route.method,
    pattern: routePattern(route),
    respond: async (call, params) => {
      const result = await respond(call, params);
      return result instanceof Response ? result : json(200, result);
    },
  };
}

/** Replaces `fetch` with the contract routes' stand-ins; any other call answers 404. Returns the calls made, in order. */
export function stubRoutes(...stubs: RouteStub[]): RecordedCall[] {
  const calls: RecordedCall[] = [];
  // A fixed path wins over a pattern with parameters (`Parents/export` before `Parents/:id`).
  const parameters = (stub: RouteStub) => stub.pattern.source.split('(?<').length;
  const ordered = [...stubs].sort((a, b) => parameters(a) - parameters(b));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const call: RecordedCall = {
        method: request.method,
        path: url.pathname + url.search,
        authorization: request.headers.get('Authorization'),
        body: await bodyOf(request),
      };
      calls.push(call);
      for (const stub of ordered) {
        const match = stub.method === call.method ? stub.pattern.exec(url.pathname) : null;
        if (match) return stub.respond(call, { ...match.groups });
      }
      return json(404, { statusCode: 404, message: 'Търсеният ресурс не съществува.' });
    }),
  );
  return calls;
}
