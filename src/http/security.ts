import { cors } from "hono/cors";
import { createMiddleware } from "hono/factory";
import { ConfigError, readConfig } from "../config";

/** Headers every Worker response carries; static pages get theirs (with the CSP) from public/_headers. */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  c.res.headers.set("X-Content-Type-Options", "nosniff");
  c.res.headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  c.res.headers.set("X-Frame-Options", "DENY");
  if (!c.res.headers.has("Content-Security-Policy")) {
    c.res.headers.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  }
});

/**
 * Origins allowed to call the API from a browser: same-origin always, others only when listed in CORS_ORIGINS. With an
 * invalid configuration none is: the routes answer config_invalid themselves (health with its checks, the rest 500).
 */
export function allowedOrigins(env: Env): string[] {
  try {
    return readConfig(env).CORS_ORIGINS;
  } catch (e) {
    if (e instanceof ConfigError) return [];
    throw e;
  }
}

export const apiCors = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  const allowed = allowedOrigins(c.env);
  const handler = cors({
    origin: (origin) => (allowed.includes("*") ? "*" : allowed.includes(origin) ? origin : null),
    allowMethods: ["GET", "POST", "OPTIONS"],
    allowHeaders: ["Content-Type", "Authorization"],
    maxAge: 600,
  });
  return handler(c, next);
});
