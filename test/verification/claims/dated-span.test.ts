import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * By hand from src/sample/sample-data.json's closes: 601318 closed at 74.32 on 2026-01-06 and 56.33 on 2026-03-30
 * (-24.2 %); 600028 rose 10.06 % on 2026-03-02 and 9.99 % on 03-03, closing at 7.82, and closed at 5.39 on 04-30
 * (-31.1 % from 03-03).
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a move between two dated closes", () => {
  it("reads a span of two days written out from the first close to the second", () => {
    expect(mark("601318", "1月6日至3月30日累计下跌约24%。")).toBe("✅");
    expect(mark("601318", "1月6日至3月30日累计下跌约30%。")).toBe("❌");
  });

  it("reads a span's size after two dated closes over the days they name, not as the last day's move", () => {
    expect(mark("601318", "平安1月6日收在74.32元，3月30日跌到56.33元，区间跌幅约24%。")).toBe("✅");
    expect(mark("601318", "平安1月6日收在74.32元，3月30日跌到56.33元，期间累计下跌约35%。")).toBe("❌");
  });

  it("runs a span from the earlier dated close to the later, whichever extreme is named first", () => {
    // 600519: closing low 1323.69 (2026-01-28), closing high 1555.00 (2026-02-05): +17.47 %. 600028: 7.82 (03-03)
    // to 5.34 (04-27): -31.7 %.
    const high = "年内收盘最高1555元（2月5日），最低1323.69元（1月28日），";
    expect(mark("600519", `${high}其间反弹逾17%。`)).toBe("✅");
    expect(mark("600519", `${high}其间反弹逾25%。`)).toBe("❌");
    expect(mark("600519", "今年收盘价最低1323.69元（1月28日），最高1555元（2月5日），期间上涨约17.5%。")).toBe("✅");
    expect(mark("600028", "年内收盘最高7.82元（3月3日），最低5.34元（4月27日），其间回撤约32%。")).toBe("✅");
    expect(mark("600028", "年内收盘最高7.82元（3月3日），最低5.34元（4月27日），其间回撤约12%。")).toBe("❌");
  });

  it("reads a day's move to a price as that day's close", () => {
    expect(mark("601318", "平安股价3月30日跌到56.33元。")).toBe("✅");
    expect(mark("601318", "平安股价3月30日跌到52.1元。")).toBe("❌");
    // 55.84 was the session's low: a move may end intraday, so a price inside the day's range is not failed.
    expect(mark("601318", "平安股价3月30日跌到55.84元。")).toBe("❔");
  });

  it("reads a day's sized move then where it ended (涨9.99%冲到…) as that day's close, not the last", () => {
    expect(mark("600028", "3月3日放量涨9.99%冲到7.82元。")).toBe("✅");
    expect(mark("600028", "3月3日放量涨9.99%冲到8.5元。")).toBe("❌");
    // A move sized with no day named before it stays the last close's.
    expect(mark("600028", "股价跌了约1%收于5.39元。")).not.toBe("❌");
  });

  it("leaves a size of something else over the span (成交量, 区间最大涨幅) 未能核验, not the close-to-close move", () => {
    expect(mark("601318", "1月6日至3月30日成交量累计下降约50%。")).toBe("❔");
    expect(mark("601318", "1月6日至3月30日区间最大涨幅约10%。")).toBe("❔");
  });

  it("reads a drawdown 至今 from the day named before as the move since that close", () => {
    expect(mark("600028", "3月3日收于7.82元的阶段高点后震荡回落，至今回撤约31%。")).toBe("✅");
    expect(mark("600028", "3月3日收于7.82元后震荡回落，至今回撤约45%。")).toBe("❌");
  });

  it("reads a move 此后 from the day named before, not over the window the clause before named", () => {
    expect(mark("600028", "中石化3月3日收盘7.82元为年内最高，此后不到两个月跌去约31%。")).toBe("✅");
    expect(mark("600028", "中石化3月3日收盘7.82元为年内最高，此后不到两个月跌去约13%。")).toBe("❌");
  });

  it("ends a run of sessions at the last day named before it", () => {
    expect(mark("600028", "3月2日、3日连续两日涨停。")).toBe("✅");
  });
});

describe("a move from a month's high or low, or from a range's extreme", () => {
  it("measures from the highest close of the month named to the last close", () => {
    // 601318 closed highest in September 2019 at 92.34 (2019-09-12); 85.46 on 2019-12-31 is 7.45 % below.
    expect(mark("601318", "年末收85.46元，较9月高点回落约7%。", "2019-12-31")).toBe("✅");
    expect(mark("601318", "年末收85.46元，较9月高点回落已超过一成五。", "2019-12-31")).toBe("❌");
  });

  it("reads a path from the 52-week low named before its figure, and its size in multiples", () => {
    // 300750: 231.50 on 2025-04-30, 436.00 on 2026-04-30 (+88 %).
    expect(mark("300750", "宁王从52周低点231块涨到436，涨了近九成。")).toBe("✅");
    expect(mark("300750", "宁王从52周低点231块涨到436，已经翻了一倍多。")).toBe("❌");
  });
});
