import { inArray } from "drizzle-orm";
import { createRoute } from "@hono/zod-openapi";
import { DISCLAIMER } from "../compliance/compliance";
import { appDeps } from "../app-deps";
import { companies } from "../db/schema";
import { HOT_TICKERS_SOURCE, storedHotList } from "../precompute/hot-list";
import { precomputeConfig } from "../precompute/precompute-config";
import { cachedVerdict, DEFAULT_PROTOCOL } from "../services/verdict-cache";
import { HotResponse } from "../wire/wire-http";
import { apiRouter } from "./api-router";
import { errors, jsonAnswer } from "./responses";

/**
 * The home page's hot list: the last pre-compute's ranking (or HOT_TICKERS before any run), each ticker with its
 * cached verdict for its current data (null when none is fresh, so the page offers to start a debate instead).
 */
const getHot = createRoute({
  method: "get",
  path: "/",
  tags: ["home"],
  summary: "The hot list, each ticker with its cached verdict or null",
  responses: { 200: jsonAnswer(HotResponse, "the hot list"), ...errors() },
});

export const hot = apiRouter().openapi(getHot, async (c) => {
  const deps = c.var.deps;
  const stored = await storedHotList(deps.db);
  const list =
    stored.length > 0
      ? stored.map((r) => ({
          ticker: r.ticker,
          rank: r.rank,
          source: r.source,
          updatedAt: r.updatedAt as string | null,
        }))
      : precomputeConfig(deps.config).hotTickers.map((ticker, i) => ({
          ticker,
          rank: i + 1,
          source: HOT_TICKERS_SOURCE,
          updatedAt: null,
        }));
  const rows =
    list.length === 0
      ? []
      : await deps.db
          .select()
          .from(companies)
          .where(
            inArray(
              companies.code,
              list.map((t) => t.ticker),
            ),
          )
          .all();
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const now = deps.now();
  const tickers = await Promise.all(
    list.map(async (t) => {
      const company = byCode.get(t.ticker);
      const hit = company
        ? await cachedVerdict(
            c.env,
            deps.config,
            { ticker: t.ticker, protocol: DEFAULT_PROTOCOL, dataVersion: company.dataVersion },
            now,
          )
        : null;
      return {
        ticker: t.ticker,
        rank: t.rank,
        name: company?.name ?? null,
        verdict: hit
          ? {
              stance: hit.value.verdict.stance,
              scores: hit.value.verdict.scores,
              ageSeconds: hit.ageSeconds,
              asOf: hit.value.asOf,
              debateId: hit.value.debateId,
              links: {
                debate: `/api/debates/${hit.value.debateId}`,
                report: `/api/debates/${hit.value.debateId}/report.md`,
                page: `/d/${hit.value.debateId}`,
              },
            }
          : null,
      };
    }),
  );
  return c.json(
    {
      source: list[0]?.source ?? HOT_TICKERS_SOURCE,
      updatedAt: list[0]?.updatedAt ?? null,
      tickers,
      disclaimer: DISCLAIMER,
    },
    200,
  );
});
