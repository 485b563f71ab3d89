/**
 * The page's own addresses that are not files: `/track`, `/watchlists` and `/d/<id>` answer the page
 * (public/index.html, which routes itself), an unknown debate id the 404 page with status 404. Every other path is a
 * file or, when none matches, the assets' 404 page (wrangler.toml `not_found_handling = "404-page"`), so a mistyped
 * address is a real 404 instead of the home page with 200.
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { DepsEnv } from "../app-deps";
import { debates } from "../db/schema";
import { PAGE_CSP } from "./page-csp";

const DEBATE_ID = /^d_[a-z0-9]{12}$/;

/** A static file's answer with another status and the page's policy (the Worker's default would block its scripts). */
async function page(c: { env: Env; req: { url: string } }, file: "/" | "/404", status: 200 | 404): Promise<Response> {
  const res = await c.env.ASSETS.fetch(new Request(new URL(file, c.req.url)));
  const headers = new Headers(res.headers);
  headers.set("Content-Security-Policy", PAGE_CSP);
  headers.set("Cache-Control", "no-store");
  return new Response(res.body, { status, headers });
}

export const pages = new Hono<DepsEnv>()
  .get("/track", (c) => page(c, "/", 200))
  .get("/watchlists", (c) => page(c, "/", 200))
  .get("/d/:id{d_[a-z0-9]{12}/?}", async (c) => {
    const id = c.req.param("id").replace(/\/$/, "");
    const db = c.var.deps.db;
    const known =
      DEBATE_ID.test(id) && (await db.select({ id: debates.id }).from(debates).where(eq(debates.id, id)).get());
    return known ? page(c, "/", 200) : page(c, "/404", 404);
  })
  .get("/d/*", (c) => page(c, "/404", 404));
