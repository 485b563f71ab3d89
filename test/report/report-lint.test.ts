import { beforeAll, describe, expect, it } from "vitest";
import type { PublicDebateState } from "../../src/debate/public-state";
import { flowResults } from "../../src/debate/flow";
import type { Point } from "../../src/debate/debate-types";
import { api, json, postJson } from "../support/api";
import { waitEnded } from "../support/debates";
import sampleCases from "../support/sample-cases.json";
import { argumentProblems } from "../support/argument-lint";

/**
 * Reports a Chinese analyst would sign (issue 15): every protocol × every sample company, with default settings (as of
 * the sample's debate date, or the date the page offers when the reports are too old for it) and as of one past date each, debated
 * through the real Worker and Durable Object on the offline provider; then the Markdown and JSON reports are linted.
 */
/** Each sample company with a past date its reports were current (the golden reports use the same list). */
const COMPANIES = sampleCases as [string, string][];
const PROTOCOLS = ["adversarial", "findebate", "tradingagents", "vote"] as const;

/** ASCII words a Chinese report may carry: indicator and ratio names, sources, units, product and protocol names. */
const ALLOWED_ASCII = new Set([
  "DIF",
  "DEA",
  "MACD",
  "RSI",
  "TTM",
  "PE",
  "PB",
  "ROE",
  "EPS",
  "F10",
  "Tushare",
  "tokens",
  "ms",
  "AI",
  "DebateDesk",
  "FinDebate",
  "TradingAgents",
  "offline",
]);

/**
 * Default debates are whole: every analyst speaks, except where the sample truly has no data for a role (then it says
 * "数据不足，未参与" as a neutral note). These are those gaps, each a fact of the reference files, not of the code:
 * 600028's balance sheet is not in them after FY2019 (no risk figures within the lookback); 000858's reports end at
 * FY2019, so its default debate is the offered past date, before any announcement or valuation reading of it.
 */
const SAMPLE_GAPS: Record<string, string[]> = {
  "600028 findebate": ["fin_risk"],
  "000858 findebate": ["fin_sentiment", "fin_valuation"],
  "000858 tradingagents": ["ta_news"],
};

async function start(body: Record<string, unknown>): Promise<string> {
  let res = await postJson("/api/debates", { fresh: true, ...body });
  if (res.status === 422) {
    // The page offers the last date the reports were current; a user with default settings takes that debate.
    const { error } = await json<{ error: { suggestedAsOf?: string } }>(res);
    expect(error.suggestedAsOf, `no debate offered for ${JSON.stringify(body)}`).toBeDefined();
    res = await postJson("/api/debates", { fresh: true, ...body, asOf: error.suggestedAsOf });
  }
  expect(res.status, await res.clone().text()).toBe(202);
  return (await json<{ id: string }>(res)).id;
}

async function finished(id: string): Promise<PublicDebateState> {
  // 20 s: on CI's two cores another worker's debates share the CPU; a debate alone ends in about 5 s.
  return waitEnded(id, { timeoutMs: 20_000, everyMs: 25 });
}

/** The report's prose: every line but the metadata lines that name ids, models and tokens by design. */
const prose = (md: string) =>
  md
    .split("\n")
    .filter((l) => !/^- (报告 ID|模型)：/.test(l))
    .join("\n")
    // Link targets (a source's URL) are addresses, not prose.
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/\bE\d{1,4}\b/g, "")
    .replace(/\bd_[a-z0-9]+\b/g, "");

