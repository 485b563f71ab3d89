import { Hono } from "hono";
import { DurableObject } from "cloudflare:workers";
const app = new Hono<{ Bindings: Env }>();
app.get("/api/health", (c) => c.json({ ok: true }));
export class DebateRoom extends DurableObject<Env> {}
export default { fetch: app.fetch } satisfies ExportedHandler<Env>;
