import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { pronounYears } from "../../../src/verification/claims/pronoun-years";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("它 compared with, after a clause naming a metric and another year (2025年的…比它低约2.1%)", () => {
  // 600036 营业总收入 2022 3447.83亿, 2025 3375.32亿 (−2.10 %); 600519 归母净利润 2021 524.60亿, 2025 823.20亿.
  it("is that year's figure: the gap is a change from it", () => {
    expect(mark("600036", "营收高点仍是2022年的3447.83亿元，2025年的3375.32亿元比它低约2.1%。")).toBe("✅");
    expect(mark("600036", "营收高点仍是2022年的3447.83亿元，2025年的3375.32亿元比它低约8%。")).toBe("❌");
    expect(mark("600519", "2021年归母净利润524.60亿元，2025年的823.20亿元比它高出约57%。")).toBe("✅");
    expect(mark("600519", "2021年归母净利润524.60亿元，2025年的823.20亿元比它低约10%。")).toBe("❌");
  });

  it("stays 它 when the clause names a metric, no year of its own, or the one before names several years", () => {
    expect(pronounYears(["2022年营收3447.83亿元", "2025年净利润比它低"])).toEqual([
      "2022年营收3447.83亿元",
      "2025年净利润比它低",
    ]);
    expect(pronounYears(["52周最高7.64元", "现价比它低约26%"])).toEqual(["52周最高7.64元", "现价比它低约26%"]);
    expect(pronounYears(["2021、2022年营收", "2025年比它低"])).toEqual(["2021、2022年营收", "2025年比它低"]);
  });
});

describe("之/其 before 上年 is the year before, not the figure before", () => {
  it("较之上年 compares with the year before the one judged", () => {
    // 贵州茅台 营业总收入 2024 1741.44亿元, 2025 1720.54亿元 (-1.20 %).
    expect(mark("600519", "2022年营业总收入1275.54亿元，2025年较之上年下降约1.2%。")).toBe("✅");
  });
});

// 中国石化 归母净利润 2021 712.08亿元 (the highest of 2019-2024) → 2024 503.13亿元 (-29.3 %).
describe("其 after a clause measuring its figure against a window of years (是2019至2024年的最高)", () => {
  it("is the year of the figure, not a year of the window", () => {
    expect(pronounYears(["2021年归母净利712.08亿元是2019至2024年的最高", "2024年已较其缩水约29%"])[1]).toBe(
      "2024年已较2021年缩水约29%",
    );
    expect(mark("600028", "2021年归母净利712.08亿元是2019至2024年的最高，2024年已较其缩水约29%。")).toBe("✅");
    expect(mark("600028", "2021年归母净利712.08亿元是2019至2024年的最高，2024年已较其缩水约40%。")).toBe("❌");
  });

  it("still leaves two years of figures before it unread (no one figure is 其)", () => {
    expect(pronounYears(["2021年712.08亿元、2022年670.82亿元", "2024年较其缩水约29%"])[1]).toBe("2024年较其缩水约29%");
  });
});
