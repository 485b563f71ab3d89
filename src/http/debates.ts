import { createRoute, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { debateKey } from "../access/key-spend";
import { bearerKey, KEY_SECURITY } from "../access/require-key";
import { DISCLAIMER } from "../compliance/compliance";
import {
  ablationProtocols,
  DEFAULT_PROTOCOL,
  Protocol,
  protocolOf,
  protocolParamsShape,
} from "../debate/protocols/registry";
import { buildReportDocument } from "../report/report-document";
import { renderMarkdown } from "../report/render-markdown";
import { TEXT_WIDTH, renderText } from "../report/render-text";
import type { Database } from "../db/client";
import { debates } from "../db/schema";
import { AppError } from "../shared/app-error";
import { IsoDate } from "../shared/iso-date";
import { createDebate } from "../services/start-debate";
import { debateRoom } from "../services/debate-room";
import { replayDebate } from "../services/replay-debate";
import { DebateCached, DebateStarted, DebateStateDoc, ReplayStarted } from "../wire/wire-http";
import { ReportDocument } from "../wire/report-document";
import { apiRouter } from "./api-router";
import { debateAllowance } from "./debate-quota";
import { errors, jsonAnswer } from "./responses";
import { jsonBody, rejectInvalid } from "./validate";

export const CreateDebate = z
  .strictObject({
    ticker: z
      .string()
      .trim()
      .min(1, "请填写股票代码或公司名称，如 600519 或 贵州茅台")
      .max(40)
      .meta({ description: "a six-digit code (600519, SH600519, 600519.SH) or a name (贵州茅台)", example: "600519" }),
    /** Each protocol's rounds and their default are its own (GET /api/protocols). */
    rounds: z
      .number()
      .int()
      .min(1)
      .max(5)
      .optional()
      .meta({ description: "debate rounds; each protocol's default and meaning: GET /api/protocols" }),
    protocol: Protocol.default(DEFAULT_PROTOCOL),
    asOf: IsoDate.optional().meta({
      description: "debate as of this day: only what was public by then (YYYY-MM-DD)",
      example: "2025-06-30",
    }),
    fresh: z.boolean().default(false).meta({ description: "skip the verdict cache" }),
    /** FinDebate / TradingAgents: retrieve past situations and their reflections (seed 003 §3.3). */
    memory: z
      .boolean()
      .default(true)
      .meta({ description: "recall past verdicts of similar situations and their lessons" }),
    /** Memorisation control (KTD-Fin style): what the models read hides the company, its code and the years. */
    anonymize: z
      .boolean()
      .default(false)
      .meta({
        description:
          "the models read 公司A / 股票代码A / T年 instead of the company's name, its code and calendar" +
          " years; the verifier " +
          "and the report map them back. Its own cache slot",
      }),
    /** What the rounds after the opening changed, judged by the debate's own judge (one extra call). */
    ablation: z
      .boolean()
      .optional()
      .meta({
        description:
          "after the verdict, the same judge (role and model) judges the opening round alone: one extra judge call, " +
          "counted in usage; the verdict's change shows both. Only protocols with a judge (GET /api/protocols: " +
          "`ablation`); needs more than one round. Its own cache slot",
      }),
    /** Each protocol's own fields (optional; a field of another protocol is ignored). */
    ...protocolParamsShape(),
  })
  // A setting the protocol would not honour is refused, never stored and ignored (a protocol may run fewer rounds than
  // the API allows: its plug-in's maxRounds; another protocol's fields are not stored: see protocolParamsShape).
  .superRefine((b, ctx) => {
    if (b.ablation === true) {
      const plugin = protocolOf(b.protocol);
      const names = ablationProtocols().join("、");
      if (!plugin.ablation) {
        const message = `${plugin.labels.name}没有裁判环节，不能单独评议开篇轮（ablation）；支持的协议：${names}`;
        ctx.addIssue({ code: "custom", path: ["ablation"], message });
      } else if ((b.rounds ?? plugin.defaultRounds) < 2) {
        const message = "只有一轮时开篇轮即全部辩论，无需单独评议（ablation）；请把 rounds 设为 2 或以上";
        ctx.addIssue({ code: "custom", path: ["ablation"], message });
      }
    }
    const max = protocolOf(b.protocol).maxRounds;
    if (max !== undefined && b.rounds !== undefined && b.rounds > max) {
      const message = `${protocolOf(b.protocol).labels.name}最多进行 ${max} 轮，请把 rounds 设为 1-${max}`;
      ctx.addIssue({ code: "custom", path: ["rounds"], message });
    }
  })
  .transform((b) => ({ ...b, rounds: b.rounds ?? protocolOf(b.protocol).defaultRounds }));

export const DebateId = z
  .string()
  .regex(/^d_[a-z0-9]{12}$/, "辩论编号应为 d_ 加 12 位小写字母或数字")
  .meta({ description: "a debate id", example: "d_k3v9x0m2q7ab" });
const DebateParams = z.object({ id: DebateId });

/** A malformed debate id says so in its own code (`invalid_debate_id`); other fields fail as `invalid_input`. */
export function debateIdHook(result: Parameters<typeof rejectInvalid>[0]): undefined {
  if (!result.success && result.target === "param") {
    throw new AppError(400, "invalid_debate_id", result.error.issues[0]?.message ?? "辩论编号无效");
  }
  return rejectInvalid(result);
}

const links = (id: string) => ({
  self: `/api/debates/${id}`,
  ws: `/api/debates/${id}/ws`,
  report: `/api/debates/${id}/report.md`,
  page: `/d/${id}`,
});

/** Anonymous, or with an API key (an empty requirement is OpenAPI's "none needed"). */
const anonymousOrKey: Record<string, string[]>[] = [{}, { [KEY_SECURITY]: [] }];

const startDebate = createRoute({
  method: "post",
  path: "/",
  tags: ["debates"],
  summary: "Start a debate (or join the running one for the same slot), or answer from a fresh cached verdict",
  description:
    "Only a 202 that starts a new debate (`existing: false`) spends the per-address allowance; bad input, cached " +
    "answers and joins are free. A cached verdict is used only for today's data, never with `fresh: true` or a past " +
    "`asOf`. With an API key (`debate` scope, optional) the debate records it and spends the key's daily cap: a " +
    "key whose day is spent gets 429 `key_cost_cap` for a new debate (a cached verdict is still served).",
  security: anonymousOrKey,
  middleware: [jsonBody(16 * 1024)] as const,
  request: { body: { required: true, content: { "application/json": { schema: CreateDebate } } } },
  responses: {
    200: jsonAnswer(DebateCached, "a fresh verdict for today's data is cached (the Age header is ageSeconds)"),
    202: jsonAnswer(DebateStarted, "the debate started, or one for the same slot is already running (existing)"),
    ...errors(400, 401, 403, 404, 409, 413, 415, 422, 429, 503),
  },
});

const getDebate = createRoute({
  method: "get",
  path: "/{id}",
  tags: ["debates"],
  summary: "The whole state: status, turns with points, evidence, verification, hit rate, verdict, usage, errors",
  request: { params: DebateParams },
  responses: { 200: jsonAnswer(DebateStateDoc, "the debate's public state"), ...errors(400, 404) },
});

/** The report's formats beside the JSON document: Markdown (the default) and plain text for terminals and chats. */
const ReportFormat = z.object({
  format: z
    .enum(["md", "text"])
    .default("md")
    .meta({ description: "md: Markdown; text: plain text for terminals and chat messages, the disclaimer last" }),
  width: z.coerce
    .number()
    .int()
    .min(TEXT_WIDTH.min)
    .max(TEXT_WIDTH.max)
    .default(TEXT_WIDTH.default)
    .meta({ description: "format=text: columns per line (a CJK character takes two)" }),
});

const getReportMarkdown = createRoute({
  method: "get",
  path: "/{id}/report.md",
  tags: ["debates"],
  summary:
    "The report as Markdown (or `format=text`: plain text): disclaimer, 核心结论, 辩论时间线, 事实证据链, 风" +
    "险提示, 争议焦点",
  request: { params: DebateParams, query: ReportFormat },
  responses: {
    200: {
      description: "the report",
      content: { "text/markdown": { schema: z.string() }, "text/plain": { schema: z.string() } },
    },
    ...errors(400, 404),
  },
});

const getReportJson = createRoute({
  method: "get",
  path: "/{id}/report.json",
  tags: ["debates"],
  summary:
    "The report as one document (header, sections of paragraphs, lists, tables; marks, citations) every format renders",
  request: { params: DebateParams },
  responses: { 200: jsonAnswer(ReportDocument, "the report"), ...errors(400, 404) },
});

const replay = createRoute({
  method: "post",
  path: "/{id}/replay",
  tags: ["debates"],
  summary: "Re-run a finished debate from its stored model replies only (no model call) under a new id",
  request: { params: DebateParams },
  description:
    "A replay spends the per-address allowance as a new debate does (429 `rate_limited` / " +
    "`too_many_running`); a replay of a replay is refused (409 `replay_of_replay`, naming the original to replay).",
  responses: { 202: jsonAnswer(ReplayStarted, "the replay started"), ...errors(400, 404, 409, 429, 503) },
});

const watch = createRoute({
  method: "get",
  path: "/{id}/ws",
  tags: ["debates"],
  summary:
    "WebSocket: snapshot, turn.started, turn.delta, turn.completed, round.completed, converged, verdict, failed, done",
  description:
    "Every protocol sends the same events (data.fetching, data.source and data.ready first when the data is " +
    "fetched): turn events carry turnSeq, role, node, round and step; round.completed ends a stage and names its " +
    "step, nodes and detour (adversarial adds the round's verified shares); verdict carries final and lookAhead " +
    "(null when the protocol has none). " +
    "Without `since` the first message is the whole state (`snapshot`); with `since` the events after that seq. " +
    "After " +
    "`done` the server closes the socket with 1000; a finished debate answers at once and closes.",
  request: {
    params: DebateParams,
    query: z.strictObject({
      since: z
        .string()
        .regex(/^\d{1,9}$/, "since 应为非负整数（事件序号）")
        .optional()
        .meta({ description: "replay the events after this seq (0 = from the start)" }),
    }),
  },
  responses: {
    101: { description: "switching to WebSocket; each message is a JSON event (`DebateEvent` in src/wire/wire.ts)" },
    ...errors(400, 404, 426, 503),
  },
});

export const debatesApi = apiRouter()
  .openapi(startDebate, async (c) => {
    const body = c.req.valid("json");
    const key = await bearerKey(c.var.deps, c.req.header("authorization"), "debate", (k, v) => c.header(k, v));
    const allowance = await debateAllowance(c.env, c.var.deps.config, c.req.header("cf-connecting-ip"));
    const apiKey = key ? { apiKey: debateKey(c.var.deps.config, key) } : {};
    const result = await createDebate(c.env, c.var.deps, { ...body, ...apiKey }, allowance);
    if (result.kind === "cached") {
      // A fresh verdict for today's data already exists (e.g. pre-computed before the open): answer at once.
      const id = result.cached.debateId;
      c.header("Age", String(result.ageSeconds));
      return c.json(
        {
          cached: true as const,
          ticker: result.ticker,
          dataVersion: result.dataVersion,
          verdict: result.cached.verdict,
          debateId: id,
          asOf: result.cached.asOf,
          createdAt: result.cached.createdAt,
          ageSeconds: result.ageSeconds,
          links: { debate: `/api/debates/${id}`, report: `/api/debates/${id}/report.md`, page: `/d/${id}` },
          disclaimer: DISCLAIMER,
        },
        200,
      );
    }
    return c.json(
      { id: result.id, status: result.status, existing: result.existing, asOf: result.asOf, links: links(result.id) },
      202,
    );
  })
  .openapi(
    getDebate,
    async (c) => c.json(await stateOf(c.env, c.var.deps.db, c.req.valid("param").id), 200),
    debateIdHook,
  )
  .openapi(
    getReportMarkdown,
    async (c) => {
      const state = await stateOf(c.env, c.var.deps.db, c.req.valid("param").id);
      const { format, width } = c.req.valid("query");
      const doc = buildReportDocument(state);
      const file = `debatedesk-${state.ticker}-${state.id}`;
      if (format === "text") {
        c.header("Content-Type", "text/plain; charset=utf-8");
        c.header("Content-Disposition", `inline; filename="${file}.txt"`);
        return c.body(renderText(doc, width), 200);
      }
      c.header("Content-Type", "text/markdown; charset=utf-8");
      c.header("Content-Disposition", `inline; filename="${file}.md"`);
      return c.body(renderMarkdown(doc), 200);
    },
    debateIdHook,
  )
  .openapi(
    getReportJson,
    async (c) => c.json(buildReportDocument(await stateOf(c.env, c.var.deps.db, c.req.valid("param").id)), 200),
    debateIdHook,
  )
  .openapi(
    replay,
    async (c) => {
      const { id } = c.req.valid("param");
      await requireDebate(c.var.deps.db, id);
      const allowance = await debateAllowance(c.env, c.var.deps.config, c.req.header("cf-connecting-ip"));
      const started = await replayDebate(c.env, c.var.deps, id, allowance);
      return c.json({ id: started.id, status: started.status, replayOf: id, links: links(started.id) }, 202);
    },
    debateIdHook,
  )
  .openapi(
    watch,
    async (c) => {
      const { id } = c.req.valid("param");
      if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
        throw new AppError(426, "upgrade_required", "此地址只接受 WebSocket 连接（请求头 Upgrade: websocket）");
      }
      await requireDebate(c.var.deps.db, id);
      // The room answers the upgrade itself (101 with the socket), which the declared responses cannot type.
      return debateRoom(c.env, id).fetch(c.req.raw) as unknown as never;
    },
    debateIdHook,
  );

async function requireDebate(db: Database, id: string) {
  const row = await db.select().from(debates).where(eq(debates.id, id)).get();
  if (!row) throw new AppError(404, "not_found", `找不到辩论 ${id}`);
  return row;
}

/** A debate's public state, or 404 (an unknown id, or a debate that never started). */
export async function stateOf(env: Env, db: Database, id: string) {
  await requireDebate(db, id);
  const state = await debateRoom(env, id).getState();
  if (!state) throw new AppError(404, "not_found", `辩论 ${id} 没有状态（它未能开始）`);
  return state;
}
