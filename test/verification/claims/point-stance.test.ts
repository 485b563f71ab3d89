import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * A point's stance (point-stance.ts): its own reading of the facts must argue its side, and one fact is not read both
 * ways. 招商银行 / 五粮液 at 2026-04-30: the share price fell over the last 250 sessions (−10.48 %, −26.31 %).
 */
const checks = (ticker: string, claim: string, side?: "bull" | "bear") =>
  checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30"), {
    ...(side ? { side } : {}),
  });
const polarity = (ticker: string, claim: string, side?: "bull" | "bear") =>
  checks(ticker, claim, side).filter((c) => c.kind === "polarity");

describe("a point's stance", () => {
  it("a price fall read as confidence or improvement is one fact read both ways (❌)", () => {
    for (const reading of ["说明市场对招行的信心正在增强", "说明公司基本面正在改善"])
      expect(markOf(checks("600036", `过去一年股价下跌约10.5%，${reading}。`))).toBe("❌");
    expect(markOf(checks("600036", "过去一年股价下跌约10.5%，说明市场信心不足。"))).toBe("✅");
  });

  it("a price rise on volume read as 利空 is one fact read both ways", () => {
    // 贵州茅台 2025-11-10: +2.02 % on 2.62 times the volume of the session before.
    const rise = (claim: string) =>
      checkAssertions(parseAssertions(claim, undefined, { asOf: "2025-11-14" }), sampleFacts("600519", "2025-11-14"));
    expect(markOf(rise("11月10日放量涨了2%，这是主力借反弹出货，利空。"))).toBe("❌");
    expect(markOf(rise("11月10日放量涨了2%，短线偏强。"))).toBe("✅");
  });

  it("a volume's move is not read as the price's", () => {
    expect(polarity("600036", "近20日成交萎缩，股价小幅上涨，说明市场对招行的信心正在增强。")).toEqual([]);
  });

  it("a scenario's consequence (若…可增厚) is no stance", () => {
    expect(polarity("600519", "若2026年出厂价再上调10%，全年归母净利润可增厚约8%。", "bear")).toEqual([]);
  });

  it("a concession (从低基数起步, 虽然) and a bare fact are not the point's reading", () => {
    const bare = polarity("300750", "与2023年的441.21亿元相比，2025年归母净利润增长约64%。", "bear");
    expect(bare.map((c) => c.ok)).toEqual([true]);
    expect(bare[0]?.reason).toContain("没有解读");
    const read = polarity("300750", "2025年归母净利润增长约42%，盈利能力显著改善。", "bear");
    expect(read.map((c) => c.ok)).toEqual([false]);
  });
});

describe("a move denied is not the move", () => {
  it("并非负增长 / 不是下滑 denies the fall: a tiny rise so described is not failed", () => {
    // 招商银行 营业总收入 2024→2025 +0.01 %.
    const claim = "去年营收3375.32亿元，同比微增0.01%，并非负增长";
    expect(markOf(checks("600036", claim, "bull"))).not.toBe("❌");
    expect(markOf(checks("600036", "去年营收3375.32亿元，同比微增0.01%，不是下滑", "bull"))).not.toBe("❌");
  });

  it("a move not yet begun (估值修复尚未真正展开) argues against it: in a bear point it is the bear's reading", () => {
    const claim = "2026年以来股价仅微涨0.55%，估值修复尚未真正展开";
    expect(polarity("600519", claim, "bear").map((c) => c.ok)).not.toContain(false);
  });
});

describe("a technical event named as a fact", () => {
  it("死叉 stated bare in a bull point is a fact the side may cite, not its reading (a note on the stance, never ❌)", () => {
    // 五粮液: MACD dead cross on 2026-04-20.
    expect(polarity("000858", "4月20日出现死叉", "bull").map((c) => [c.ok, c.found])).toEqual([[true, "利空"]]);
    // Read as bad news beside it, the event is the point's reading, against a bull.
    expect(polarity("000858", "4月20日MACD死叉，技术面疲软", "bull").map((c) => c.ok)).toEqual([false]);
  });
});

