import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const checks = (ticker: string, claim: string, asOf: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {});
const mark = (ticker: string, claim: string, asOf: string) => markOf(checks(ticker, claim, asOf));
const reasons = (ticker: string, claim: string, asOf: string) =>
  checks(ticker, claim, asOf)
    .map((c) => c.reason)
    .join("；");

describe("recency words and the years a window names", () => {
  it("a window ending in a year published by asOf that the data does not hold is 无该期数据, not stale", () => {
    // 贵州茅台 stores no 2025 基本每股收益 (no reference file prints it); FY2025 is published by 2026-04-30.
    const claim = "近三年（2023-2025）基本每股收益都在50元以上";
    expect(mark("600519", claim, "2026-04-30")).toBe("❔");
    expect(reasons("600519", claim, "2026-04-30")).toContain("无该期数据");
    // Its 2025 销售毛利率 is stored (91.18 %, Tushare), so the same window of it is checked.
    expect(mark("600519", "近三年（2023-2025）毛利率都在91%以上", "2026-04-30")).toBe("✅");
  });

  it("a window that misses the latest published year is still stale", () => {
    expect(mark("600519", "近三年（2022-2024）营收持续增长", "2026-04-30")).toBe("❌");
  });

  it("one year named inside a window of several is one of its years, not the window", () => {
    // 比亚迪 归母净利润 2021-2024 rose every year, 2025 fell 19 %.
    expect(mark("002594", "2025年是近五年里唯一一年归母净利润下滑的年份", "2026-04-30")).not.toBe("❌");
  });

  it("近N年每年/逐年 reads every step inside the window", () => {
    // 贵州茅台 经营现金流 2021 640.29亿 → 2022 366.99亿: not a rise every year; 归母净利润 rose every year 2020-2024.
    expect(mark("600519", "经营现金流近五年每年都在增加", "2025-05-16")).toBe("❌");
    expect(mark("600519", "归母净利润过去五年逐年增长", "2025-05-16")).toBe("✅");
  });
});

describe("relative fiscal years", () => {
  it("最近一个(完整)财年 / 最新财年 is the last annual report public by asOf", async () => {
    const { resolveRelativeYears } = await import("../../../src/verification/claims/period-relative");
    expect(resolveRelativeYears("最近一个完整财年营收、最新财年利润、上一个完整财年", "2026-03-01")).toBe(
      "2024年营收、2024年利润、2024年",
    );
    // 贵州茅台 2025 归母净利润 823.20亿元 (published by 2026-04-30).
    expect(mark("600519", "最近一个财年归母净利润823.20亿元", "2026-06-30")).toBe("✅");
  });
});

describe("a multiple of the last close the writer derives", () => {
  it("may be one unit of its last digit off the static PE of the last close, not more", () => {
    // 宁德时代 2026-04-30: 静态PE of the close over 2025's 归母净利润 27.53倍, PE(TTM) 25.17倍.
    const recency = (claim: string) =>
      checks("300750", claim, "2026-04-30")
        .filter((c) => c.kind === "recency")
        .map((c) => c.ok);
    expect(recency("当前静态PE约27倍")).toEqual([true]);
    expect(recency("当前静态PE约29倍")).toEqual([false]);
  });
});

describe("a sum over a recency window", () => {
  it("is no level of its newest year: 近三年…合计 is not stale for not being the last year's", () => {
    // 中国平安 归母净利润 2023 856.65, 2024 1266.07, 2025 1347.78亿元; no 2025 level of 3470亿元 is claimed.
    const claim = "近三年净利润合计约3470亿元，分配股利及付息现金2025年771.46亿，较上年增3.3%。";
    expect(mark("601318", claim, "2026-04-30")).not.toBe("❌");
    expect(mark("601318", "近三年归母净利润约1247.78亿元。", "2026-04-30")).toBe("❌");
  });
});
