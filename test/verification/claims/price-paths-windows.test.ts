import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * From src/sample/sample-data.json, as of 2026-04-30: 600519 closes at 1384.79 (5 sessions before 1419.00, 52-week
 * low 1322.01, 60-session highest close 1555.00, 10.95 % above the close); 600036 at 38.27 (60 sessions before 38.10,
 * 52-week range 37.31-48.55); 000858 at 97.08 (60-session highest close 110.77 on 2026-01-29).
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a path of the price written with 由, or opening the clause on its start", () => {
  it("checks both ends as 从 does", () => {
    expect(mark("600519", "最近5个交易日由1419元跌到1384.79元，跌了2.41%。")).toBe("✅");
    expect(mark("600519", "最近5个交易日由1419元跌到1384.79元，跌了4.41%。")).toBe("❌");
    expect(mark("600036", "过去60个交易日由38.1元涨到38.27元。")).toBe("✅");
    expect(mark("600519", "近20个交易日由1359.44元涨到1384.79元。")).not.toBe("✅");
  });
});

describe("the price now as spoken (块, 出头, 多)", () => {
  it("is the close cut to the yuan shown", () => {
    expect(mark("600519", "茅台都跌到1384块了。")).toBe("✅");
    expect(mark("600519", "茅台都跌到1300块了。")).toBe("❌");
    expect(mark("600036", "招行现在38块多。")).toBe("✅");
    expect(mark("600036", "招行现在37块多。")).toBe("❌");
    expect(mark("600036", "招行现在39块出头。")).toBe("❌");
  });

  it("is the close when the now-word says what is left of it (只剩, 仅, 还有, 现报)", () => {
    expect(mark("600036", "招行如今只剩38.27元。")).toBe("✅");
    expect(mark("600519", "茅台眼下仅1384.79元了。")).toBe("✅");
    expect(mark("600519", "快讯：茅台现报1384.79元。")).toBe("✅");
    expect(mark("000858", "五粮液现在股价只剩92元。")).toBe("❌");
    // a level reached at an extreme is no close now
    expect(mark("600519", "茅台现在最高只剩1300元。")).not.toBe("❌");
  });

  it("is the close when a price stands alone after a clause on the price (…，436块)", () => {
    expect(mark("600036", "招行今年跌了9%，38块多。")).toBe("✅");
    expect(mark("600519", "茅台近5日跌了2.4%，1500块了。")).toBe("❌");
    // Alone with no price clause before it, a price is not read as the close.
    expect(mark("600519", "营收稳健，1500块。")).not.toBe("❌");
  });

  it("is no price when a per-share figure is spoken of (EPS, 每股分红)", () => {
    expect(mark("600036", "招行EPS已涨到5块。")).not.toBe("❌");
    expect(mark("600519", "茅台每股分红跌到30块了。")).not.toBe("❌");
  });
});

describe("a drawdown from the highest close of a window of sessions", () => {
  it("reads the window written after 自 and the high named 最高收盘价", () => {
    expect(mark("600519", "自近60日最高收盘价回撤约10.9%。")).toBe("✅");
    expect(mark("600519", "自近60日最高收盘价回撤约5%。")).toBe("❌");
    expect(mark("600519", "从近60日收盘最高价回撤约10.9%。")).toBe("✅");
  });

  it("reads 区间 after a contrast word, and an adverb before the verb, as the window before", () => {
    expect(mark("600519", "60个交易日累计仍涨3.11%，可自区间收盘高点已回撤近11%。")).toBe("✅");
    expect(mark("600519", "60个交易日累计仍涨3.11%，可自区间收盘高点已回撤近6%。")).toBe("❌");
  });

  it("starts this year's path (今年从42块跌到38块多) at the last close of the year before if it shows it", () => {
    // 600036 closed 2025 at 42.10: the year to date is −9.10 %, not the move from a January session near 42.
    expect(mark("600036", "招行今年从42块跌到38块多，跌了约9%。")).toBe("✅");
    expect(mark("600036", "招行今年从42块跌到38块多，跌了约8%。")).toBe("❌");
    expect(mark("600519", "茅台今年从1377涨到1384.79，涨了约0.5%。")).toBe("✅");
  });

  it("reads 收盘距阶段高点 after a window as the close's drawdown from that window's highest close", () => {
    expect(mark("600519", "近60个交易日振幅约18%，收盘距阶段高点回撤约11%。")).toBe("✅");
    expect(mark("600519", "近60个交易日振幅约18%，收盘距阶段高点回撤约5%。")).toBe("❌");
    // With no window before, the phase's high is not known.
    expect(mark("600519", "收盘距阶段高点回撤约11%。")).toBe("❔");
  });

  it("reads the window's highest close given as a figure, and a fall 自那以后 as the drawdown from it", () => {
    expect(mark("000858", "近60个交易日收盘最高110.77元，自那以后回撤约12.4%。")).toBe("✅");
    expect(mark("000858", "近60个交易日收盘最高110.77元，自那以后回撤约6%。")).toBe("❌");
    expect(mark("600519", "近60个交易日最高收盘价1655元，此后回落约10.9%。")).toBe("❌");
  });
});

describe("where the close stands in its 52-week range", () => {
  it("reads 站在/处于 the high or the low 附近 as near it, never a past nearness", () => {
    expect(mark("600036", "已经站在52周低点附近。")).toBe("✅");
    expect(mark("600036", "已经站在52周高点附近。")).toBe("❌");
    expect(mark("600519", "股价处于52周高点附近。")).toBe("❌");
    expect(mark("600519", "股价一度来到52周高点附近。")).not.toBe("❌");
  });

  it("reads 距那里 as the distance from the one end named before", () => {
    expect(mark("600519", "52周低点1322元，现价1384.79元距那里约4.75%。")).toBe("✅");
    expect(mark("600519", "52周低点1322元，现价1384.79元距那里约8%。")).toBe("❌");
  });
});