describe("the market's mood read from a move", () => {
  // 300750 as of 2026-04-30: the price rose 28.46 % over the last 60 sessions.
  it("a rise read as the market's gloom fails; read as its confidence passes; denied, nothing is read", () => {
    expect(polarity("300750", "近60个交易日上涨28.46%，说明市场对公司前景高度悲观").map((c) => c.ok)).toEqual([false]);
    expect(polarity("300750", "近60个交易日上涨28.46%，说明市场对公司前景相当乐观").map((c) => c.ok)).toEqual([]);
    expect(polarity("300750", "近60个交易日上涨28.46%，市场并不悲观").map((c) => c.ok)).toEqual([]);
  });

  it("a mood the facts correct is the side's reading, not the market's: a fall that shows past optimism is a bear's", () => {
    // 600519 as of 2026-04-30: the last 20 sessions fell 5.11 %.
    for (const claim of ["近20个交易日下跌5.11%，说明市场此前过于乐观", "近20个交易日下跌5.11%，说明资金不再追捧"])
      expect(polarity("600519", claim, "bear").map((c) => c.ok)).not.toContain(false);
    expect(polarity("600519", "近20个交易日下跌5.11%，说明市场对公司前景相当乐观", "bear").map((c) => c.ok)).toContain(
      false,
    );
  });
});

describe("the fundamentals called sound or weak are a reading of the facts beside them", () => {
  it.each([
    "2025年经营现金流同比减少55.69%，说明公司在加大投入，基本面积极。",
    "经营现金流同比减少55.69%，但基本面依然向好。",
  ])("an adverse fact read as sound fundamentals is read both ways (❌): %s", (claim) =>
    expect(markOf(checks("002594", claim))).toBe("❌"),
  );
  it("a fall read as weak fundamentals is one reading", () => {
    expect(markOf(checks("002594", "2025年经营现金流同比减少55.69%，基本面走弱。"))).not.toBe("❌");
  });
});

describe("the stance of a bare fact (point-stance.ts)", () => {
  // 招商银行 营业总收入 2025: 3375.32亿元, +0.01 % on 2024.
  it("a fact against the side with no reading asserts no stance: the point's mark is its facts' (a note, not ❔)", () => {
    const bare = checks("600036", "2025年营业总收入3375.32亿元，同比增长0.01%。", "bear");
    const stance = bare.filter((c) => c.kind === "polarity");
    expect(stance.map((c) => [c.ok, c.expected, c.found])).toEqual([[true, "利空", "利好"]]);
    expect(stance[0]?.reason).toContain("不据此判断立场");
    expect(markOf(bare)).toBe("✅");
  });

  it("the same bare fact with a wrong figure is ❌ by its figure", () => {
    expect(markOf(checks("600036", "2025年营业总收入3375.32亿元，同比增长5%。", "bear"))).toBe("❌");
  });

  it("a reading against the side stays ❌", () => {
    const read = polarity("600036", "2025年营业总收入同比增长0.01%，收入明显改善。", "bear");
    expect(read.map((c) => c.ok)).toEqual([false]);
  });

  it("a clause of its own reading the fact the other side's way (…，说明需求回暖) is a reading: ❌", () => {
    const read = polarity("600036", "2025年营业总收入3375.32亿元，同比增长0.01%，说明需求回暖。", "bear");
    expect(read.map((c) => c.ok)).toEqual([false]);
    // A reading the side's own way is its argument, not a reading of this fact.
    const own = polarity("600036", "2025年营业总收入3375.32亿元，同比增长0.01%，增长乏力。", "bear");
    expect(own.map((c) => c.ok)).not.toContain(false);
  });

  it("a point with nothing checked stays ❔", () => {
    expect(markOf(checks("600036", "管理层对明年的经营表态积极。", "bear"))).toBe("❔");
  });
});

