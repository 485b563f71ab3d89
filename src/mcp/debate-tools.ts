import type { AppDeps } from "../app-deps";
import { type McpServer, ResourceTemplate, type ServerContext } from "@modelcontextprotocol/server";
import { z } from "zod";
import type { KeyRecord } from "../access/api-keys";
import { debateKey } from "../access/key-spend";
import { SCOPE_LABEL } from "../access/key-scopes";
import { allProtocols, DEFAULT_PROTOCOL, Protocol, PROTOCOL_IDS } from "../debate/protocols/registry";
import type { PublicDebateState } from "../debate/public-state";
import { CreateDebate, DebateId, stateOf } from "../http/debates";
import { debateAllowance } from "../http/debate-quota";
import { buildReportDocument } from "../report/report-document";
import { renderMarkdown } from "../report/render-markdown";
import { createDebate } from "../services/start-debate";
import { AppError } from "../shared/app-error";
import { IsoDate } from "../shared/iso-date";
import { ReportDocument } from "../wire/report-document";
import { Ticker } from "./data-tools";
import { DebateSummary, reportUri, summarizeDebate } from "./debate-summary";
import { followDebate } from "./follow-debate";
import { invalidArguments, toolAnswer, toolError, withCarried } from "./mcp-answer";

const StartedSummary = DebateSummary.extend({
  cached: z.boolean().describe("answered from the verdict cache (a debate of today's data already made)"),
  existing: z.boolean().describe("joined a debate of the same settings that was already running"),
});

const ReportAnswer = z.object({
  id: z.string(),
  format: z.enum(["markdown", "json"]),
  markdown: z.string().nullable().describe("the report as Markdown (format markdown)"),
  report: ReportDocument.nullable().describe("the report document: its sections as data (format json)"),
});

function summaryText(s: DebateSummary): string {
  const head = `${s.companyName}（${s.ticker}）截至 ${s.asOf} 的辩论：${s.statusZh}`;
  if (!s.stanceZh || !s.scores) return `${head}。报告：${s.links.reportMarkdown}`;
  const point = (p: DebateSummary["verified"][number]) => `- ${p.name}：${p.claim}`;
  return [
    `${head}，裁决 **${s.stanceZh}**（辩论质量综合分 ${s.scores.overall}，事实性 ${s.scores.factuality}）。`,
    s.coreConclusion ?? "",
    `✅ 已核验 ${s.verified.length} 条：`,
    ...s.verified.map(point),
    `❌ 未通过核验 ${s.failed.length} 条：`,
    ...s.failed.map((p) => `${point(p)}（${p.reasons.join("；")}）`),
    `❔ 未能核验 ${s.unverifiable} 条。`,
    `报告：${s.links.reportMarkdown}（MCP 资源 ${s.links.resource}）；页面：${s.links.page}`,
  ].join("\n");
}

/** Progress notifications for a client that asked for them (a progress token on the call). */
function progressSender(ctx: ServerContext) {
  const token = ctx.mcpReq._meta?.progressToken;
  return async (p: { progress: number; total: number | undefined; message: string }) => {
    if (token === undefined) return;
    const params = { progressToken: token, progress: p.progress, message: p.message };
    await ctx.mcpReq.notify({
      method: "notifications/progress",
      params: p.total === undefined ? params : { ...params, total: p.total },
    });
  };
}

