/** The Hono app: middleware, every route (declared, so documented), the 404/405 answers and the one `onError`. */
import { HTTPException } from "hono/http-exception";
import { admin } from "./http/admin";
import { keysApi } from "./http/keys-me";
import { adminKeys } from "./http/admin-keys";
import { debatesApi } from "./http/debates";
import { AppError } from "./shared/app-error";
import { allowedMethods } from "./http/method-not-allowed";
import { apiRouter } from "./http/api-router";
import { serveDocument } from "./http/api-document";
import { apiCors, securityHeaders } from "./http/security";
import { health } from "./http/health";
import { protocolsApi } from "./http/protocols";
import { hot } from "./http/hot";
import { pages } from "./http/pages";
import { requestLog } from "./http/request-log";
import { tickers } from "./http/tickers";
import { trackRecordApi } from "./http/track-record";
import { watchlistsApi } from "./http/watchlists";
import { digestsApi } from "./http/digests";
import { batchesApi } from "./http/batches";
import { mcpApi } from "./http/mcp";
import { appDeps, type DepsEnv } from "./app-deps";
import { createMiddleware } from "hono/factory";
import { readConfig } from "./config";
import { ensureSampleData } from "./ingest/sample-loader";
import { timed } from "./shared/profile";
import { profileRequested } from "./invocation-settings";

// Every route is declared with its request and response schemas (src/http/*), so GET /api/openapi.json documents them.
export const app = apiRouter();

// First, so its line has the final status and time, error answers included (and the profile's http span below).
app.use("/api/*", requestLog);
// Then the http span, covering every other middleware (PROFILE=on; src/shared/profile.ts).
app.use("*", async (c, next) => {
  if (!profileRequested(c.env)) return next();
  await timed("http", next);
});
app.use("*", securityHeaders);
app.use("/api/*", apiCors);

// Before the sample-data middleware below: health checks the configuration and D1 itself (and loads the sample when
// it can), so a broken deployment gets its 503 with reasons instead of that middleware's 500.
app.route("/api/health", health);
// The protocol registry needs no data: served before the sample loads.
app.route("/api/protocols", protocolsApi);

// The request's deps, config included, built once here: handlers read `c.var.deps` and pass it (or the config) on, so
// the vars are parsed once per request. Parsing here also checks every var before any route runs: a misconfigured
// deployment answers each API call with 500 config_invalid naming the var (see src/config.ts) instead of failing
// somewhere inside a debate. The bundled sample dataset loads itself on first use, so `npm start` needs no seeding.
const withDeps = (loadSample: boolean) =>
  createMiddleware<DepsEnv>(async (c, next) => {
    const deps = appDeps(c.env, readConfig(c.env));
    c.set("deps", deps);
    if (loadSample && deps.config.SAMPLE_DATA !== "off") await ensureSampleData(c.env.DB, () => deps);
    await next();
  });
app.use("/api/*", withDeps(true));
app.use("/mcp", withDeps(true));
// The page's debate addresses look the id up in D1 (src/http/pages.ts).
app.use("/d/*", withDeps(false));

app.route("/api/tickers", tickers);
app.route("/api/admin/keys", adminKeys);
app.route("/api/keys", keysApi);
app.route("/api/admin", admin);
app.route("/api/debates", debatesApi);
app.route("/api/hot", hot);
app.route("/api/track-record", trackRecordApi);
app.route("/api/watchlists", watchlistsApi);
app.route("/api/digests", digestsApi);
app.route("/api/batches", batchesApi);
// The MCP endpoint for assistants (README "Use from an assistant"): the same services as the API routes above.
app.route("/mcp", mcpApi);
serveDocument(app);
// The page's addresses that are not files (wrangler.toml sends them to the Worker): an unknown debate is a 404.
app.route("/", pages);

app.notFound((c) => {
  const url = new URL(c.req.url);
  const path = url.pathname;
  const allow = allowedMethods(app.routes, path);
  const method = c.req.method === "HEAD" ? "GET" : c.req.method;
  // A trailing slash names the same resource as the route: redirect there (308 keeps the method and the body). Only
  // a path that matched a route (so /api/..., never //host) is redirected.
  if (path.startsWith("/api/") && path.endsWith("/") && allow.includes(method)) {
    return c.redirect(`${path.replace(/\/+$/, "")}${url.search}`, 308);
  }
  if (allow.length > 0) {
    c.header("Allow", allow.join(", "));
    return c.json(
      {
        error: {
          code: "method_not_allowed",
          message: `${path} 不接受 ${c.req.method} 请求；请用 ${allow.join(" 或 ")}`,
        },
      },
      405,
    );
  }
  return c.json({ error: { code: "not_found", message: `没有这个接口：${c.req.method} ${path}` } }, 404);
});

app.onError((err, c) => {
  if (err instanceof AppError) {
    if (err.cause) console.error(`${err.code}: ${err.message}`, err.cause);
    // A 429 says when to retry twice: the header for HTTP clients, retryAfterSeconds in the body for the page.
    if (typeof err.details?.retryAfterSeconds === "number")
      c.header("Retry-After", String(err.details.retryAfterSeconds));
    return c.json({ error: { code: err.code, message: err.message, ...err.details } }, err.status);
  }
  if (err instanceof HTTPException) {
    return c.json({ error: { code: "http_error", message: err.message || "请求被拒绝" } }, err.status);
  }
  console.error("unhandled error", err);
  return c.json({ error: { code: "internal", message: "内部错误，请求未完成" } }, 500);
});
