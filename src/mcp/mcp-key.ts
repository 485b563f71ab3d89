import { timingSafeEqual } from "../http/admin-auth";
import { readConfig } from "../config";
import { AppError } from "../shared/app-error";

/**
 * With MCP_REQUIRE_KEY=on the endpoint answers only `Authorization: Bearer <key>` for a key of MCP_KEYS (a secret,
 * comma-separated): 401 without one, 403 with a wrong one. A stand-in for per-user API keys (issue 31) until they land.
 */
export function requireMcpKey(env: Env, request: Request): void {
  const config = readConfig(env);
  if (!config.MCP_REQUIRE_KEY) return;
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.get("authorization") ?? "");
  if (!match) {
    throw new AppError(401, "unauthorized", "此 MCP 端点需要密钥：请在请求头加 Authorization: Bearer <密钥>");
  }
  const key = match[1]?.trim() ?? "";
  // Every key is compared, so the time taken does not say which (or whether one) matched first.
  const ok = config.MCP_KEYS.map((k) => timingSafeEqual(key, k)).includes(true);
  if (!ok) {
    throw new AppError(
      403,
      "forbidden",
      config.MCP_KEYS.length ? "MCP 密钥不正确" : "MCP 密钥未配置：请设置 MCP_KEYS 密钥",
    );
  }
}
