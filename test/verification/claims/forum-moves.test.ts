import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { checkFactClauses } from "../../../src/verification/claims/check-fact-clauses";
import { checkMarketClause } from "../../../src/verification/claims/check-market";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { outOfScope } from "../../../src/verification/claims/scope-words";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * On 2026-04-30 (src/sample/sample-data.json): 300750 closed 436.00, 338.90 on 2026-03-04, 60 sessions +28.46 %;
 * 600519 closed 1384.79, 1419.00 on 2026-04-23.
 */
const nd = sampleFacts("300750", "2026-04-30");
const mt = sampleFacts("600519", "2026-04-30");
const marks = (text: string, facts = nd) => checkMarketClause(text, facts).map((c) => c.ok);
const mark = (ticker: string, claim: string) =>
  markOf(
    checkAssertions(
      parseAssertions(claim, undefined, { asOf: "2026-04-30", company: ticker }),
      sampleFacts(ticker, "2026-04-30"),
    ),
  );

describe("a forum's way of writing a move", () => {
  it("reads a span alone before its move as the window to the last close (三个月涨了快三成)", () => {
    expect(marks("三个月涨了快三成")).toEqual([true, true]);
    expect(marks("三个月跌了快三成")).toContain(false);
    // Not before 翻倍: "一年几乎翻倍" after a metric's clause is that metric's.
    expect(marks("一年几乎翻倍")).toEqual([]);
  });

  it("reads a path between two bare figures as the price's, with a forum's verbs (干到, 砸到)", () => {
    expect(marks("从1419跌到1384.79", mt)).toEqual([true]);
    expect(marks("宁王这波从339干到436")).toEqual([true]);
    expect(marks("从339砸到436")).toEqual([false]);
    // A metric's path in 亿 is no price.
    expect(marks("营收从1419亿跌到1384亿", mt)).toEqual([]);
  });

  it("reads 天量 and 巨量 as volume grown, 地量 as volume shrunk", () => {
    // 600028's last 20 sessions traded 61 % of the 20 before.
    const sh = sampleFacts("600028", "2026-04-30");
    const volume = (text: string) =>
      checkFactClauses(["石化三个月跌了一成半", text], sh).filter((c) => /均量/.test(c.found));
    expect(volume("底部放出天量").map((c) => c.ok)).toEqual([false]);
    expect(volume("底部缩出地量").map((c) => c.ok)).toEqual([true]);
  });

  it("takes a forum named before a colon as the voice, not as a flow; money moving stays 未能核验", () => {
    expect(outOfScope("股吧")).toBeNull();
    expect(outOfScope("雪球热帖")).toBeNull();
    expect(outOfScope("雪球长文")).toBeNull();
    expect(outOfScope("雪球长文里散户都在抄底")?.what).toBe("资金流向与市场情绪");
    expect(outOfScope("雪球上散户都在抄底")?.what).toBe("资金流向与市场情绪");
    expect(outOfScope("主力进场了")?.what).toBe("资金流向");
    expect(mark("600519", "雪球热帖：茅台近5个交易日又跌了2.4%，从1419跌到1384.79。")).toBe("✅");
    expect(mark("300750", "股吧：宁王这波从339干到436，三个月涨了快三成。")).toBe("✅");
  });
});

