import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a fall verb before a pace word compares the falls", () => {
  // 比亚迪 2026Q1 归母净利润 -55.38 %, 营业总收入 -11.82 %.
  it("reads 失血远快于 and 下滑明显快于 as the deeper fall", () => {
    expect(mark("002594", "一季度营收同比下降约11.8%，利润缩水远快于营收。")).toBe("✅");
    expect(mark("002594", "一季度营收同比下降约11.8%，利润下滑慢于营收。")).toBe("❌");
  });
});

describe("a clause that opens with a size and a pace order", () => {
  // 贵州茅台 2026Q1 归母净利润 +1.47 %: 明显 sizes the order with peers, not the profit's change.
  it("sizes the order, which a peer outside the data leaves undecided", () => {
    expect(mark("600519", "一季度归母净利润同比增长1.47%，明显快于洋河和古井同期。")).toBe("❔");
  });
});

describe("a ceiling not reached, after the figure", () => {
  // 贵州茅台 PE(TTM) 2026-04-30 about 21.
  it("bounds the figure below (连25倍都不到), and fails one already passed", () => {
    expect(mark("600519", "市盈率约21倍，连25倍都不到。")).toBe("✅");
    expect(mark("600519", "市盈率约21倍，20倍还不到。")).toBe("❌");
  });
});

describe("the cash paid out as dividends", () => {
  // 贵州茅台 经营活动现金流量净额 2025 615.22亿; the dividends' total is no stored series.
  it("is undecided, not failed as the cash flow named after it", () => {
    expect(mark("600519", "2025年经营现金流615.22亿，当年现金分红约672亿，比经营现金流还多。")).toBe("❔");
    expect(mark("600519", "2025年经营现金流615.22亿，当年现金流约672亿。")).toBe("❌");
  });
});

describe("a clause naming the year before as its base", () => {
  // 招商银行 营业总收入 2022 3447.83亿, 2024 3374.88亿, 2025 3375.32亿 (+0.01 % on the year, -2.10 % on 2022).
  it("moves from that year, not from the base its sentence named", () => {
    expect(mark("600036", "收入自2022年的高点一路下滑，2025年3375.32亿，和上年基本持平。")).toBe("✅");
    expect(mark("600036", "收入自2022年的高点一路下滑，2025年3375.32亿，较2022年基本持平。")).toBe("❌");
  });
});

describe("growth's engine said to have stopped", () => {
  // 招商银行 营业总收入 2025 +0.01 %; 宁德时代 +17.04 %.
  it("is a stall, sized on the latest year", () => {
    expect(mark("600036", "2025年营收同比+0.01%，增长引擎已经熄火。")).toBe("✅");
    expect(mark("300750", "2025年营收同比+17.04%，增长引擎已经熄火。")).toBe("❌");
  });
});

describe("another quarter's fall as the base of a rate's change", () => {
  // 比亚迪 营业总收入 single quarters: 2025Q3 -3.05 %, 2025Q4 -13.52 % on the year.
  it("widening is the growth rate falling, narrowing its rising", () => {
    expect(mark("002594", "2025年四季度单季营收同比下降约13.5%，较三季度约3%的降幅进一步扩大。")).toBe("✅");
    expect(mark("002594", "2025年四季度单季营收同比下降约13.5%，较三季度约3%的降幅有所收窄。")).toBe("❌");
  });
});

describe("hearsay from the channel and actions a company plans", () => {
  it("are undecided, never a silent ✅", () => {
    expect(mark("000858", "据草根调研，五粮液二季度将主动控量稳价。")).toBe("❔");
    expect(mark("002594", "比亚迪计划年内推出两款高端车型。")).toBe("❔");
    expect(mark("600519", "经销商反馈茅台将在下半年提价。")).toBe("❔");
  });

  it("leave a plan in a notice to the event check, and a figure beside a plan checked", () => {
    // 贵州茅台 归母净利润 2025 823.20亿; a claimed 900亿 fails whatever the plan beside it.
    expect(mark("600519", "2025年归母净利润900亿元，公司计划提价以稳住利润。")).toBe("❌");
  });
});

describe("what the stored series do not hold: state funds' trades, channel stock", () => {
  // 中国平安 商誉 2024 435.39亿 → 2025 381.30亿.
  it("leaves the clause undecided and the figures beside it checked", () => {
    expect(mark("601318", "商誉由435.39亿降至381.30亿，少了约54亿。")).toBe("✅");
    expect(mark("600028", "2024年末以来股价下跌，社保基金一直在卖。")).toBe("❔");
    expect(mark("600519", "存货和现金一增一减，经销商渠道可能在压货。")).toBe("❔");
  });
});
