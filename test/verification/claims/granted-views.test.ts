import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * The other side's view quoted, then granted ("并非空穴来风", "确实", "我承认", "诚然如此") by the point: the grant makes
 * the view the point's own (checked), and the figures after it are the point's. 中国平安 近5日 +2.57 %; 招商银行 2025
 * 归母净利润 +1.21 %, 资产负债率 90.20 % (银行业常态); 比亚迪 2025 资本开支 1568.08亿元 (+594.48亿元); 中国石化 2024
 * 归母净利润 503.13亿元, −16.79 %, 低于2021年的712.08亿元; 贵州茅台 2025 归母净利润 −4.53 %.
 */
const mark = (ticker: string, claim: string, side?: "bull" | "bear", asOf = "2026-04-30") =>
  markOf(
    checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {
      ...(side ? { side } : {}),
    }),
  );

describe("a quoted view found grounded (并非空穴来风, 不无道理, 确有依据)", () => {
  it("is granted: the view and the figures after it are checked", () => {
    expect(mark("601318", "多方说短线转强并非空穴来风：近5个交易日涨了2.57%，收盘站上5日均线。")).toBe("✅");
    expect(mark("601318", "多方说短线转强并非空穴来风：近5个交易日涨了5.57%，收盘站上5日均线。")).toBe("❌");
    expect(
      mark("600028", "空方担心中石化利润下滑不无道理，2024年归母净利润同比下降16.79%。", "bear", "2025-04-30"),
    ).toBe("✅");
    // The view granted is asserted: the figures after it cannot rescue a view the data denies.
    expect(mark("600036", "空方说招行利润下滑不无道理：2025年归母净利润同比增长1.21%。")).toBe("❌");
  });
});

describe("a bare grant (确实, 没错) after the quoted view", () => {
  it("grants the view and leads the point's own figures", () => {
    expect(mark("002594", "质疑方说资本开支失控，确实，1568.08亿元比2024年多了约594亿元。")).toBe("✅");
    expect(mark("002594", "质疑方说资本开支失控，确实，1568.08亿元比2024年多了约394亿元。")).toBe("❌");
    expect(mark("600028", "多方说中石化利润创新高，确实，2024年归母净利润503.13亿元。", undefined, "2025-04-30")).toBe(
      "❌",
    );
  });
});

describe("a concession (这点我承认, 诚然如此) in the writer's own voice", () => {
  it("asserts what it concedes: a level word conceded of the quoted metric is checked", () => {
    expect(mark("600036", "空头说90.20%的负债率是隐患，这点我承认确实偏高，但利润还在增长1.2%。", "bull")).toBe("❌");
    expect(mark("600519", "空方说茅台利润下滑，这点我承认，2025年归母净利润同比下降约4.5%。", "bull")).toBe("✅");
    expect(mark("600519", "空方说茅台利润下滑，诚然如此，2025年归母净利润同比下降约4.5%。", "bull")).toBe("✅");
    expect(mark("600519", "空方说茅台利润下滑，诚然如此，2025年归母净利润同比下降约9.5%。", "bull")).toBe("❌");
  });
});
