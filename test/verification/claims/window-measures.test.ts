import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { checkAverageRank } from "../../../src/verification/claims/average-rank";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * What analysts say of a window of sessions, read the way the window's own measure is. 600519 as of 2026-04-30
 * (check-sessions.test.ts): close 1384.79, 20-session 振幅 6.67 %, 60-session 18.32 %; the 20 closes before the last
 * 1401.17-1467.50 (so the close is below their lowest), the 5 before 1411.24-1419.00; MA250 1453.44 (乖离 −4.72 %),
 * MA120 1430.56 (−3.20 %); the close at 19.4 % of its 52-week range 1322.01-1645.00.
 */
const mark = (claim: string, ticker = "600519") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a window's amplitude named as 区间振幅 or 最大振幅", () => {
  it("is the window's amplitude", () => {
    expect(mark("茅台20日区间振幅约6.7%。")).toBe("✅");
    expect(mark("茅台近60日最大振幅约18%。")).toBe("✅");
    expect(mark("茅台20日区间振幅约12%。")).toBe("❌");
  });

  it("reads 最大振幅 as the window's range or its largest day's, undecided when neither fits (check-sessions.ts)", () => {
    // 2026-04-24: the largest daily amplitude of the last 20 sessions, 3.23 %.
    expect(mark("茅台近20个交易日最大振幅约3.2%。")).toBe("✅");
    expect(mark("茅台近60日最大振幅超过30%。")).toBe("❔");
    expect(mark("茅台近20个交易日区间振幅约3.2%。")).toBe("❌");
  });
});

describe("the close's place written 52周位置", () => {
  it("is its place in the 52-week range", () => {
    expect(mark("茅台52周位置19%。")).toBe("✅");
    expect(mark("茅台52周位置约60%。")).toBe("❌");
  });
});

describe("a close below the lowest close of the N sessions before it (跌破N日最低收盘)", () => {
  it("holds when the last close is under every one of them", () => {
    expect(mark("茅台收盘跌破前20日最低收盘。")).toBe("✅");
    expect(mark("茅台跌破5日最低收盘价。")).toBe("✅");
  });

  it("fails when it is not", () => {
    expect(mark("茅台收盘突破前20日最高收盘。")).toBe("❌");
  });
});

describe("乖离 from an average named by its span (年线, 半年线)", () => {
  it("is the distance from MA250 or MA120", () => {
    expect(mark("茅台乖离年线约-4.7%。")).toBe("✅");
    expect(mark("茅台偏离半年线约-3%。")).toBe("✅");
    expect(mark("茅台乖离年线超过四成。")).toBe("❌");
  });
});

describe("a window's measure in the clause after the one naming the window", () => {
  // 60 sessions: highest close 1555.00 (2026-02-05), the close 10.95 % below it; no deeper fall inside the window.
  it("reads 现价较区间最高收盘回撤 as the fall from the window's highest close", () => {
    expect(mark("茅台近60个交易日振幅约18%，现价较区间最高收盘回撤约11%。")).toBe("✅");
    expect(mark("茅台近60个交易日振幅约18%，现价较区间最高收盘回撤约20%。")).toBe("❌");
  });

  it("reads a clause opening on 最大回撤 or 振幅 over the window named before", () => {
    expect(mark("茅台近60个交易日振幅约18%，最大回撤约11%。")).toBe("✅");
    expect(mark("茅台近60个交易日振幅约18%，最大回撤约25%。")).toBe("❌");
    expect(mark("茅台近20个交易日下跌约5%，振幅约6.7%。")).toBe("✅");
    expect(mark("茅台近60个交易日上涨约3%，振幅约6.7%。")).toBe("❌");
  });

  it("leaves 最大回撤 after a window that is not a count of sessions undecided (market-same-window.ts)", () => {
    expect(mark("茅台今年以来上涨约0.6%，最大回撤约11%。")).toBe("❔");
    expect(mark("茅台近一年下跌约11.6%，最大回撤约20%。")).toBe("❔");
    expect(mark("茅台今年以来最大回撤约11%。")).toBe("❔");
  });
});

describe("the 52-week high and low written as a pair or over 过去一年", () => {
  // 52 weeks to 2026-04-30: low 1322.01, high 1645.00.
  it("pairs 高低点分别是A和B with the high, then the low", () => {
    expect(mark("茅台52周高低点分别是1645元和1322.01元。")).toBe("✅");
    expect(mark("茅台52周低点和高点分别为1322.01元、1645元。")).toBe("✅");
    expect(mark("茅台52周高低点分别是1645元和1400元。")).toBe("❌");
  });

  it("leaves a pair under another span alone (market-spellings.ts YEAR_SPAN)", () => {
    expect(mark("茅台今年以来的高低点分别是1555元和1322元。")).toBe("❔");
    expect(mark("茅台2021年最高和最低价分别是2627元和1525元。")).toBe("❔");
  });

  it("reads 过去一年最低/最高 in 元 as the 52-week low and high", () => {
    expect(mark("过去一年最低1322.01元、最高1645元。")).toBe("✅");
    expect(mark("过去一年最低1322.01元、最高1700元。")).toBe("❌");
  });
});