/** start_debate, get_debate, get_report and the report resource: the same services as POST/GET /api/debates. */
export function registerDebateTools(
  server: McpServer,
  env: Env,
  deps: AppDeps,
  request: Request,
  key: KeyRecord | null,
): void {
  const origin = new URL(request.url).origin;
  const answerState = (state: PublicDebateState, extra: { cached: boolean; existing: boolean }) => {
    const summary = { ...summarizeDebate(state, origin), ...extra };
    return toolAnswer(summary, summaryText(summary), state.notice);
  };

  server.registerTool(
    "start_debate",
    {
      title: "发起多空辩论 / Start a debate",
      description:
        `就一只 A 股发起辩论（协议：${allProtocols()
          .map((p) => p.labels.name)
          .join("、")}），等待辩论结束并在每轮完成时发送进度；返回裁决（看多/看空/中性）、` +
        "辩论质量分、已核验（✅）与未通过核验（❌）的论点和报告链接。asOf 只用该日已公开的数据。" +
        "与网页共用配额与缓存。" +
        `\nDebate one China A-share (protocols ${PROTOCOL_IDS.join(", ")}; ` +
        `default ${DEFAULT_PROTOCOL}) as of a date, ` +
        "reporting progress as turns complete; returns the verdict (看多 bullish / 看空 bearish / 中性 neutral), the " +
        "quality scores, the verified and failed points and the report links. " +
        "Research material, not investment advice.",
      inputSchema: z.object({
        ticker: Ticker,
        protocol: Protocol.optional().describe(`${PROTOCOL_IDS.join(" | ")} (default ${DEFAULT_PROTOCOL}) / 辩论协议`),
        rounds: z.number().int().min(1).max(5).optional().describe("rounds, 1-5; each protocol's default / 轮数"),
        asOf: IsoDate.optional().describe(
          "debate as of this day, YYYY-MM-DD (default: the data's usual day) / 截至日期",
        ),
        anonymize: z.boolean().optional().describe("models read 公司A / T年 instead of names and years / 匿名化"),
        ablation: z
          .boolean()
          .optional()
          .describe(
            "after the verdict the same judge judges the opening round alone: one extra judge call (protocols with " +
              "a judge, 2+ rounds) / 开篇轮单独评议",
          ),
      }),
      outputSchema: withCarried(StartedSummary),
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    async (args, ctx) => {
      // The API's own request schema: its defaults and its rules (a protocol's maximum rounds) hold here too.
      const body = CreateDebate.safeParse(args);
      if (!body.success) return invalidArguments(body.error);
      try {
        // With a key, starting a debate needs the `debate` scope, as POST /api/debates does.
        if (key && !key.scopes.includes("debate")) {
          const message = `该密钥没有「${SCOPE_LABEL.debate}」权限（debate）：请向运营方申请`;
          throw new AppError(403, "missing_scope", message);
        }
        const allowance = await debateAllowance(env, deps.config, request.headers.get("cf-connecting-ip") ?? undefined);
        const apiKey = key ? { apiKey: debateKey(deps.config, key) } : {};
        const started = await createDebate(env, deps, { ...body.data, ...apiKey }, allowance);
        if (started.kind === "cached") {
          return answerState(await stateOf(env, deps.db, started.cached.debateId), { cached: true, existing: false });
        }
        const state = await followDebate(env, deps.db, started.id, progressSender(ctx), { signal: ctx.mcpReq.signal });
        return answerState(state, { cached: false, existing: started.existing });
      } catch (e) {
        return toolError(e);
      }
    },
  );

  server.registerTool(
    "get_debate",
    {
      title: "查看辩论 / Get a debate",
      description:
        "按编号读取一场辩论的状态与结果：裁决、辩论质量分、已核验与未通过核验的论点、报告链接。\nA debate by" +
        " id: status, " +
        "verdict, quality scores, verified and failed points, report links (for a debate still running, call again).",
      inputSchema: z.object({ id: DebateId }),
      outputSchema: withCarried(DebateSummary),
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ id }) => {
      try {
        const state = await stateOf(env, deps.db, id);
        const summary = summarizeDebate(state, origin);
        return toolAnswer(summary, summaryText(summary), state.notice);
      } catch (e) {
        return toolError(e);
      }
    },
  );

  server.registerTool(
    "get_report",
    {
      title: "辩论报告 / Get a report",
      description:
        "一场辩论的完整报告：Markdown（核心结论、辩论时间线、事实证据链、风险提示、争议焦点）" +
        "或 JSON 数据。\nA debate's " +
        "whole report, as Markdown (core conclusion, timeline, evidence chain, risks, dispute focus) " +
        "or as JSON sections.",
      inputSchema: z.object({
        id: DebateId,
        format: z.enum(["markdown", "json"]).default("markdown").describe("markdown (default) or json / 格式"),
      }),
      outputSchema: withCarried(ReportAnswer),
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ id, format }) => {
      try {
        const state = await stateOf(env, deps.db, id);
        const doc = buildReportDocument(state);
        const markdown = format === "markdown" ? renderMarkdown(doc) : null;
        const report = format === "json" ? doc : null;
        const text = markdown ?? JSON.stringify(report, null, 2);
        return toolAnswer({ id, format, markdown, report }, text, state.notice);
      } catch (e) {
        return toolError(e);
      }
    },
  );

  server.registerResource(
    "debate-report",
    new ResourceTemplate(reportUri("{id}"), { list: undefined }),
    {
      title: "辩论报告（Markdown）/ Debate report",
      description: "A debate's report as Markdown, by id: debatedesk://debates/{id}/report.md / 按编号读取辩论报告",
      mimeType: "text/markdown",
    },
    async (uri, { id }) => {
      const parsed = DebateId.safeParse(id);
      if (!parsed.success) throw new Error(`资源地址中的辩论编号无效：${parsed.error.issues[0]?.message ?? ""}`);
      const state = await stateOf(env, deps.db, parsed.data);
      const text = renderMarkdown(buildReportDocument(state));
      return { contents: [{ uri: uri.href, mimeType: "text/markdown", text }] };
    },
  );
}
