import { describe, expect, it } from "vitest";
import { type EvidenceItem, PointOutput } from "../../../src/debate/debate-types";
import type { StatedAssertion } from "../../../src/domain/stated-assertion";
import { verifyPoint } from "../../../src/verification/verify-point";
import { sampleFacts } from "./sample-facts";

/**
 * The prose of a point that states its assertions is checked for agreement with them, and the prose checker's
 * readings give way only where a stated field says the same thing of the same period. 600519 as of 2025-06-30:
 * 归母净利润 2023 747.34亿元 (+19.16 %) → 2024 862.28亿元 (+15.38 %); 2025 一季度 268.47亿元.
 */
const facts = sampleFacts("600519", "2025-06-30");
const E1: EvidenceItem = {
  id: "E1",
  chunkId: "600519-profit",
  text: "贵州茅台(600519) 2024年报 归母净利润 862.28亿元，同比增长15.38%；2023年归母净利润747.34亿元，同比增长19.16%",
  category: "growth",
  dimension: "earnings",
  period: "2024-12-31",
  publicDate: "2025-04-03",
  source: "东方财富F10",
  sourceUrl: null,
  figures: [{ label: "归母净利润", value: 86228146421.62, unit: "元" }],
};
const pack = new Map([["E1", E1]]);
const ctx = { tickerFigures: [], years: new Set([2023, 2024, 2025]), facts };
const verify = (claim: string, assertions: StatedAssertion[]) =>
  verifyPoint(
    PointOutput.parse({ claim, evidence: [{ id: "E1", quote: "归母净利润 862.28亿元" }], confidence: 0.7, assertions }),
    pack,
    ctx,
  );
const value: StatedAssertion = { metric: "归母净利润", period: "2024", value: 862.28, unit: "亿元" };
const failed = (v: ReturnType<typeof verify>, kind: string) =>
  v.checks?.filter((c) => c.kind === kind && c.ok !== true);

describe("what the stated data supersedes", () => {
  it("keeps the prose's direction check where the model stated a value only", () => {
    for (const claim of ["2024年归母净利润862.28亿元，同比下降", "2024年归母净利润862.28亿元，同比大幅下滑"]) {
      const v = verify(claim, [value]);
      expect(v.status, claim).toBe("doubtful");
      expect(failed(v, "direction")?.length, claim).toBeGreaterThan(0);
    }
    expect(verify("2024年归母净利润862.28亿元，同比持平", [value]).status).not.toBe("verified");
  });

  it("keeps the prose's check of a percentage where the model stated only an amount", () => {
    // 19.16 % was 2023's growth; 2024's was 15.38 %.
    const v = verify("2024年归母净利润862.28亿元，同比增长19.16%", [value]);
    expect(v.status).toBe("doubtful");
    expect(v.checks?.some((c) => c.ok === false && c.reason.includes("19.16%"))).toBe(true);
  });

  it("keeps the prose's size word where the model stated a direction but no size", () => {
    const v = verify("2024年归母净利润同比大幅增长", [{ metric: "归母净利润", period: "2024", direction: "up" }]);
    expect(v.status).toBe("doubtful");
    expect(failed(v, "magnitude")?.length).toBeGreaterThan(0);
  });

  it("still lets a stated change speak for the prose's direction and figure", () => {
    const change: StatedAssertion = { ...value, change: { kind: "pct", value: 15.38 } };
    const v = verify("2024年归母净利润862.28亿元，同比增长15.38%", [change]);
    expect(v.status, v.reasons.join("；")).toBe("verified");
  });
});

describe("the prose's period against the stated period", () => {
  it("is ❌ when the prose gives a stated figure to another year or quarter", () => {
    for (const claim of ["2023年归母净利润862.28亿元", "2025年一季度归母净利润862.28亿元"]) {
      const v = verify(claim, [value]);
      expect(v.status, claim).toBe("doubtful");
      expect(
        v.reasons.some((r) => r.startsWith("正文与结构化断言不符") && r.includes("2024年")),
        claim,
      ).toBe(true);
    }
  });

  it("takes the stored base level only where the prose places it at the base", () => {
    const change: StatedAssertion = { metric: "归母净利润", period: "2024", change: { kind: "pct", value: 15.38 } };
    expect(verify("2024年归母净利润同比增长15.38%，2024年为747.34亿元", [change]).status).toBe("doubtful");
    const v = verify("归母净利润由2023年的747.34亿元增至2024年的862.28亿元，增长15.38%", [
      { ...change, value: 862.28, unit: "亿元" },
    ]);
    expect(v.status, v.reasons.join("；")).toBe("verified");
  });

  it("leaves a clause that names no period to the prose checker, the stated item still checked on its own", () => {
    const v = verify("同比增长15.38%，盈利稳健", [{ ...value, change: { kind: "pct", value: 15.38 } }]);
    expect(
      v.reasons.some((r) => r.includes("正文与结构化断言不符")),
      v.reasons.join("；"),
    ).toBe(false);
    expect(v.checks?.some((c) => c.kind === "stated" && c.ok === true)).toBe(true);
    // The prose shows another rate (19.16 %, 2023's) in a clause naming neither metric nor year: never ✅.
    const stale = verify("同比增长19.16%，盈利稳健", [{ ...value, change: { kind: "pct", value: 15.38 } }]);
    expect(stale.status, stale.reasons.join("；")).not.toBe("verified");
  });
});

describe("a clause dated by the stated period's end", () => {
  it("speaks of that period: a balance as of a quarter's end is the quarter's report", () => {
    const q1: StatedAssertion = { metric: "归母净利润", period: "2025Q1", value: 268.47, unit: "亿元" };
    const v = verify("归母净利润268.47亿元（截至2025-03-31）", [q1]);
    expect(
      v.reasons.some((r) => r.startsWith("正文与结构化断言不符")),
      v.reasons.join("；"),
    ).toBe(false);
  });
});

describe("a stated figure of the base year shown at the base", () => {
  it("is that year's, not a period mismatch", () => {
    const v = verify("2024年归母净利润较2023年的747.34亿元增长15.38%", [
      { metric: "归母净利润", period: "2023", value: 747.34, unit: "亿元" },
      { metric: "归母净利润", period: "2024", change: { kind: "pct", value: 15.38 } },
    ]);
    expect(
      v.reasons.some((r) => r.includes("所说的期间")),
      v.reasons.join("；"),
    ).toBe(false);
  });
});

describe("a figure held to what was stated of its own metric", () => {
  const revenue: StatedAssertion = { metric: "营业总收入", period: "2024", value: 1741.44, unit: "亿元" };

  it("decides a bound against the stated value", () => {
    for (const claim of ["2024年归母净利润突破890亿元", "2024年归母净利润达到880亿元"])
      expect(verify(claim, [value]).status, claim).toBe("doubtful");
    expect(verify("2024年归母净利润突破850亿元", [value]).status).not.toBe("doubtful");
  });

  it("holds a clause's second metric to its own stated value, not the first's", () => {
    const v = verify("2024年归母净利润862.28亿元、营业总收入1708.99亿元", [value, revenue]);
    expect(v.status, v.reasons.join("；")).toBe("doubtful");
    expect(v.reasons.some((r) => r.includes("正文与结构化断言不符") && r.includes("1708.99"))).toBe(true);
  });
});