describe("the close as a share of its 52-week high (高点的N成)", () => {
  // 1384.79 / 1645.00 = 84.2 %.
  it("holds when the share fits", () => {
    expect(mark("茅台收盘1384.79元，只有52周高点的八成多。")).toBe("✅");
    expect(mark("近一年最高价1645元，股价约为高点的84%。")).toBe("✅");
  });

  it("fails when it does not, the high named in the clause before", () => {
    expect(mark("茅台收盘1384.79元，不到52周高点的八成。")).toBe("❌");
    expect(mark("近一年最高价1645元，已不到高点的八成。")).toBe("❌");
  });

  it("leaves a dated high to its own reading", () => {
    expect(mark("茅台收盘1384.79元，已不到2021年高点的七成。")).toBe("❔");
  });

  it("leaves 上市以来, a high the clause before dates, and another measure's high alone (high-share.ts)", () => {
    expect(mark("茅台股价只有上市以来最高价的六成多。")).toBe("❔");
    expect(mark("茅台2021年2月创下2627元的历史高点，如今股价不到高点的六成。")).toBe("❔");
    expect(mark("五粮液成交量只有高点的三成。", "000858")).toBe("❔");
  });
});

describe("a close written after 次日 (the session after a named day)", () => {
  // 2026-04-22 then 2026-04-23, closing at 1419.00; the last close 1384.79.
  it("is the next session's close, in the same clause or the one after", () => {
    expect(mark("4月22日放量，次日收盘1419元。")).toBe("✅");
    expect(mark("4月22日放量、第二天收于1419元。")).toBe("✅");
  });

  it("fails when that session closed elsewhere, though the last close fits", () => {
    expect(mark("4月22日放量，次日收盘1384.79元。")).toBe("❌");
  });
});

describe("a move since a day named as the extreme's day (自1月29日年内最高收盘X元以来)", () => {
  // 2026-02-05 closed at 1555.00, the year's highest close; 1384.79 is 10.95 % below it.
  it("is the move from that day's close", () => {
    expect(mark("自2月5日年内最高收盘1555元以来下跌约11%。")).toBe("✅");
    expect(mark("自2月5日年内最高收盘1555元以来下跌约5%。")).toBe("❌");
  });
});

describe("one moving average called the highest of the averages (年线42.15元最高)", () => {
  // MA5 1410.53, MA10 1411.13, MA20 1433.56, MA60 1441.22, MA120 1430.56, MA250 1453.44.
  it("holds when it is above every average computed", () => {
    expect(mark("茅台年线1453.44元最高。")).toBe("✅");
  });

  it("fails when another average stands above it", () => {
    expect(mark("茅台20日线1433.56元最高。")).toBe("❌");
  });

  it("is undecided when it is only the highest of the averages the clause names", () => {
    expect(mark("茅台5日线、20日线、60日线中60日线最高。")).toBe("❔");
  });

  it("is undecided when a standard average is not computed (比亚迪 has no MA250); 最低到 is no rank", () => {
    expect(mark("比亚迪5日线最高。", "002594")).toBe("❔");
    expect(mark("比亚迪120日线最低。", "002594")).toBe("❔");
    const facts = sampleFacts("600519", "2026-04-30").market;
    expect(facts ? checkAverageRank("跌破20日线最低到1380元", facts) : null).toEqual([]);
  });
});

// 中国平安 2026-04-30: 年初至今 −13.20 %, 资产负债率 2025 89.81 %.
describe("a move over the year to date (年内) after a financial metric's clause", () => {
  it("is the price's, not the metric's the clause before named", () => {
    expect(mark("负债率89.80%对保险公司是常态，真正的风险是年内已跌约13%。", "601318")).toBe("✅");
    expect(mark("负债率89.80%对保险公司是常态，真正的风险是年内已跌约20%。", "601318")).toBe("❌");
    expect(mark("负债率89.80%对保险公司是常态，年内已涨约13%。", "601318")).toBe("❌");
  });
});

// 中国平安 2026-04-30: 近250个交易日 +17.70 %.
describe("a bare calendar span before a price move (一年涨了17.7%)", () => {
  it("is the price's move over that span, read with the reading after it", () => {
    expect(mark("一年涨了17.7%，获利盘较重，这是利空。", "601318")).toBe("❌");
    // A stance after a reading of its own (获利盘较重) is not read against the move: 未能核验, never a silent ✅.
    expect(mark("一年涨了17.7%，获利盘较重，这是利好。", "601318")).toBe("❔");
    expect(mark("一年涨了30%，获利盘较重。", "601318")).toBe("❌");
  });

  it("is no price window before a move in points, a rate's (茅台 净利率 2024 52.27 % → 2025 50.53 %)", () => {
    expect(mark("净利率已从52.27%掉到50.53%，一年跌了近2个百分点。")).toBe("✅");
    expect(mark("净利率已从52.27%掉到50.53%，一年跌了近5个百分点。")).toBe("❌");
  });

  // 茅台 归母净利润 2024 862.28亿 → 2025 823.20亿 (−4.53 %); 营业总收入 2025 1720亿.
  it("is the carried metric's year after a clause naming a metric, unless the clause names the price", () => {
    expect(mark("贵州茅台2025年归母净利润823亿元，一年跌了约4.5%")).toBe("✅");
    // A size that misses reads as one the span may sum or average (未能确定该数字所指), never as the price.
    expect(mark("贵州茅台2025年归母净利润823亿元，一年跌了约9%")).toBe("❔");
    expect(mark("茅台2025年营收1720亿元，半年跌了不少")).toBe("❔");
    expect(mark("贵州茅台2025年归母净利润823亿元，股价一年跌了约4.5%")).toBe("❌");
  });
});
