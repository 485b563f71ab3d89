import { describe, expect, it } from "vitest";
import type { EvidenceItem, PointOutput } from "../../src/debate/debate-types";
import { recordPoints } from "../../src/debate/record-point";
import { recordRoleOutput } from "../../src/debate/run-step";
import type { RoleOutput } from "../../src/debate/role-output";
import type { FactPoint } from "../../src/verification/claims/facts";
import { verifyPoint } from "../../src/verification/verify-point";
import { sampleFacts } from "./claims/sample-facts";

/**
 * ✅ means the whole claim is true: besides citations, quotes and numbers, every judgement a point makes (direction,
 * size, level, recency, the side it argues, what it rebuts) is checked against the ticker's series known by asOf.
 * Real figures: 600519 (贵州茅台) in the bundled sample, as of 2026-06-30.
 */
const facts = sampleFacts("600519", "2026-06-30");
const annual = (series: string): FactPoint[] => (facts.series[series] ?? []).filter((p) => p.period.endsWith("-12-31"));
const [before, latest] = annual("debt_ratio").slice(-2) as [FactPoint, FactPoint];
const year = latest.period.slice(0, 4);
const pct = (v: number) => `${v.toFixed(2)}%`;
// The words that are true of the latest change, and their opposites.
const [trueWord, falseWord] = latest.value < before.value ? ["负债率下降", "负债扩张"] : ["负债扩张", "负债率下降"];

const text = `贵州茅台(600519) ${year}年报 资产负债率 ${pct(latest.value)}（东方财富F10）`;
const E1: EvidenceItem = {
  id: "E1",
  chunkId: "600519-debt",
  text,
  category: "risk",
  dimension: "risk",
  period: latest.period,
  publicDate: latest.publicDate,
  source: "东方财富F10",
  sourceUrl: null,
  figures: [{ label: "资产负债率", value: latest.value, unit: "%" }],
};
const pack = new Map([["E1", E1]]);
const ctx = { tickerFigures: E1.figures, years: new Set([Number(year)]), facts };
const point = (claim: string): PointOutput => ({
  claim,
  evidence: [{ id: "E1", quote: `资产负债率 ${pct(latest.value)}` }],
  confidence: 0.7,
});

