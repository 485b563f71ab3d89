import type { AppDeps } from "../app-deps";
import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { EvidenceQuery, evidenceAnswer, tickerSearchAnswer } from "../http/tickers";
import { TrackRecordQuery, trackRecordAnswer } from "../http/track-record";
import { describeRuntime } from "../runtime-info";
import { EvidenceResponse, TickerSearchResponse } from "../wire/wire-http";
import { TrackRecordResponse } from "../wire/wire-track";
import { toolAnswer, toolError, withCarried } from "./mcp-answer";

const READ_ONLY = { readOnlyHint: true, openWorldHint: false } as const;

export const Ticker = z
  .string()
  .trim()
  .min(1, "请填写股票代码、公司名称或拼音，如 600519、贵州茅台、gzmt")
  .max(40, "股票代码或名称最多 40 个字符")
  .describe("A-share code (600519, SH600519, 600519.SH), name (贵州茅台) or pinyin (gzmt) / 股票代码、名称或拼音");

/** find_stock, get_evidence and track_record: the HTTP API's read-only answers, as tools. */
export function registerDataTools(server: McpServer, deps: AppDeps): void {
  const notice = () => describeRuntime(deps.config).notice;

  server.registerTool(
    "find_stock",
    {
      title: "查找股票 / Find a stock",
      description:
        "按代码、名称或拼音（全拼或首字母）查找沪深京 A 股，返回代码、交易所、板块、上市状态，" +
        "以及本服务是否已有其数据（loaded）。" +
        "辩论前先用它确认代码。\nFind a China A-share by code, name or pinyin (full or initials, e.g. gzmt): code, " +
        "exchange, board, listing status and whether its data is loaded here. " +
        "Use it to pin the code before start_debate.",
      inputSchema: z.object({
        query: z
          .string()
          .trim()
          .min(1, "请填写要查找的代码、名称或拼音")
          .max(40, "查询最多 40 个字符")
          .describe("code prefix, name or pinyin / 代码前缀、名称或拼音"),
        limit: z.number().int().min(1).max(50).default(10).describe("at most this many results (1-50) / 最多返回条数"),
      }),
      outputSchema: withCarried(TickerSearchResponse),
      annotations: READ_ONLY,
    },
    async ({ query, limit }) => {
      try {
        const found = await tickerSearchAnswer(deps, query, limit);
        const lines = found.results.map(
          (r) => `- ${r.name}（${r.code}.${r.exchange ?? ""}）${r.loaded ? "已有数据，可辩论" : "本地暂无数据"}`,
        );
        const text = lines.length > 0 ? `“${query}”的匹配：\n${lines.join("\n")}` : `没有与“${query}”匹配的 A 股。`;
        return toolAnswer(found, text, notice());
      } catch (e) {
        return toolError(e);
      }
    },
  );

  server.registerTool(
    "get_evidence",
    {
      title: "查看证据 / Get evidence",
      description:
        "返回某只股票截至某日（asOf）已公开的证据：财务指标、公告、行情摘要，每条带来源与公开日期，" +
        "辩论即引用这些条目。" +
        "\nThe evidence a debate would cite for a stock as of a date (only what was public by then): figures, " +
        "announcements and price summaries, each with its source and public date; filter by q, category, dimension.",
      inputSchema: EvidenceQuery.extend({ ticker: Ticker }),
      outputSchema: withCarried(EvidenceResponse),
      annotations: READ_ONLY,
    },
    async ({ ticker, ...query }) => {
      try {
        const found = await evidenceAnswer(deps, ticker, query);
        const lines = found.results.map((r) => `- [${r.publicDate}·${r.source}] ${r.text}`);
        const asOf = found.filters.asOf ? `截至 ${found.filters.asOf} ` : "";
        return toolAnswer(
          found,
          `${found.ticker} ${asOf}的证据 ${found.results.length} 条：\n${lines.join("\n")}`,
          notice(),
        );
      } catch (e) {
        return toolError(e);
      }
    },
  );

  server.registerTool(
    "track_record",
    {
      title: "战绩 / Track record",
      description:
        "历次裁决作为预测的事后检验：命中率（Wilson 区间）、相对基准率的 Brier 技能分、各基线对比；可按协议、" +
        "模型、日期筛选。" +
        "技能分低于 0 表示不如基准率。\nEvery verdict scored as a dated prediction: hit rates with Wilson intervals, " +
        "Brier skill vs the base rate, baselines; filter by protocol, model, from/to. " +
        "Skill below 0 is worse than the base rate.",
      inputSchema: TrackRecordQuery,
      outputSchema: withCarried(TrackRecordResponse),
      annotations: READ_ONLY,
    },
    async (filters) => {
      try {
        const record = await trackRecordAnswer(deps, filters);
        const { total, pending } = record.predictions;
        const text = `战绩：共 ${total} 条预测（待到期 ${pending}）。详见结构化结果。`;
        return toolAnswer(record, text, notice());
      } catch (e) {
        return toolError(e);
      }
    },
  );
}
