import { OpenAPIHono } from "@hono/zod-openapi";
import { rejectInvalid } from "./validate";

/**
 * A router whose routes are declared (`createRoute`): each route's request and response schemas both validate and
 * document it, and its invalid requests throw to the app's one `onError` (400 `invalid_input`).
 */
export function apiRouter() {
  return new OpenAPIHono<{ Bindings: Env }>({ defaultHook: (result) => rejectInvalid(result) });
}