describe("a point's judgement, checked against the data known by asOf", () => {
  it("is ✅ only when the judgement around a true number is true too, and the failed check says why in Chinese", () => {
    const right = verifyPoint(point(`${year}年报资产负债率 ${pct(latest.value)}，${trueWord}`), pack, ctx);
    expect(right.status).toBe("verified");
    expect(right.checks?.every((c) => c.ok === true)).toBe(true);
    expect(right.checks?.map((c) => c.kind)).toContain("direction");

    const wrong = verifyPoint(point(`${year}年报资产负债率 ${pct(latest.value)}，${falseWord}`), pack, ctx);
    expect(wrong.status).toBe("doubtful");
    const failed = wrong.checks!.find((c) => c.kind === "direction")!;
    expect(failed.ok).toBe(false);
    expect(failed.reason).toContain("资产负债率");
    expect(failed.reason).toContain(`与“${falseWord}”不符`);
    expect(wrong.reasons).toContain(failed.reason);
  });

  it("binds a number to the metric and period the sentence names, not to any figure of the ticker", () => {
    // The debt ratio's value written as a profit in 亿元 is a figure of the ticker, but not this metric's.
    const v = verifyPoint(point(`${year}年归母净利润 ${latest.value.toFixed(2)}亿元`), pack, {
      ...ctx,
      tickerFigures: [],
    });
    expect(v.status).toBe("doubtful");
    expect(v.checks?.some((c) => c.kind === "number" && c.ok === false)).toBe(true);
  });

  it("marks a judgement the data cannot decide as 未能核验, never ✅", () => {
    const v = verifyPoint(point(`${year}年报资产负债率 ${pct(latest.value)}，估值偏低`), pack, {
      ...ctx,
      facts: { ...facts, series: { debt_ratio: facts.series.debt_ratio! } },
    });
    expect(v.status).toBe("unverifiable");
    expect(v.reasons.join()).toContain("未能核验");
  });

  it("a bear point offered as a risk must be adverse, a bull point favourable: a strength argued as a risk is marked", () => {
    const adverse = `${year}年报资产负债率 ${pct(latest.value)}，负债率偏高`;
    const gm = annual("gross_margin").at(-1)!;
    const strength: PointOutput = {
      claim: `销售毛利率 ${pct(gm.value)}，盈利能力突出`,
      evidence: [{ id: "E1", quote: `资产负债率 ${pct(latest.value)}` }],
      confidence: 0.7,
    };
    expect(
      verifyPoint(strength, pack, ctx, { side: "bull" }).checks?.find((c) => c.kind === "polarity")?.ok ?? true,
    ).toBe(true);
    const asRisk = verifyPoint(strength, pack, ctx, { side: "bear" });
    expect(asRisk.status).toBe("doubtful");
    expect(asRisk.checks?.find((c) => c.kind === "polarity")?.ok).toBe(false);
    expect(
      verifyPoint(point(adverse), pack, ctx, { side: "bear" }).checks?.find((c) => c.kind === "polarity")?.ok ?? true,
    ).not.toBe(false);
  });

  it("every protocol records its points this way: debaters by their side and rebuttal target, roles by side and brief", () => {
    const verify = { ...ctx, banned: [] };
    const bull = recordPoints(
      { stance: "bullish", points: [point(`${year}年报资产负债率 ${pct(latest.value)}，${falseWord}`)] },
      "bull",
      1,
      { ...verify, pack: [E1] },
    );
    expect(bull.points[0]!.verification.status).toBe("doubtful");
    const output: RoleOutput = {
      evidence: [point(`${year}年报资产负债率 ${pct(latest.value)}，${trueWord}`)],
      counterPoints: [
        point(`${year}年报资产负债率 ${pct(latest.value)}，${falseWord}`),
        point(`资产负债率 ${pct(latest.value)}`),
      ],
      // The stance the true word argues: a falling debt ratio is a strength, a rising one a risk.
      stance: trueWord === "负债率下降" ? "bullish" : "bearish",
      conclusion: "负债端需跟踪",
      conviction: "medium",
    };
    const recorded = recordRoleOutput(output, "fin_risk", 3, { pack: [E1], role: "fin_risk" }, verify);
    expect(recorded.result.points[0]!.verification.status).toBe("verified");
    expect(recorded.result.counterPoints[0]!.verification.status).toBe("doubtful");
  });

  it("a debate stored before claim checks keeps the number and citation checks only", () => {
    const v = verifyPoint(point(`${year}年报资产负债率 ${pct(latest.value)}，${falseWord}`), pack, {
      tickerFigures: E1.figures,
      years: ctx.years,
    });
    expect(v.status).toBe("verified");
    expect(v.checks).toBeUndefined();
  });

  it("reads rebuttal phrasing as analysts write it: a clause before 但 is conceded, the other side's view is not the point's own", () => {
    const np = annual("net_profit").slice(-2) as [FactPoint, FactPoint];
    expect(np[1].value).toBeLessThan(np[0].value); // the fixture: 2025 profit fell, 2025 debt ratio fell
    expect(latest.value).toBeLessThan(before.value);
    const conceded = point(`${year}年归母净利润同比下降，但资产负债率降至${pct(latest.value)}`);
    expect(verifyPoint(conceded, pack, ctx, { side: "bull" }).checks?.find((c) => c.kind === "polarity")?.ok).toBe(
      true,
    );
    const attributed = point(`空方所称的净利润下降属实，但${year}年报资产负债率 ${pct(latest.value)}，负债率下降`);
    expect(
      verifyPoint(attributed, pack, ctx, { side: "bull" }).checks?.some((c) => c.kind === "polarity" && c.ok === false),
    ).toBe(false);
  });

  it("增长乏力/放缓 say growth slowed, not that the value fell: true for a small or smaller change", () => {
    const rev = annual("revenue").slice(-3) as [FactPoint, FactPoint, FactPoint];
    const change = (a: FactPoint, b: FactPoint) => (b.value / a.value - 1) * 100;
    const [earlier, now] = [change(rev[0], rev[1]), change(rev[1], rev[2])];
    const slowed = now < 5 || now < earlier;
    const v = verifyPoint(point("营业总收入增长乏力"), pack, ctx);
    expect(v.checks?.find((c) => c.kind === "direction")?.ok).toBe(slowed);
  });

  it("a rebuttal of a point that names no metric (an announcement) is not judged by topic", () => {
    const v = verifyPoint(point(`${year}年报资产负债率 ${pct(latest.value)}，${trueWord}`), pack, ctx, {
      side: "bull",
      rebuts: { id: "bear-t2-p1", metrics: [] },
    });
    expect(v.checks?.some((c) => c.kind === "rebuttal")).toBe(false);
  });
});
