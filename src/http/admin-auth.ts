import { createMiddleware } from "hono/factory";
import { AppError } from "../shared/app-error";

/** Compares in time independent of where the strings differ, so the token cannot be guessed byte by byte. */
export function timingSafeEqual(a: string, b: string): boolean {
  const enc = new TextEncoder();
  const x = enc.encode(a);
  const y = enc.encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++)
    diff |= (x[i % Math.max(x.length, 1)] ?? 0) ^ (y[i % Math.max(y.length, 1)] ?? 0);
  return diff === 0;
}

/** Bearer token from the ADMIN_TOKEN secret: 401 without one, 403 with a wrong one (and when none is configured). */
export const requireAdmin = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) {
    c.header("WWW-Authenticate", 'Bearer realm="admin"');
    throw new AppError(401, "unauthorized", "管理接口需要请求头 Authorization: Bearer <ADMIN_TOKEN>");
  }
  const expected = c.env.ADMIN_TOKEN;
  if (!expected || !timingSafeEqual(match[1]!.trim(), expected)) {
    throw new AppError(403, "forbidden", expected ? "管理令牌不正确" : "管理接口未启用：请设置 ADMIN_TOKEN 密钥");
  }
  await next();
});
