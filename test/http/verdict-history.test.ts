import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, json } from "../support/api";
import { pollUntil, startDebate } from "../support/debates";

interface HistoryRow {
  debateId: string;
  asOf: string;
  stance: "bullish" | "bearish" | "neutral";
  overall: number;
  factuality: number;
  createdAt: string;
}
interface History {
  ticker: string;
  companyName: string;
  results: HistoryRow[];
}
interface ErrorBody {
  error: { code: string; message: string; suggestions?: { code: string; name: string }[] };
}

async function history(path: string): Promise<History> {
  const res = await api(path);
  expect(res.status, await res.clone().text()).toBe(200);
  return json<History>(res);
}

async function insertVerdict(row: {
  debateId: string;
  ticker: string;
  stance: string;
  overall: number;
  factuality: number;
  createdAt: string;
}) {
  await env.DB.prepare(
    "INSERT INTO verdicts (debate_id, ticker, protocol, as_of, stance, overall, factuality, data_version, verdict, created_at) VALUES (?, ?, 'adversarial', ?, ?, ?, ?, 1, ?, ?)",
  )
    .bind(
      row.debateId,
      row.ticker,
      row.createdAt.slice(0, 10),
      row.stance,
      row.overall,
      row.factuality,
      JSON.stringify({ stance: row.stance }),
      row.createdAt,
    )
    .run();
}

describe("GET /api/tickers/:ticker/verdicts — a ticker's past verdicts from D1", () => {
  it("lists the ticker's verdicts newest first with the table's columns, honours limit and leaves other tickers out", async () => {
    // Inserted out of order, so the answer's order can only come from the query.
    await insertVerdict({
      debateId: "d_hist00000002",
      ticker: "600036",
      stance: "bearish",
      overall: 41,
      factuality: 72,
      createdAt: "2026-03-02T01:00:00.000Z",
    });
    await insertVerdict({
      debateId: "d_hist00000003",
      ticker: "600036",
      stance: "bullish",
      overall: 66,
      factuality: 81,
      createdAt: "2026-05-10T01:00:00.000Z",
    });
    await insertVerdict({
      debateId: "d_hist00000001",
      ticker: "600036",
      stance: "neutral",
      overall: 55,
      factuality: 64,
      createdAt: "2026-01-15T01:00:00.000Z",
    });
    await insertVerdict({
      debateId: "d_histother01",
      ticker: "601318",
      stance: "bullish",
      overall: 70,
      factuality: 90,
      createdAt: "2026-06-01T01:00:00.000Z",
    });

    const all = await history("/api/tickers/600036/verdicts");
    expect(all.ticker).toBe("600036");
    expect(all.companyName).toBe("招商银行");
    expect(all.results.map((r) => r.debateId)).toEqual(["d_hist00000003", "d_hist00000002", "d_hist00000001"]);
    expect(all.results[0]).toEqual({
      debateId: "d_hist00000003",
      protocol: "adversarial",
      asOf: "2026-05-10",
      stance: "bullish",
      overall: 66,
      factuality: 81,
      createdAt: "2026-05-10T01:00:00.000Z",
    });

    const two = await history("/api/tickers/600036/verdicts?limit=2");
    expect(two.results.map((r) => r.debateId)).toEqual(["d_hist00000003", "d_hist00000002"]);

    // Any accepted spelling of the ticker reaches the same history.
    const byName = await history(`/api/tickers/${encodeURIComponent("招商银行")}/verdicts`);
    expect(byName.results.map((r) => r.debateId)).toEqual(all.results.map((r) => r.debateId));

    const none = await history("/api/tickers/300750/verdicts");
    expect(none.results).toEqual([]);
  });

  it("includes a verdict as soon as a real debate has persisted it", async () => {
    const id = await startDebate({ ticker: "600519", asOf: "2025-06-30" });
    const rows: HistoryRow[] = await pollUntil(
      async () => {
        const results = (await history("/api/tickers/600519/verdicts")).results;
        return results.some((r) => r.debateId === id) && results;
      },
      { what: `the verdict of ${id} in the history`, timeoutMs: 10_000, everyMs: 100 },
    );
    const mine = rows.find((r) => r.debateId === id);
    expect(mine, "the debate's verdict reached D1").toBeDefined();
    const state = await json<{ verdict: { stance: string; scores: { overall: number; factuality: number } } }>(
      await api(`/api/debates/${id}`),
    );
    expect(mine).toMatchObject({
      asOf: "2025-06-30",
      stance: state.verdict.stance,
      overall: state.verdict.scores.overall,
      factuality: state.verdict.scores.factuality,
    });
  });

  it("answers bad input with errors that say what to fix", async () => {
    for (const limit of ["0", "51", "abc"]) {
      const res = await api(`/api/tickers/600036/verdicts?limit=${limit}`);
      expect(res.status).toBe(400);
      expect((await json<ErrorBody>(res)).error.message).toContain("limit");
    }
    const unknown = await api("/api/tickers/688999/verdicts");
    expect(unknown.status).toBe(404);
    const body = await json<ErrorBody>(unknown);
    expect(body.error.code).toBe("unknown_ticker");
    expect(body.error.suggestions?.map((s) => s.code)).toContain("600519");
  });
});