describe("a fact counted for a side (加分项, 空方的论据)", () => {
  it("is a reading: an adverse fact counted for the bulls, or a favourable one for the bears, is read both ways", () => {
    // 中国石化 归母净利润 2024 −16.79 %; 宁德时代 2026Q1 归母净利润 +48.52 % year on year.
    expect(markOf(checks("600028", "2024年归母同比下滑约17%，这对多方反而是加分项。"))).toBe("❌");
    expect(markOf(checks("300750", "宁德一季度归母同比+48.5%，这恰恰是空方的论据：高增长难以为继。"))).toBe("❌");
    expect(markOf(checks("600028", "2024年归母同比下滑约17%，这是空方的论据。"))).not.toBe("❌");
  });
});

describe("走下坡路 is a decline", () => {
  it("of the metric its clause names or carries; a headline's before a colon, of the metric the clause after names", () => {
    // 中国平安 归母净利润 2025 +6.45 %.
    expect(markOf(checks("601318", "平安2025年归母净利增长约6.5%，利润在走下坡路。"))).toBe("❌");
    // 比亚迪 归母净利润 2017 40.66亿元 → 2018 27.80亿元, read as of 2020-03-19 (2018 the latest year).
    const byd = checkAssertions(
      parseAssertions("比亚迪的盈利在走下坡路：归母净利润从2017年的40.66亿元降到2018年的27.80亿元。", undefined, {
        asOf: "2020-03-19",
      }),
      sampleFacts("002594", "2020-03-19"),
    );
    expect(markOf(byd)).toBe("✅");
  });
});

describe("a sized price move the side's way beside an indicator level read the other way", () => {
  it("reads a bear's fall beside 超卖 as the bear's argument", () => {
    // 五粮液: RSI(14) 28.39, −26.31 % over 250 sessions.
    const point = "RSI约28，已落入超卖区；过去250个交易日下跌约26%。";
    expect(polarity("000858", point, "bear").every((c) => c.ok === true)).toBe(true);
  });

  it("still fails 超卖 alone in a bear's point, and never turns a fall against a bull", () => {
    expect(polarity("000858", "RSI约28，已落入超卖区。", "bear").some((c) => c.ok === false)).toBe(true);
    expect(polarity("000858", "近250个交易日下跌约26%，风险已充分释放。", "bull").some((c) => c.ok === false)).toBe(
      false,
    );
  });
});

// 宁德时代 FY2025 归母净利润 +42 %; 中国平安 FY2025 +6.45 %; 宁德 closes 2026-04-30 about 89 % above its 52-week low.
describe("a rise read as a base effect or a one-off, and a risk stressed", () => {
  it("a rise said to rest on a low base or a one-off is no good news against the bear", () => {
    expect(polarity("300750", "2025年归母净利润增长约42%，低基数下的反弹罢了而已。", "bear")[0]?.ok).not.toBe(false);
    expect(polarity("601318", "2025年归母净利润同比增长6.5%，是低基数修复。", "bear")[0]?.ok).not.toBe(false);
    expect(polarity("300750", "2025年归母净利润增长约42%，靠的是一次性收益。", "bear")[0]?.ok).not.toBe(false);
  });
  it("a rise read as strength still argues against the bear", () => {
    expect(polarity("300750", "2025年归母净利润增长约42%，增长强劲。", "bear")[0]?.ok).toBe(false);
  });
  it("a risk said not to be underestimated is the bear's warning, and 不可低估 is no valuation level", () => {
    const c = checks("300750", "股价距52周低点已涨约89%，回撤风险不可低估。", "bear");
    expect(c.find((x) => x.kind === "polarity")?.ok).toBe(true);
    expect(c.some((x) => x.kind === "level")).toBe(false);
    expect(polarity("300750", "股价距52周低点已涨约89%，回撤风险不大。", "bear")[0]?.ok).not.toBe(true);
  });
});
