import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 贵州茅台 归母净利润 2023 747.34亿元, 2024 862.28亿元 (+15.38 %); 中国平安 2023 856.65亿元, 2024 1266.07亿元
// (+47.79 %).
describe("a size word denied after 而非 / 而不是: the move is not of that size", () => {
  it("holds when the change is short of the word, and the move before it is still judged", () => {
    expect(mark("600519", "2024年归母净利增长15.4%，而非翻倍。")).toBe("✅");
    expect(mark("600519", "2024年归母净利增长15.4%而非下降。")).toBe("✅");
    expect(mark("600519", "2024年归母净利下降15.4%而非增长。")).toBe("❌");
  });
});

describe("a figure denied right after a figure corrects that one (增幅约47.8%，不是4.8%)", () => {
  it("is of the same kind as the figure before it: a change", () => {
    expect(mark("601318", "2024年归母净利增幅约47.8%，不是4.8%。")).toBe("✅");
    expect(mark("601318", "2024年归母净利增长约47.8%，而不是4.8%。")).toBe("✅");
    expect(mark("601318", "2024年归母净利增幅约4.8%，不是47.8%。")).toBe("❌");
  });
  it("a level corrected likewise", () => {
    expect(mark("601318", "2024年归母净利1266.07亿元，不是126.6亿元。")).toBe("✅");
    expect(mark("601318", "2024年归母净利126.6亿元，不是1266.07亿元。")).toBe("❌");
  });
});

describe("the other side's figure written wrong (对方写成X少了一位)", () => {
  // 贵州茅台 营业总收入 2025 1720.54亿元.
  it("is not the point's figure: never failed as a value of the metric", () => {
    expect(mark("600519", "对方写成172.1亿少了一位：2025年营业总收入1720.54亿元。")).not.toBe("❌");
    expect(mark("600519", "空方把营收写成172.1亿元是错的，2025年营业总收入1720.54亿元。")).toBe("✅");
  });
});
