import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/* On 2026-04-30 (src/sample/sample-data.json): 601318 +29.91 % in 2025, −13.20 % this year; 600028 −7.49 % in 2025,
 * −12.78 % this year. */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("a calendar year's move written as 去年涨了, 今年又跌了", () => {
  it("is the year's move of the price, sized", () => {
    expect(mark("601318", "平安去年涨了近三成，今年又吐回去一成多，白忙活。")).toBe("✅");
    expect(mark("601318", "平安今年跌了13%，越跌越买。")).toBe("✅");
    expect(mark("600028", "2025年全年跌了7.5%左右，今年又跌了一成多，连着两年收跌。")).toBe("✅");
    expect(mark("601318", "平安今年跌了23%，越跌越买。")).toBe("❌");
    expect(mark("600028", "2025年全年跌了7.5%左右，今年又跌了三成多。")).toBe("❌");
  });

  it("is a financial line's after a clause naming one", () => {
    // 招商银行 归母净利润 2025 +1.21 %; no 2026 year is held, so the second size is 未能核验, not the price's −9.10 %.
    expect(mark("600036", "归母净利润2025年涨了1.2%，今年又涨了1.5%。")).toBe("❔");
  });
});

describe("a year's move of another subject (an index, a sector, a commodity) is not the share's", () => {
  it("is 未能核验, never checked on the share's bars", () => {
    // 贵州茅台 2025 −9.63 %: an index's or the market's rise is not its move.
    expect(mark("600519", "白酒指数2025年跌了约三成。")).toBe("❔");
    expect(mark("600519", "沪深300 2025年涨了约20%。")).toBe("❔");
    expect(mark("600519", "大盘2025年涨了约两成，茅台却跌了约一成。")).toBe("❔");
    expect(mark("300750", "锂价2024年跌了约六成。", "2025-09-05")).toBe("❔");
  });
  it("while the share's own name or 股价 before the year keeps it the share's", () => {
    expect(mark("600519", "股价2025年跌了约一成。")).toBe("✅");
    expect(mark("600519", "股价2025年涨了约一成。")).toBe("❌");
  });
});

/** 中国石化 2026-04-30: −8.33 % since 2026-03-31's close; 贵州茅台 +0.55 % year to date. */
describe("a move over a window whose subject opening the clause is an index's or a commodity's", () => {
  it("is not the share's: 未能核验, not judged on the share's bars", () => {
    expect(mark("600028", "国际油价4月以来反弹超一成。")).toBe("❔");
    expect(mark("600519", "上证指数今年以来上涨约3%。")).toBe("❔");
  });
  it("counter-case: the share named, or its price word, before the window is the share's", () => {
    expect(mark("600028", "中石化4月以来上涨约8%。")).toBe("❌");
    expect(mark("600519", "现价今年以来下跌约8%。")).toBe("❌");
  });
});
