import { getResponse, type RequestHandler } from "msw";

export interface RecordedRequest {
  url: string;
  headers: Headers;
  body: string;
  json(): unknown;
}

/**
 * MSW handlers at the network layer of this isolate: `globalThis.fetch` answers from the handlers, and a request no
 * handler matches fails loudly (nothing may reach a real host). msw/node's setupServer does not hook workerd's fetch,
 * so the handlers are resolved with MSW's own `getResponse`. The Durable Objects of the tested Worker run in this
 * isolate, so their model calls go through the same fetch.
 */
export function mockNetwork(...handlers: RequestHandler[]): { restore: () => void; requests: RecordedRequest[] } {
  const original = globalThis.fetch;
  const requests: RecordedRequest[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    // Recorded as plain text: a body stream belongs to the request context (e.g. a Durable Object's) that made it.
    const body = await request.clone().text();
    requests.push({
      url: request.url,
      headers: new Headers(request.headers),
      body,
      json: () => JSON.parse(body) as unknown,
    });
    const response = await getResponse(handlers, request);
    if (!response) throw new TypeError(`fetch failed: no mock for ${request.method} ${request.url}`);
    return response;
  };
  return { restore: () => void (globalThis.fetch = original), requests };
}