function lint(state: PublicDebateState, md: string): string[] {
  const problems: string[] = [];
  const where = `${state.ticker} ${state.protocol} as of ${state.asOf}`;
  for (const word of prose(md).match(/[A-Za-z][A-Za-z_]+/g) ?? []) {
    if (!ALLOWED_ASCII.has(word)) problems.push(`${where}: ASCII word "${word}" in the prose`);
  }
  const turns = state.flow
    ? flowResults(state.flow)
    : state.turns
        .filter((t) => t.role !== "judge")
        .map((t) => ({ ...t, counterPoints: [] as Point[], error: t.error, node: t.role }));
  for (const t of turns) {
    const claims = [...t.points, ...t.counterPoints].map((p) => p.claim);
    for (const c of new Set(claims))
      if (claims.filter((x) => x === c).length > 1) problems.push(`${where}: "${c}" said twice by ${t.node}`);
    if (t.error && !/[\u4e00-\u9fff]/.test(t.error))
      problems.push(`${where}: ${t.node} failed without a Chinese reason: ${t.error}`);
    for (const p of [...t.points, ...t.counterPoints]) {
      for (const c of p.verification.checks ?? [])
        if (c.ok === false) problems.push(`${where}: ${p.claim} — ${c.reason}`);
    }
  }
  // The argument (issue 28): periods of rebuttals, one fact once, periods on counter-points, labels true as of asOf.
  const linted = turns.map((t) => ({
    ...t,
    conclusion: "output" in t ? (t.output?.conclusion ?? undefined) : undefined,
  }));
  problems.push(...argumentProblems(where, state.evidence, linted, state.verdict?.risks ?? []));
  const risks = state.verdict?.risks ?? [];
  for (const r of new Set(risks))
    if (risks.filter((x) => x === r).length > 1) problems.push(`${where}: risk "${r}" listed twice`);
  const calls = /- 模型调用 (\d+) 次/.exec(md);
  if (Number(calls?.[1]) !== state.usage.calls)
    problems.push(`${where}: the header says ${calls?.[1]} calls, usage says ${state.usage.calls}`);
  if (state.flow) {
    const runs = /- 角色运行 (\d+) 次/.exec(md);
    if (Number(runs?.[1]) !== flowResults(state.flow).length)
      problems.push(`${where}: the header says ${runs?.[1]} role runs, the flow has ${flowResults(state.flow).length}`);
  }
  // Amounts as Chinese readers write them: 1万亿 and more in 万亿元.
  for (const big of md.match(/\d{5,}(?:\.\d+)?亿元/g) ?? [])
    problems.push(`${where}: ${big} should be written in 万亿元`);
  return problems;
}

describe.each(COMPANIES)("reports a Chinese analyst would sign: %s", (ticker, pastAsOf) => {
  beforeAll(async () => {
    await api("/api/health");
  });

  // One test per protocol, each with its own time budget: two debates, by default and as of the past date.
  it.each(PROTOCOLS)(
    "%s, by default and as of a past date: Chinese prose, no repeats, no contradicted judgement, consistent headers",
    async (protocol) => {
      const problems: string[] = [];
      for (const asOf of [undefined, pastAsOf]) {
        const state = await finished(await start({ ticker, protocol, memory: false, ...(asOf ? { asOf } : {}) }));
        expect(state.status, `${ticker} ${protocol} ${asOf ?? "today"}`).toBe("done");
        const md = await (await api(`/api/debates/${state.id}/report.md`)).text();
        const report = await json<{ verdict: { risks: string[] } | null }>(
          await api(`/api/debates/${state.id}/report.json`),
        );
        expect(report.verdict?.risks).toEqual(state.verdict?.risks);
        problems.push(...lint(state, md));
        if (asOf === undefined && state.flow) {
          const silent = flowResults(state.flow)
            .filter((r) => r.skipped)
            .map((r) => r.node);
          const gaps = SAMPLE_GAPS[`${ticker} ${protocol}`] ?? [];
          if (silent.join() !== gaps.join()) {
            const [spoke, expected] = [silent.join(", ") || "no role", gaps.join(", ") || "every role"];
            problems.push(`${ticker} ${protocol} by default: ${spoke} did not speak, expected ${expected}`);
          }
        }
      }
      expect(problems).toEqual([]);
    },
    60_000,
  );
});
