import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (claim: string, ticker = "601318", asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

// 中国平安 归母净利润 2019 1494.07亿元 (the high), 2024 1266.07亿元, 2025 1347.78亿元 (+6.45 %).
describe("a concession dated by a period takes the main clause's metric", () => {
  it("即便2025年回升: the year is a date, not a subject; the rise is the profit's", () => {
    expect(mark("即便2025年回升，归母净利润1347.78亿元仍低于2019年的1494.07亿元高点。")).toBe("✅");
    expect(mark("即便2025年下滑，归母净利润1347.78亿元仍低于2019年的1494.07亿元高点。")).toBe("❌");
  });

  it("a concession with a subject of its own is still not the main clause's metric", () => {
    expect(mark("即便需求下滑，归母净利润1347.78亿元仍低于2019年的1494.07亿元高点。")).toBe("❔");
  });
});

// 贵州茅台 归母净利润 2024 862.28亿元, 2025 823.20亿元 (-4.53 %); 2023 747.34亿元.
describe("a concession sized or continued still names no subject of its own", () => {
  it("略有回落, 小幅下滑, 出现小幅下降: the manner of the move is no subject", () => {
    const moutai = (claim: string) => mark(claim, "600519");
    expect(moutai("即便2025年略有回落，归母净利润仍达823.2亿元，较2023年的747.34亿元高出约10%。")).toBe("✅");
    expect(moutai("尽管2025年小幅下滑，归母净利润仍有823.2亿元。")).toBe("✅");
    expect(moutai("即使2025年出现小幅下降，营业总收入仍有1720.54亿元。")).toBe("✅");
  });

  it("the conceded move is the main clause's metric's, so a wrong one fails", () => {
    expect(mark("即便2025年继续增长，归母净利润也只有823.2亿元。", "600519")).toBe("❌");
  });
});
