import { getResponse, type RequestHandler } from "msw";

/**
 * MSW handlers at the network layer of this isolate: `globalThis.fetch` answers from the handlers, and a request no
 * handler matches fails loudly (nothing may reach a real host). msw/node's setupServer does not hook workerd's fetch,
 * so the handlers are resolved with MSW's own `getResponse`. The Durable Objects of the tested Worker run in this
 * isolate, so their model calls go through the same fetch.
 */
export function mockNetwork(...handlers: RequestHandler[]): { restore: () => void; requests: Request[] } {
  const original = globalThis.fetch;
  const requests: Request[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    const response = await getResponse(handlers, request);
    if (!response) throw new TypeError(`fetch failed: no mock for ${request.method} ${request.url}`);
    return response;
  };
  return { restore: () => void (globalThis.fetch = original), requests };
}
