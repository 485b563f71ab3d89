import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import { logEvent } from "../shared/log";
import { useLogLevel } from "../invocation-settings";

/**
 * One `request` log line per API request: method, the route pattern that answered (`/api/debates/:id`, so a debate id
 * or a ticker typed into a URL is not logged, nor any query string), status and time. Nothing about the client is
 * read: no address, no header.
 */
export const requestLog = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  useLogLevel(c.env);
  const started = Date.now();
  try {
    await next();
  } finally {
    // Middleware is registered for every method ("ALL"); the handler that answered is the last route with a method.
    const handler = matchedRoutes(c).findLast((r) => r.method !== "ALL");
    logEvent({
      event: "request",
      method: c.req.method,
      route: handler?.path ?? null,
      status: c.res.status,
      ms: Date.now() - started,
    });
  }
});
