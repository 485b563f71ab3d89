import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 贵州茅台 归母净利润 2022 627.16 → 2023 747.34 → 2024 862.28 → 2025 823.20亿元; 宁德时代 营业总收入 2023 4009.17 →
// 2025 4237.02亿元 (+5.68 %).
describe("a base year named by 放到/拿/用/把 … 作(为)基数 (periods.ts)", () => {
  it("is the base of the later year's growth, not the year before it", () => {
    expect(mark("600519", "放到2023年的747.34亿元作基数，2025年利润仍增长约10.2%。")).toBe("✅");
    expect(mark("600519", "放到2023年的747.34亿元作基数，2025年利润仍增长约18%。")).toBe("❌");
    expect(mark("600519", "拿2022年的627.16亿元作基数，2025年归母净利润累计增长约31%。")).toBe("✅");
    expect(mark("300750", "用2023年作基数，2025年营业总收入增长约5.7%。")).toBe("✅");
    expect(mark("300750", "用2023年作基数，2025年营业总收入增长约15%。")).toBe("❌");
  });

  it("a base year the data does not hold leaves the growth undecided", () => {
    expect(mark("600519", "放到2016年作基数，2025年利润增长约150%。")).toBe("❔");
  });
});

// 贵州茅台 总资产 2023 2727.00 → 2024 2989.45 → 2025 3038.35亿元 (2023→2025 +11.42 %, 2024→2025 +1.64 %); none at 2018.
describe("a span from one year-end to another (2023年末到2025年末) (basis-words.ts)", () => {
  it("measures its change from the first year-end, not from the year before the last", () => {
    expect(mark("600519", "2023年末到2025年末，茅台总资产多了11.4%左右。")).toBe("✅");
    expect(mark("600519", "2023年末到2025年末，茅台总资产只多了1.6%左右。")).toBe("❌");
    expect(mark("600519", "2023年底至2025年底，总资产增加约311亿元。")).toBe("✅");
    expect(mark("600519", "2023年底至2025年底，总资产增加约49亿元。")).toBe("❌");
  });

  it("a first year-end the data does not hold leaves the change undecided", () => {
    expect(mark("600519", "2018年末到2025年末，总资产增长约66%。")).toBe("❔");
  });
});
