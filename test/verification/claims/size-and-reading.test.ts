import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { sampleFacts } from "./sample-facts";

/** Size words that overstate a small change fail the size check (601318: 2025 营业总收入 +2.10 %). */
const magnitude = (claim: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("601318", "2026-04-30"))
    .filter((c) => c.kind === "magnitude")
    .map((c) => c.ok);

describe("overstatement of a small change", () => {
  it("爆发 needs a large change, 稳健增长 a real pace", () => {
    expect(magnitude("2025年营业总收入同比增长2.1%，收入端已经全面爆发")).toEqual([false]);
    expect(magnitude("2025年营业总收入实现稳健增长")).toEqual([true]);
  });

  it("a pace word that says 增长 checks the way too (002594: 2026 Q1 营收 −11.82 %, 2025 +3.46 %)", () => {
    const checks = (claim: string) =>
      checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("002594", "2026-04-30"));
    expect(checks("比亚迪一季度营收稳步增长").every((c) => c.ok)).toBe(false);
    expect(checks("比亚迪2025年营收稳步增长").every((c) => c.ok)).toBe(true);
  });
});

describe("one fact is not read both ways", () => {
  // 600519: 2025 经营活动现金流量净额 −33.46 %.
  const polarity = (claim: string) =>
    checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("600519", "2026-04-30"))
      .filter((c) => c.kind === "polarity")
      .map((c) => c.ok);

  it("an adverse fact called good news fails, unless the point names a favourable one too or denies it", () => {
    expect(polarity("2025年经营现金流同比下降33%，说明公司在加大对渠道的支持，这是积极信号")).toEqual([false]);
    expect(polarity("2025年经营现金流同比下降33%，这并不是积极信号")).toEqual([]);
    expect(polarity("2025年经营现金流同比下降33%，但归母净利润同比增长，这是积极信号")).toEqual([]);
  });
});

describe("a price reading has a side of its own in a point's polarity", () => {
  // 000858 as of 2026-04-30: close 97.08, averages in bear order, RSI(14) 28.39.
  const polarity = (claim: string, side: "bull" | "bear") =>
    checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("000858", "2026-04-30"), {
      side,
    })
      .filter((c) => c.kind === "polarity")
      .map((c) => c.ok);

  it("a bear point naming 超卖 beside a broken line and a bear order keeps its side", () => {
    expect(polarity("股价跌破100元关口，RSI(14)28.4，已在超卖区，均线空头排列", "bear")).toEqual([true]);
    expect(polarity("RSI(14)28.4，已在超卖区", "bear")).toEqual([false]);
  });
});
