import { OpenAPIHono } from "@hono/zod-openapi";
import type { Env as HonoEnv } from "hono";
import type { DepsEnv } from "../app-deps";
import { rejectInvalid } from "./validate";

/**
 * A router whose routes are declared (`createRoute`): each route's request and response schemas both validate and
 * document it, and its invalid requests throw to the app's one `onError` (400 `invalid_input`). Its handlers read
 * the request's deps (`c.var.deps`, config included); `E` adds the variables a router's middleware sets (the caller's
 * API key).
 */
export function apiRouter<E extends HonoEnv = DepsEnv>() {
  return new OpenAPIHono<E>({ defaultHook: (result) => rejectInvalid(result) });
}
