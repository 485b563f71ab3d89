import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { sizeBasis } from "../../../src/verification/claims/rate-multiples";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("a multiple of the level said of a rate (rate-multiples.ts)", () => {
  it("sizes 腰斩, 翻倍, 过半 in % of the rate, other size words in points", () => {
    const half = { word: "腰斩", percent: { min: 50 }, points: { min: 50 } };
    expect(sizeBasis(half, "ratio").unit).toBe("%");
    expect(sizeBasis({ word: "大幅", percent: { min: 20 }, points: { min: 3 } }, "ratio").exact).toEqual({ min: 3 });
    const c = { percent: -51.83, size: 2.87, sizeUnit: "个百分点" };
    expect(sizeBasis(half, "ratio").sized(c)).toEqual({ percent: -51.83, size: 51.83, sizeUnit: "%" });
    expect(sizeBasis(half, "amount").sized(c)).toBe(c);
  });

  // 比亚迪 销售净利率 2025Q1 5.54 % → 2026Q1 2.67 % (−2.87 pt, −51.8 %); 2024 5.35 % → 2025 4.20 % (−21.5 %);
  // 宁德时代 2024 14.92 % → 2025 18.12 % (+21.4 %).
  it("holds a margin that fell to half its level, not one that fell a fifth, nor a fifth's rise called doubling", () => {
    expect(mark("002594", "比亚迪2026年一季度净利率仅约2.7%，较2025年一季度的5.54%几乎腰斩。")).toBe("✅");
    expect(mark("002594", "比亚迪2026年一季度净利率2.67%，较上年同期的5.54%腰斩。")).toBe("✅");
    expect(mark("002594", "比亚迪2025年净利率4.20%，较2024年的5.35%几乎腰斩。")).toBe("❌");
    expect(mark("300750", "宁德时代2025年净利率18.12%，较2024年的14.92%几乎翻倍。")).toBe("❌");
  });
});
