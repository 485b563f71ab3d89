import { createMiddleware } from "hono/factory";
import { appDeps } from "../app-deps";
import { AppError } from "../shared/app-error";
import { type KeyRecord, checkKey } from "./api-keys";
import { type KeyScope, SCOPE_LABEL } from "./key-scopes";

/** The context of a route that needs a key: the key the request was made with. */
export type KeyedEnv = { Bindings: Env; Variables: { apiKey: KeyRecord } };

/** The scheme name of API keys in the API document (`authorization: Bearer dd_…`). */
export const KEY_SECURITY = "apiKey";

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

function presentedKey(req: Request): string | undefined {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get("authorization") ?? "")?.[1];
  if (bearer || req.headers.get("upgrade")?.toLowerCase() !== "websocket") return bearer;
  const offered = (req.headers.get("sec-websocket-protocol") ?? "").split(",").map((p) => p.trim());
  return offered.find((p) => p.startsWith(KEY_SUBPROTOCOL))?.slice(KEY_SUBPROTOCOL.length);
}

/**
 * Needs `authorization: Bearer <key>` (or, on a WebSocket upgrade, the key subprotocol) with the given scope: 401
 * without a valid key (and why), 403 when the key lacks the scope. Sets `apiKey` for the route, which sees only that
 * key's own lists, batches and digests.
 */
export function requireKey(scope: KeyScope) {
  return createMiddleware<KeyedEnv>(async (c, next) => {
    const presented = presentedKey(c.req.raw);
    if (!presented) {
      c.header("WWW-Authenticate", 'Bearer realm="api"');
      throw new AppError(401, "unauthorized", "此接口需要 API 密钥：请求头 Authorization: Bearer <密钥>");
    }
    const deps = appDeps(c.env);
    const result = await checkKey(deps.db, presented, deps.now());
    if (!result.ok) {
      c.header("WWW-Authenticate", 'Bearer realm="api", error="invalid_token"');
      throw new AppError(401, "invalid_key", WHY[result.reason]);
    }
    if (!result.key.scopes.includes(scope)) {
      throw new AppError(403, "missing_scope", `该密钥没有「${SCOPE_LABEL[scope]}」权限（${scope}）：请向运营方申请`);
    }
    c.set("apiKey", result.key);
    await next();
  });
}
