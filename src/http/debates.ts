import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { DISCLAIMER } from "../verdict/compliance";
import { Protocol } from "../debate/debate-state";
import { PROTOCOLS } from "../debate/protocols/registry";
import { renderReportJson, renderReportMarkdown } from "../report/report";
import { appDeps } from "../app-deps";
import { debates } from "../db/schema";
import { AppError } from "../shared/app-error";
import { IsoDate } from "../shared/iso-date";
import { createDebate } from "../services/start-debate";
import { replayDebate } from "../services/replay-debate";
import type { DebateCached, DebateStarted, ReplayStarted } from "../shared/wire";
import { debateAllowance } from "./debate-quota";
import { readJson } from "./validate";

export const CreateDebate = z
  .strictObject({
    ticker: z.string().trim().min(1, "ticker is required, e.g. 600519 or 贵州茅台").max(40),
    /** Adversarial: debate rounds (default 3). TradingAgents: research-debate rounds (default 1, at most 3). */
    rounds: z.number().int().min(1).max(5).optional(),
    protocol: Protocol.default("adversarial"),
    asOf: IsoDate.optional(),
    fresh: z.boolean().default(false),
    /** FinDebate / TradingAgents: retrieve past situations and their reflections (seed 003 §3.3). */
    memory: z.boolean().default(true),
    /** TradingAgents: risk-debate rounds (default 1). */
    riskRounds: z.number().int().min(1).max(3).optional(),
  })
  .transform((b) => ({ ...b, rounds: b.rounds ?? PROTOCOLS[b.protocol].defaultRounds }));

const DebateId = z.string().regex(/^d_[a-z0-9]{12}$/, "debate ids look like d_ followed by 12 lowercase letters/digits");

const links = (id: string) => ({
  self: `/api/debates/${id}`,
  ws: `/api/debates/${id}/ws`,
  report: `/api/debates/${id}/report.md`,
  page: `/d/${id}`,
});

export const debatesApi = new Hono<{ Bindings: Env }>()
  .post("/", async (c) => {
    const body = await readJson(c, CreateDebate, 16 * 1024);
    const allowance = await debateAllowance(c.env, c.req.header("cf-connecting-ip"));
    const result = await createDebate(c.env, body, undefined, allowance?.spend);
    if (result.kind === "cached") {
      // A fresh verdict for today's data already exists (e.g. pre-computed before the open): answer at once.
      const id = result.cached.debateId;
      c.header("Age", String(result.ageSeconds));
      return c.json(
        {
          cached: true,
          ticker: result.ticker,
          dataVersion: result.dataVersion,
          verdict: result.cached.verdict,
          debateId: id,
          asOf: result.cached.asOf,
          createdAt: result.cached.createdAt,
          ageSeconds: result.ageSeconds,
          links: { debate: `/api/debates/${id}`, report: `/api/debates/${id}/report.md`, page: `/d/${id}` },
          disclaimer: DISCLAIMER,
        } satisfies DebateCached,
        200,
      );
    }
    if (!result.existing) await allowance?.record(result.id);
    return c.json({ id: result.id, status: result.status, existing: result.existing, asOf: result.asOf, links: links(result.id) } satisfies DebateStarted, 202);
  })
  .get("/:id", async (c) => c.json(await stateOf(c.env, c.req.param("id"))))
  .get("/:id/report.md", async (c) => {
    const state = await stateOf(c.env, c.req.param("id"));
    c.header("Content-Type", "text/markdown; charset=utf-8");
    c.header("Content-Disposition", `inline; filename="debatedesk-${state.ticker}-${state.id}.md"`);
    return c.body(renderReportMarkdown(state));
  })
  .get("/:id/report.json", async (c) => c.json(renderReportJson(await stateOf(c.env, c.req.param("id")))))
  .post("/:id/replay", async (c) => {
    const id = parseId(c.req.param("id"));
    await requireDebate(c.env, id);
    const replay = await replayDebate(c.env, id);
    return c.json({ id: replay.id, status: replay.status, replayOf: id, links: links(replay.id) } satisfies ReplayStarted, 202);
  })
  .get("/:id/ws", async (c) => {
    const id = parseId(c.req.param("id"));
    if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
      throw new AppError(426, "upgrade_required", "This endpoint speaks WebSocket: send Upgrade: websocket");
    }
    const since = c.req.query("since");
    if (since !== undefined && !/^\d{1,9}$/.test(since)) {
      throw new AppError(400, "invalid_input", "since must be a non-negative integer event seq");
    }
    await requireDebate(c.env, id);
    return room(c.env, id).fetch(c.req.raw);
  });

function parseId(raw: string): string {
  const parsed = DebateId.safeParse(raw);
  if (!parsed.success) throw new AppError(400, "invalid_debate_id", parsed.error.issues[0]?.message ?? "bad debate id");
  return parsed.data;
}

async function requireDebate(env: Env, id: string) {
  const row = await appDeps(env).db.select().from(debates).where(eq(debates.id, id)).get();
  if (!row) throw new AppError(404, "not_found", `No debate ${id}`);
  return row;
}

async function stateOf(env: Env, raw: string) {
  const id = parseId(raw);
  await requireDebate(env, id);
  const state = await room(env, id).getState();
  if (!state) throw new AppError(404, "not_found", `Debate ${id} has no state (it failed to start)`);
  return state;
}

function room(env: Env, id: string) {
  return env.DEBATE_ROOM.get(env.DEBATE_ROOM.idFromName(id));
}
