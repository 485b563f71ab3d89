import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import corpus from "./corpus.json";
import { type CorpusCase, KINDS, LABELLED_KINDS, measureCorpus } from "./measure";
import { sampleFacts } from "./sample-facts";

const AS_OF = "2026-06-30";
const check = (ticker: string, claim: string, opts: Parameters<typeof checkAssertions>[2] = {}) =>
  checkAssertions(parseAssertions(claim), sampleFacts(ticker, AS_OF), opts);

describe("the claim checker judges what a sentence says about its numbers", () => {
  it("a figure binds to the metric and period the sentence names: 19.04 is 贵州茅台's 2024 debt ratio, not its 2025 profit", () => {
    expect(check("600519", "2025年净利润 19.04亿")).toMatchObject([{ kind: "number", ok: false }]);
    expect(check("600519", "2025年净利润 823.20亿")).toMatchObject([{ kind: "number", ok: true }]);
  });

  it("a judgement without its own metric binds to the clause before and to its sentence's year; of no year, to now", () => {
    // Issue 27: "2024年报…，负债扩张" is about 2024 (the ratio rose 17.98% → 19.04%), not about the latest year.
    const checks = check("600519", "2024年报资产负债率 19.04%，负债扩张");
    expect(checks.find((c) => c.kind === "number")?.ok).toBe(true);
    expect(checks.find((c) => c.kind === "direction")).toMatchObject({
      ok: true,
      reason: "资产负债率 2023→2024 由17.98%升至19.04%（+1.06个百分点），与“负债扩张”相符",
    });
    expect(check("600519", "资产负债率持续扩张").find((c) => c.kind === "direction")).toMatchObject({
      ok: false,
      reason: "资产负债率 2024→2025 由19.04%降至16.42%（-2.63个百分点），与“资产负债率持续扩张”不符",
    });
  });

  it("magnitude words need a change of their size; RSI level words read the published bands", () => {
    expect(check("600519", "2025年归母净利润大幅下降4.53%").find((c) => c.kind === "magnitude")?.ok).toBe(false);
    // 300750's RSI(14) at 2025-12-31 (its bars now run on to the sample's debate date).
    const rsi = checkAssertions(
      parseAssertions("RSI 41.33，处于中性区间，技术面偏强"),
      sampleFacts("300750", "2025-12-31"),
    );
    expect(rsi.filter((c) => c.kind === "level").map((c) => c.ok)).toEqual([true, false]);
  });

  it("a bear point offered as a risk must be adverse by the polarity table; a rebuttal must stay on its target's topic", () => {
    expect(
      check("600519", "销售毛利率 91.93%，盈利能力突出", { side: "bear" }).find((c) => c.kind === "polarity")?.ok,
    ).toBe(false);
    const rebuttal = check("600519", "2025年营业总收入1720.54亿元", {
      rebuts: { id: "bull-t1-p2", metrics: ["operating_cash_flow"] },
    });
    expect(rebuttal.find((c) => c.kind === "rebuttal")).toMatchObject({
      ok: false,
      reason: expect.stringContaining("未回应"),
    });
  });

  it("a judgement the data cannot decide is not passed: ok is null (未能核验)", () => {
    expect(check("600519", "估值偏低，安全边际充足")).toMatchObject([
      { kind: "level", ok: null, reason: expect.stringContaining("未能核验") },
    ]);
  });
});

describe("measured on the labelled corpus", () => {
  const cases = corpus as (CorpusCase & { expect: Partial<Record<(typeof KINDS)[number], boolean>> })[];
  const result = measureCorpus(cases);

  it("the corpus has at least 300 claims over at least 5 sample companies, true and false for every kind", () => {
    expect(cases.length).toBeGreaterThanOrEqual(300);
    expect(new Set(cases.map((c) => c.ticker)).size).toBeGreaterThanOrEqual(5);
    for (const kind of LABELLED_KINDS) {
      const labels = cases.map((c) => c.expect[kind]).filter((v) => v !== undefined);
      expect(labels, kind).toContain(true);
      expect(labels, kind).toContain(false);
    }
  });

  it("meets the goal: precision of “not verified” ≥ 0.97 and recall ≥ 0.95, per kind and overall", () => {
    const misses = result.misses.map((m) => `${m.id} [${m.kind}] ${m.claim}`);
    for (const kind of KINDS) {
      expect(result.byKind[kind].precision, `${kind}: ${misses.join("; ")}`).toBeGreaterThanOrEqual(0.97);
      expect(result.byKind[kind].recall, `${kind}: ${misses.join("; ")}`).toBeGreaterThanOrEqual(0.95);
    }
    expect(result.overall.precision).toBeGreaterThanOrEqual(0.97);
    expect(result.overall.recall).toBeGreaterThanOrEqual(0.95);
  });
});
