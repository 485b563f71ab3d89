import { and, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { Protocol } from "../agents/debate-state";
import type { DebateParams } from "../agents/debate-state";
import { preScreen } from "../agents/evidence-pack";
import { providerFor } from "../agents/provider-registry";
import { renderReportJson, renderReportMarkdown } from "../agents/report";
import { appDeps } from "../app-deps";
import { debates } from "../db/schema";
import { AppError } from "./app-error";
import { resolveCompany } from "./resolve-company";
import { readJson } from "./validate";

const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "expected a date as YYYY-MM-DD")
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), "not a real calendar date");

export const CreateDebate = z.strictObject({
  ticker: z.string().trim().min(1, "ticker is required, e.g. 600519 or 贵州茅台").max(40),
  rounds: z.number().int().min(1).max(5).default(3),
  protocol: Protocol.default("adversarial"),
  asOf: IsoDate.optional(),
  fresh: z.boolean().default(false),
});

const DebateId = z.string().regex(/^d_[a-z0-9]{12}$/, "debate ids look like d_ followed by 12 lowercase letters/digits");
const LIVE = ["queued", "running", "judging"] as const;

/** Today's date in Beijing: A-share data is dated in China time. */
export function todayInBeijing(now: Date): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

function newDebateId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `d_${[...bytes].map((b) => "abcdefghijklmnopqrstuvwxyz0123456789"[b % 36]).join("")}`;
}

const links = (id: string) => ({
  self: `/api/debates/${id}`,
  ws: `/api/debates/${id}/ws`,
  report: `/api/debates/${id}/report.md`,
  page: `/d/${id}`,
});

export const debatesApi = new Hono<{ Bindings: Env }>()
  .post("/", async (c) => {
    const body = await readJson(c, CreateDebate, 16 * 1024);
    const deps = appDeps(c.env);
    const company = await resolveCompany(deps, body.ticker);
    const today = todayInBeijing(deps.now());
    const asOf = body.asOf ?? today;
    if (asOf > today) throw new AppError(400, "invalid_input", `asOf ${asOf} is in the future; use a date up to ${today}`);

    for (const role of ["bull", "judge"] as const) {
      const picked = providerFor(c.env, role);
      if (!picked.ok) throw new AppError(503, "model_unavailable", picked.message);
    }

    const screen = await preScreen(deps, company.code, asOf);
    if (!screen.ok) {
      throw new AppError(422, "insufficient_evidence", `Not enough evidence to debate ${company.code} as of ${asOf}: ${screen.missing.join("; ")}`, {
        missing: screen.missing,
      });
    }

    const id = newDebateId();
    const now = deps.now().toISOString();
    const inserted = await deps.db
      .insert(debates)
      .values({
        id,
        ticker: company.code,
        protocol: body.protocol,
        asOf,
        rounds: body.rounds,
        status: "queued",
        provider: providerFor(c.env, "bull").ok ? (c.env.MODEL_QUICK || "offline") : "unavailable",
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .run();
    if (inserted.meta.changes === 0) {
      const running = await deps.db
        .select()
        .from(debates)
        .where(and(eq(debates.ticker, company.code), eq(debates.protocol, body.protocol), eq(debates.asOf, asOf), inArray(debates.status, [...LIVE])))
        .get();
      if (running) {
        const state = await room(c.env, running.id).getState();
        return c.json({ id: running.id, status: state?.status ?? running.status, existing: true, links: links(running.id) }, 202);
      }
      throw new AppError(409, "conflict", "A debate for this ticker was being created at the same moment; retry");
    }

    const params: DebateParams = {
      id,
      ticker: company.code,
      companyName: company.name,
      protocol: body.protocol,
      asOf,
      rounds: body.rounds,
      tokenBudget: Math.max(1000, Number(c.env.TOKEN_BUDGET) || 15_000),
      dataVersion: company.dataVersion,
      createdAt: now,
    };
    try {
      const state = await room(c.env, id).start(params);
      return c.json({ id, status: state.status, existing: false, links: links(id) }, 202);
    } catch (e) {
      await deps.db.update(debates).set({ status: "failed", updatedAt: deps.now().toISOString() }).where(eq(debates.id, id)).run();
      throw new AppError(503, "debate_start_failed", "The debate could not be started; nothing was charged, try again", undefined, { cause: e });
    }
  })
  .get("/:id", async (c) => c.json(await stateOf(c.env, c.req.param("id"))))
  .get("/:id/report.md", async (c) => {
    const state = await stateOf(c.env, c.req.param("id"));
    c.header("Content-Type", "text/markdown; charset=utf-8");
    c.header("Content-Disposition", `inline; filename="debatedesk-${state.ticker}-${state.id}.md"`);
    return c.body(renderReportMarkdown(state));
  })
  .get("/:id/report.json", async (c) => c.json(renderReportJson(await stateOf(c.env, c.req.param("id")))))
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
