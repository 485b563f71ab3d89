import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { yearDenialsAsRuns } from "../../../src/verification/claims/year-denials";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/**
 * A denied move ("并未扩张", "谈不上下滑", "几乎没有增长") says the value did not move that way by enough to count:
 * it holds on a move the other way or a negligible one; a move too small to be steady growth is a judgement (❔); a
 * real one (+1.2 % and more) makes the denial wrong.
 */
describe("a denied move", () => {
  it("比亚迪 归母净利润 2025 −19 %: 并没有增长 holds, 并没有下降 does not", () => {
    expect(mark("002594", "2025年归母净利润并没有增长")).toBe("✅");
    expect(mark("002594", "2025年归母净利润并没有下降")).toBe("❌");
  });

  it("宁德时代 销售净利率 26Q1 +0.06 个百分点: 并未提升 is a judgement of whether so little counts", () => {
    expect(mark("300750", "2026年一季度销售净利率同比并未提升")).toBe("❔");
  });

  it("招商银行 营业总收入 2021→2025 +1.9 %: 几乎没有增长 holds as a stall, 没有增长 does not", () => {
    expect(mark("600036", "2021-2025年营业总收入几乎没有增长")).toBe("✅");
    expect(mark("600036", "2021-2025年营业总收入没有增长")).toBe("❌");
  });

  it("a denial denied asserts the move: 比亚迪 营业总收入 2025 +3.5 % 并非没有增长", () => {
    expect(mark("002594", "2025年营业总收入并非没有增长")).toBe("✅");
    expect(mark("002594", "2025年归母净利润不是没有增长")).toBe("❌");
  });
});

/** After a growth word, a word that it ended or turned: the growth slowed, not rose. */
describe("growth said to be over or turned", () => {
  it("贵州茅台 归母净利润 2025 −4.5 %: 增长已成过去式, 增长曲线拐头 hold", () => {
    expect(mark("600519", "2025年归母净利润的增长已成过去式")).toBe("✅");
    expect(mark("600519", "归母净利润的增长曲线在2025年拐头")).toBe("✅");
  });

  it("比亚迪 营业总收入 2022 +96 % after +38 %: 增长曲线拐头 does not hold, 拐头向上 is a rise", () => {
    expect(mark("002594", "营业总收入的增长曲线在2022年拐头")).toBe("❌");
    expect(mark("002594", "营业总收入的增长曲线在2022年拐头向上")).toBe("✅");
  });
});

describe("a move denied year by year (未有一年, 没有一年)", () => {
  // 五粮液 ROE 2015 14.93 % → 2019 25.26 %, up every year.
  it("holds when no year moved that way", () => {
    expect(mark("000858", "ROE由2015年的14.93%逐年抬升至2019年的25.26%，五年未有一年回落。", "2020-05-15")).toBe("✅");
    expect(mark("000858", "2015至2019年ROE未有一年提升。", "2020-05-15")).toBe("❌");
    // 贵州茅台 归母净利润 rose every year 2019-2024 and fell in 2025 (−4.53 %); 中国平安's fell in 2022: each year is read.
    expect(mark("600519", "2019-2024年茅台归母净利润未有一年出现下滑。")).toBe("✅");
    expect(mark("600519", "贵州茅台2019-2025年归母净利润未有一年下滑。")).toBe("❌");
    expect(mark("601318", "中国平安2021-2025年归母净利润没有一年下滑。")).toBe("❌");
  });
});

describe("a move that never happened over a span (从未, 从没), and a run a later year broke (直到…才)", () => {
  // 贵州茅台 营业总收入 rose every year 2019-2024 and fell in 2025 (−1.20 %); 比亚迪 归母净利润 fell in 2025 (−19 %).
  it("从未 is no year of the span, each year read, not only the two ends", () => {
    expect(mark("600519", "2019-2024年茅台营收从未下滑。")).toBe("✅");
    expect(mark("600519", "2019-2025年茅台营收从未下滑。")).toBe("❌");
    expect(mark("002594", "2021-2025年比亚迪归母净利润从未下滑。")).toBe("❌");
    expect(mark("600519", "2019年以来茅台营收从未出现下滑。")).toBe("❌");
  });

  it("a window opened by 以来 ends the year before the one 直到 names", () => {
    expect(mark("600519", "2019年以来茅台归母净利润从未出现过下滑，直到2025年才首次回落。")).toBe("✅");
    expect(mark("600519", "2019年以来茅台营收一路走高，直到2025年才出现下滑。")).toBe("✅");
    expect(mark("600519", "2019年以来茅台营收一路走高，直到2024年才出现下滑。")).toBe("❌");
  });
});

describe("a run denied (未能延续, 未能保持)", () => {
  // 贵州茅台 营业总收入 2025 −1.20 %, 归母净利润 2024 +15.4 %.
  it("is the move denied", () => {
    expect(mark("600519", "2025年茅台营收未能延续增长，同比小幅下滑1.2%。")).toBe("✅");
    expect(mark("600519", "2025年茅台营收未能延续此前的增长。")).toBe("✅");
    expect(mark("600519", "2024年归母净利润未能保持增长。")).toBe("❌");
  });
});

describe("what 从未 and 直到 do not reach", () => {
  it("a denied size or pace is no year-by-year run; 直到 closes only a run", () => {
    // 贵州茅台 营业总收入 rose every year 2019-2024 and fell in 2025; 归母净利润 never fell by 10 % or more.
    expect(mark("600519", "2019年以来茅台营收一路走高，直到2025年才出现下滑。")).toBe("✅");
    expect(yearDenialsAsRuns("2019年以来营收累计增长93.6%，直到2025年才首次下滑。")).toBe(
      "2019年以来营收累计增长93.6%，直到2025年才首次下滑。",
    );
    expect(yearDenialsAsRuns("净利润从未下滑超过10%")).toBe("净利润从未下滑超过10%");
    expect(yearDenialsAsRuns("2019年以来营收从未下滑，直到2025年才首次回落")).toBe(
      "2019-2024年营收逐年增长，直到2025年才首次回落",
    );
  });
});
