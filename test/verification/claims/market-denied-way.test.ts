import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

// Year to 2026-04-30: 招商银行 -9.10 % (42.10 → 38.27), 比亚迪 +5.38 %.
describe("a price move's direction denied (market-change.ts deniedMove)", () => {
  it("holds the move not to be the denied way, and checks the way asserted after 而是", () => {
    expect(mark("600036", "更正对方：招行今年以来不是上涨，而是从42.1元跌到38.27元，跌幅约9.1%。")).toBe("✅");
    expect(mark("600036", "招行今年以来并没有上涨。")).toBe("✅");
    expect(mark("002594", "比亚迪今年以来不是下跌，而是上涨约5.4%。")).toBe("✅");
    expect(mark("002594", "比亚迪今年以来不是上涨。")).toBe("❌");
    expect(mark("002594", "比亚迪今年以来并非上涨，而是下跌。")).toBe("❌");
  });

  it("reads a move said not to carry on (反弹未能延续) as denied too", () => {
    // 贵州茅台: 60 sessions +3.11 %, 20 sessions −5.11 %.
    expect(mark("600519", "茅台近60个交易日上涨约3.1%，但近20日回吐5.11%，反弹未能延续。")).toBe("✅");
    expect(mark("002594", "今年以来反弹未能延续。")).toBe("❌");
  });

  it("reads a denial denied as the move asserted", () => {
    expect(mark("002594", "比亚迪今年以来不是没有上涨。")).toBe("✅");
  });
});

describe("a denied size (不是涨了5%) and a denial with an adverb of size (没有大幅上涨)", () => {
  // 比亚迪 近60个交易日 +12.17 %; 中国石化 近20个交易日 −8.49 %.
  it("a size denied holds when the move is another size, and fails when it is that size", () => {
    expect(mark("002594", "比亚迪近60个交易日不是涨了5%，而是涨了约12%")).toBe("✅");
    expect(mark("002594", "比亚迪近60个交易日不是涨了12%，而是涨了约5%")).toBe("❌");
  });

  it("没有大幅上涨 denies the rise", () => {
    expect(mark("600028", "中国石化近20个交易日没有大幅上涨")).toBe("✅");
  });
});

describe("a big move denied (没有大幅上涨) and a size denied with its way (并不是跌了3%)", () => {
  // 比亚迪 近5个交易日 +3.00 %, 近60个交易日 +12.17 %.
  it("没有大幅上涨 holds on a small rise or a fall, fails on a big rise", () => {
    expect(mark("002594", "比亚迪近5个交易日没有大幅上涨")).toBe("✅");
    expect(mark("002594", "比亚迪近60个交易日没有大幅上涨")).toBe("❌");
  });

  it("a size denied holds when the move went the other way", () => {
    expect(mark("002594", "比亚迪近5个交易日并不是跌了3%")).toBe("✅");
  });
});
