import { createMiddleware } from "hono/factory";
import type { AppDeps } from "../app-deps";
import { AppError } from "../shared/app-error";
import { type KeyRecord, checkKey } from "./api-keys";
import { type KeyScope, SCOPE_LABEL } from "./key-scopes";

/** The context of a route that needs a key: the key the request was made with. */
export type KeyedEnv = { Bindings: Env; Variables: { apiKey: KeyRecord; deps: AppDeps } };

/** The scheme name of API keys in the API document (`authorization: Bearer dd_…`). */
export const KEY_SECURITY = "apiKey";

const NEEDS_KEY = "此接口需要 API 密钥：请求头 Authorization: Bearer <密钥>";

const WHY: Record<"malformed" | "unknown" | "revoked", string> = {
  malformed: "API 密钥格式不对：应为 dd_ 开头的 35 位字符串，由运营方签发",
  unknown: "API 密钥无效：请检查是否复制完整，或向运营方申请新的密钥",
  revoked: "该 API 密钥已被吊销：请向运营方申请新的密钥",
};

/**
 * Browsers cannot set headers on a WebSocket: a socket's key may come as the subprotocol `debatedesk.key.<key>`
 * (offered beside the socket's own protocol). Not a query parameter, since URLs end up in logs and proxies.
 */
export const KEY_SUBPROTOCOL = "debatedesk.key.";

/** The request's `authorization`, or on a WebSocket upgrade without one, the key subprotocol as its Bearer value. */
function presentedAuthorization(req: Request): string | undefined {
  const header = req.headers.get("authorization") ?? undefined;
  if (header !== undefined || req.headers.get("upgrade")?.toLowerCase() !== "websocket") return header;
  const offered = (req.headers.get("sec-websocket-protocol") ?? "").split(",").map((p) => p.trim());
  const key = offered.find((p) => p.startsWith(KEY_SUBPROTOCOL))?.slice(KEY_SUBPROTOCOL.length);
  return key ? `Bearer ${key}` : undefined;
}

/**
 * Needs `authorization: Bearer <key>` (or, on a WebSocket upgrade, the key subprotocol) with the given scope (null:
 * any valid key): 401 without a valid key (and why), 403 when the key lacks the scope. Sets `apiKey` for the route,
 * which sees only that key's own lists, batches and digests.
 */
export function requireKey(scope: KeyScope | null) {
  return createMiddleware<KeyedEnv>(async (c, next) => {
    const authorization = presentedAuthorization(c.req.raw);
    const key = await bearerKey(c.var.deps, authorization, scope, (k, v) => c.header(k, v));
    if (!key) {
      c.header("WWW-Authenticate", 'Bearer realm="api"');
      throw new AppError(401, "unauthorized", NEEDS_KEY);
    }
    c.set("apiKey", key);
    await next();
  });
}

/**
 * The key a request's `authorization` header names, checked for `scope`; null without the header (anonymous use of a
 * public route). A header that names no valid key is 401 and a key without the scope 403, as on the keyed routes.
 */
export async function bearerKey(
  deps: Pick<AppDeps, "db" | "now">,
  authorization: string | undefined,
  scope: KeyScope | null,
  setHeader: (name: string, value: string) => void = () => {},
): Promise<KeyRecord | null> {
  if (authorization === undefined) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match) {
    setHeader("WWW-Authenticate", 'Bearer realm="api"');
    throw new AppError(401, "unauthorized", NEEDS_KEY);
  }
  const result = await checkKey(deps.db, match[1]!, deps.now());
  if (!result.ok) {
    setHeader("WWW-Authenticate", 'Bearer realm="api", error="invalid_token"');
    throw new AppError(401, "invalid_key", WHY[result.reason]);
  }
  if (scope !== null && !result.key.scopes.includes(scope)) {
    throw new AppError(403, "missing_scope", `该密钥没有「${SCOPE_LABEL[scope]}」权限（${scope}）：请向运营方申请`);
  }
  return result.key;
}
