import { describe, expect, it } from "vitest";
import { shows, statedFromSpec } from "../../../eval/stated-from-spec.mjs";
import { StatedAssertion } from "../../../src/domain/stated-assertion";
import { statedMetric } from "../../../src/verification/claims/check-stated";
import blind4 from "../../../eval/claims-corpus/blind4/corpus.json";
import { measureCorpus } from "./measure";

interface SpecCase {
  id: string;
  claim: string;
  spec: Record<string, unknown>[];
}

/** The spec converter (issue 27 item 7): what a cooperating model would state, never more than the sentence says. */
describe("statedFromSpec on blind4", () => {
  const cases: SpecCase[] = blind4 as unknown as SpecCase[];
  const converted = cases.map((c) => ({ c, ...statedFromSpec(c) }));

  it("states some cases, each item valid, of a metric the lexicon knows", () => {
    const stated = converted.filter((x) => x.assertions.length > 0);
    expect(stated.length).toBeGreaterThan(150);
    for (const x of stated)
      for (const a of x.assertions) {
        expect(StatedAssertion.safeParse(a).success).toBe(true);
        expect(statedMetric(a.metric)).not.toBeNull();
      }
  });

  it("never states a value or a change the sentence does not write in digits", () => {
    for (const { c, assertions } of converted)
      for (const a of assertions) {
        if (a.value !== undefined) expect(shows(c.claim, a.value), `${c.id} ${a.value}`).toBe(true);
        if (a.change) expect(shows(c.claim, a.change.value), `${c.id} ${a.change.value}`).toBe(true);
      }
  });

  it("states a false case's figure as the sentence writes it, not the truth", () => {
    const wrong = converted.filter((x) =>
      x.c.spec.some((s) => s.intendedError === "wrong_value" && s.k === "value" && s.cmp === "approx"),
    );
    const values = wrong.flatMap((x) => x.assertions.flatMap((a) => (a.value === undefined ? [] : [a.value])));
    expect(values.length).toBeGreaterThan(0);
  });
});

describe("measureCorpus with stated assertions", () => {
  // Moutai's 2024 revenue is 1741.44亿元 in the sample data.
  const base = { ticker: "600519", asOf: "2025-06-30", side: "bull" as const };
  const stated = (value: number) => [{ metric: "营业总收入", period: "2024", value, unit: "亿元" }];

  it("marks a true stated figure ✅ and a false one ❌", () => {
    const r = measureCorpus([
      { ...base, id: "t", claim: "2024年营业总收入1741.44亿元。", expect: "true", assertions: stated(1741.44) },
      { ...base, id: "f", claim: "2024年营业总收入1841.44亿元。", expect: "false", assertions: stated(1841.44) },
    ]);
    expect(r.statedCases).toBe(2);
    expect(r.truth.byExpect.true["✅"]).toBe(1);
    expect(r.truth.byExpect.false["❌"]).toBe(1);
  });

  it("keeps the prose checker's size word when no stated item states a size", () => {
    const claim = "2024年营业总收入1741.44亿元，同比翻倍。";
    const r = measureCorpus([{ ...base, id: "s", claim, expect: "false", assertions: stated(1741.44) }]);
    expect(r.truth.byExpect.false["❌"]).toBe(1);
  });
});

describe("agreement with a figure the stated grammar did not carry", () => {
  const base = { ticker: "600519", asOf: "2025-06-30", side: "bull" as const, expect: "true" as const };
  const stated = [{ metric: "营业总收入", period: "2024", value: 1741.44, unit: "亿元" }];

  it("accepts a level of another period the prose checker found true, rejects one it did not", () => {
    const r = measureCorpus([
      { ...base, id: "ok", claim: "2024年营业总收入1741.44亿元，2023年为1505.60亿元。", assertions: stated },
      { ...base, id: "no", claim: "2024年营业总收入1741.44亿元，2023年为1605.60亿元。", assertions: stated },
    ]);
    expect(r.truth.byExpect.true["✅"]).toBe(1);
    expect(r.truth.misses.map((m) => [m.id, m.mark])).toEqual([["no", "❌"]]);
  });
});

describe("direction agreement by period", () => {
  it("does not hold a clause about another year to a stated direction", () => {
    // Moutai's operating cash flow fell in 2022 (366.99亿元 from 640.29亿元) and rose in 2024.
    const assertions = [{ metric: "经营活动现金流量净额", period: "2024", direction: "up" }];
    const claim = "2022年经营现金流同比下降；2024年经营活动现金流量净额同比增长。";
    const r = measureCorpus([
      { id: "d", ticker: "600519", asOf: "2025-06-30", side: "bull", claim, expect: "true", assertions },
    ]);
    expect(r.truth.misses.flatMap((m) => m.reasons).filter((x) => x.includes("正文与结构化断言不符"))).toEqual([]);
  });
});
