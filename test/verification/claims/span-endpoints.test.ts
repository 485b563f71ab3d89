import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const checks = (ticker: string, claim: string, asOf: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {});
const mark = (ticker: string, claim: string, asOf: string) => markOf(checks(ticker, claim, asOf));

// 五粮液 营业总收入 2015 216.59亿, 2019 501.18亿; 归母净利润 2016 67.85亿, 2017 96.74亿, 2018 133.84亿 (+38.36 %).
const WULIANGYE = "2020-05-15";

describe("the first figure of a move over a span of years is the span's start", () => {
  it("reads 由约X增至Y over a written range from the range's first year, hedged or not", () => {
    expect(mark("000858", "2015—2019年营收由约217亿元增至501亿元", WULIANGYE)).toBe("✅");
    expect(mark("000858", "2015年到2019年营收从近217亿元增至501亿元", WULIANGYE)).toBe("✅");
    expect(mark("000858", "2015-2019年营收由约250亿元增至501亿元", WULIANGYE)).toBe("❌");
  });
});

describe("a percent change over a span from a named base year", () => {
  it("is the change from the base, not the last year's own growth", () => {
    expect(mark("000858", "归母净利从2016年到2018年只多了约38%", WULIANGYE)).toBe("❌");
    expect(mark("000858", "归母净利从2016年到2018年增长约97%", WULIANGYE)).toBe("✅");
  });
});

describe("a change sized as a fraction of its base", () => {
  // 贵州茅台 经营活动现金流量净额 2023 665.93亿, 2024 924.64亿, 2025 615.22亿.
  it("holds within five points of the fraction, from the base year the clause names", () => {
    expect(mark("600519", "经营现金流615.22亿元，较2024年下降约三分之一", "2026-04-30")).toBe("✅");
    expect(mark("600519", "经营现金流615.22亿元，较2023年的水平下降约三分之一", "2026-04-30")).toBe("❌");
    expect(mark("600519", "经营现金流615.22亿元，较2024年减少了近四分之一", "2026-04-30")).toBe("❌");
  });
});

describe("a sentence's several periods", () => {
  const MOUTAI = "2026-04-30";
  it("reads an item naming a whole year before a quarter's item on the year (-4.5 % is 2025's, +1.5 % 2026Q1's)", () => {
    const reasons = checks("600519", "茅台2025年净利-4.5%、今年一季度+1.5%", MOUTAI).map((c) => c.reason);
    expect(reasons.join("\n")).toContain("“-4.5%”与2025年归母净利润相符");
    expect(mark("600519", "茅台2025年净利-4.5%、今年一季度+1.5%", MOUTAI)).toBe("✅");
    expect(mark("600519", "茅台2025年净利-9.5%、今年一季度+1.5%", MOUTAI)).toBe("❌");
  });

  it("reads 2022年之后 as a window from the year after, the figure being the latest year's", () => {
    // 贵州茅台 经营活动现金流量净额 2022 366.99亿, 2023 665.93亿, 2024 924.64亿, 2025 615.22亿.
    expect(mark("600519", "经营现金流615亿是2022年之后的最低值", MOUTAI)).toBe("✅");
    expect(mark("600519", "经营现金流615亿是2021年之后的最低值", MOUTAI)).toBe("❌");
  });
});

describe("what frames a whole sentence", () => {
  it("reads the clauses after a forecast as the forecast's, unless they name a year or a reported fact", () => {
    const claim = "四季度单季归母净利有望超过230亿元，全年利润冲击720亿元";
    expect(checks("300750", claim, "2025-10-31").every((c) => c.ok === null)).toBe(true);
    expect(mark("300750", "四季度单季归母净利有望超过230亿元，全年利润冲击720亿元", "2025-10-31")).toBe("❔");
    // A clause that names a year of its own is a fact again.
    const fact = checks("600519", "2026年利润有望企稳，2025年归母净利润823亿元", "2026-04-30");
    expect(fact.some((c) => c.ok !== null)).toBe(true);
  });

  it("reads a quarter clause after a bare 环比看 against the quarter before", () => {
    // 宁德时代 归母净利润 2025Q4 231.67亿, 2026Q1 207.38亿 (−24.29亿).
    // The frame names the quarter before, so Q4's 1406亿元 is checked too (sentence-state.ts), not left 环比口径 ❔.
    const claim = "但环比看，一季度营收较Q4的1406亿元回落约8%，归母净利少了约24亿元";
    expect(mark("300750", claim, "2026-04-30")).toBe("✅");
    const reasons = checks("300750", claim, "2026-04-30").map((c) => c.reason);
    expect(reasons.join("\n")).toContain("2025年第四季度→2026年第一季度");
    expect(mark("300750", "环比看，一季度归母净利少了约50亿元", "2026-04-30")).toBe("❌");
  });
});

describe("figures paired with the names listed before them", () => {
  it("pairs 分别 with the last clause naming metrics when a clause naming none stands between", () => {
    // 五粮液 2018: 营业总收入 +32.6 %, 归母净利润 +38.4 %.
    const claim = "营收400.30亿元、归母净利133.84亿元，2018年双双创出新高，增速分别为32.6%和38.4%";
    expect(mark("000858", claim, "2019-10-31")).toBe("✅");
    expect(mark("000858", claim.replace("38.4%", "48.4%"), "2019-10-31")).toBe("❌");
  });

  it("pairs a clause opening with 对应 as 分别", () => {
    // 贵州茅台 2024: 营业总收入 1741.44亿, 归母净利润 862.28亿.
    const claim = "2024年营业总收入、归母净利增速都在15%以上，分别为+15.7%和+15.4%，对应1741.4亿元与862.3亿元";
    expect(mark("600519", claim, "2025-04-30")).toBe("✅");
    expect(mark("600519", claim.replace("1741.4亿元", "1941.4亿元"), "2025-04-30")).toBe("❌");
  });
});

describe("a forecast said without a forecast word", () => {
  it("reads a pace carried on, a figure aimed at and a threshold within reach as forecasts", () => {
    const claim = "前三季度252.4亿元的归母净利比上年同期多赚约18%，照这个节奏，全年突破400亿不难";
    const reasons = checks("002594", claim, "2024-10-31").map((c) => `${c.ok} ${c.reason}`);
    expect(reasons.join("\n")).toContain("null “全年突破400亿不难”是假设、情景或预测");
    expect(reasons.some((r) => r.startsWith("false"))).toBe(false);
  });
});