describe("a trader's price path in 块", () => {
  // 600028 on 2026-04-30: closed 5.39, its high on 2026-03-04 8.11 (the close 7.40).
  it("reads N块M as N.M元, 多 after the start as under its next whole yuan, and 一路 before the verb", () => {
    expect(mark("600028", "石化这波从8块多一路砸到5块4。")).toBe("✅");
    expect(mark("600028", "石化这波从8块多一路涨到5块4。")).toBe("❌");
    expect(mark("600028", "石化现在5块4。")).toBe("✅");
    expect(mark("600028", "石化现在6块4。")).toBe("❌");
  });

  it("reads a manner before the verb (阴跌, 暴涨, 大跌) as the verb's way", () => {
    // 300750's 52-week low 231.20 on 2025-05-06, its close 436.00 on 2026-04-30.
    expect(mark("600028", "石化从8块多慢慢阴跌到5块4。")).toBe("✅");
    expect(mark("300750", "宁王从231块暴涨到436。")).toBe("✅");
    expect(mark("300750", "宁王从231块暴跌到436。")).toBe("❌");
    // No kept session reached 9.x: the start cannot be told.
    expect(mark("600028", "石化从9块多一路阴跌到5块4。")).toBe("❔");
  });

  it("reads an end named now after the verb (跌到现在) as the last close", () => {
    // 600519's close was 1450.00 on 2026-03-31.
    expect(mark("600519", "茅台从1450块跌到现在1384.79元。")).toBe("✅");
    expect(mark("600519", "茅台从1450块涨到现在1384.79元。")).toBe("❌");
  });
});

describe("a forum user named as the voice (雪球@某用户：)", () => {
  it("is where the words are from, not a flow", () => {
    expect(outOfScope("雪球@价值老张")).toBeNull();
    expect(outOfScope("雪球上@价值老张说散户都在抄底")?.what).toBe("资金流向与市场情绪");
  });
});

describe("a holder's loss or gain (亏了, 赚了) and a plainly said last day of a year", () => {
  it("is the price's move over the period, from that year's last close", () => {
    expect(mark("000858", "五粮液从去年最后一天105.94跌到97，今年亏了8%多。")).toBe("✅");
    expect(mark("600519", "茅台今年亏了5%。")).toBe("❌");
    expect(mark("300750", "宁德今年以来赚了快两成。")).toBe("✅");
    expect(mark("300750", "宁德今年赚了三成多。")).toBe("❌");
  });

  it("is the company's earnings after 少/多, or in a clause naming profit", () => {
    const reasons = (claim: string) =>
      checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30", company: "600519" }), mt)
        .map((c) => c.reason)
        .join("|");
    expect(reasons("茅台今年少赚了5%。")).not.toMatch(/股价/);
    expect(reasons("茅台的净利润今年赚了5%。")).not.toMatch(/股价/);
  });
});

describe("a price's move sized in 点 (跌了九个多点, 亏了8个多点)", () => {
  it("is per cent, its numeral in words or digits, 多 above it", () => {
    expect(mark("600036", "招行今年跌了九个多点。")).toBe("✅");
    expect(mark("300750", "宁德今年涨了十九个点左右。")).toBe("✅");
    expect(mark("600519", "茅台今年跌了5个点。")).toBe("❌");
  });
  it("stays points of a rate or an index", () => {
    const reasons = (claim: string) =>
      checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30", company: "600519" }), mt)
        .map((c) => c.reason)
        .join("|");
    expect(reasons("茅台的净利率今年跌了两个点。")).not.toMatch(/股价/);
    expect(reasons("沪指今年跌了三十个点。")).not.toMatch(/股价/);
  });
});

describe("a forum named in brackets before the words (【雪球】, 【股吧】)", () => {
  it("is the voice, not a flow: the move after it is checked", () => {
    expect(mark("000858", "【雪球】五粮液从2020年底的291块跌到现在97块，跌掉三分之二。")).toBe("✅");
    expect(mark("600519", "【雪球】茅台今年跌了快20%了。")).toBe("❌");
  });
  it("leaves what a forum's crowd does a flow", () => {
    expect(outOfScope("雪球上散户都在抄底")?.what).toBe("资金流向与市场情绪");
    expect(outOfScope("股吧里一片哀嚎")?.what).toBe("资金流向与市场情绪");
  });
});

describe("a multiple's points are its own (PE今年跌了两个点), not the price's per cent", () => {
  // 招商银行 2026 to 2026-04-30: the close −9.10 %.
  it("reads 跌了九个多点 of the stock as per cent and leaves a PE's points alone", () => {
    expect(mark("600036", "招行今年跌了九个多点。")).toBe("✅");
    expect(mark("600036", "招行的PE今年跌了两个点，估值更便宜了。")).not.toBe("❌");
  });
});
