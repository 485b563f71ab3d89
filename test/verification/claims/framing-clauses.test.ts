import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 招商银行 2025年前三季度 归母净利润 1137.72亿 (+0.5 %).
describe("a clause that only says where the reader stands frames the clause after it", () => {
  it("“截至最新的三季报，…” is not a claim of its own: the figures after it decide", () => {
    expect(mark("600036", "截至最新的三季报，前三季度归母净利1,137.7亿元，同比+0.5%。", "2025-11-30")).toBe("✅");
    expect(mark("600036", "截至最新的三季报，前三季度归母净利1,300亿元。", "2025-11-30")).toBe("❌");
  });
  // Changed: a PE over another year's EPS is now derived at the last close (38.27元 / FY2024 5.66元 = 6.76倍,
  // valuation-inputs.ts), so its basis is read as the current report's is.
  it("a basis it names (按2025年EPS算, 按2024年EPS算) is read by the static PE after it on that year's EPS", () => {
    expect(mark("600036", "按2025年EPS算，静态PE不到7倍（约6.7倍）。", "2026-04-30")).toBe("✅");
    expect(mark("600036", "按2024年EPS算，静态PE不到7倍（约6.7倍）。", "2026-04-30")).toBe("✅");
    expect(mark("600036", "按2024年EPS算，静态PE约8倍。", "2026-04-30")).toBe("❌");
  });
  it("the close and profit a PE after it is computed on (以最新收盘价计算) are that PE's inputs: its figure decides", () => {
    const pe = (n: string) => `以最新收盘价计算，茅台对应2025年归母净利润的市盈率约${n}倍。`;
    expect(mark("600519", pe("21"), "2026-04-30")).toBe("✅");
    expect(mark("600519", pe("31"), "2026-04-30")).toBe("❌");
    expect(mark("600519", "按4月30日收盘价与2025年归母净利润测算。", "2026-04-30")).toBe("❔");
  });
  it("the close named without 价 (以最新收盘计, 按现价算) frames the valuation after it the same way", () => {
    expect(mark("300750", "以最新收盘计，宁德滚动市盈率约25倍。", "2026-04-30")).toBe("✅");
    expect(mark("300750", "按现价算，宁德滚动市盈率约40倍。", "2026-04-30")).toBe("❌");
    expect(mark("300750", "以最新收盘计。", "2026-04-30")).toBe("❔");
  });
  it("alone in its sentence it frames nothing and stays 未能核验", () => {
    expect(mark("600036", "不过环比看。", "2025-11-30")).toBe("❔");
  });
});

// 招商银行: from the 2026-01-05 close to 2026-04-30 (38.27) −9.63 %.
describe("a clause naming only the day a move is measured from frames the sized move after it", () => {
  it("is no claim of its own: the move after it, from that day's close, decides", () => {
    expect(mark("600036", "从1月5日收盘算起，招行已经下跌了约9.6%。", "2026-04-30")).toBe("✅");
    expect(mark("600036", "从1月5日收盘算起，招行已经下跌了约19.6%。", "2026-04-30")).toBe("❌");
  });
});
