import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("a step climbed onto (跨上500亿元台阶, 迈上800亿) is a bound the year crossed, not the year's value", () => {
  // 五粮液 营业收入: 2017 301.87亿, 2018 400.30亿, 2019 501.18亿; 茅台 归母净利润: 2023 747.34亿, 2024 862.28亿, 2025 823.20亿.
  it("passes the year that stepped over the bound", () => {
    expect(mark("000858", "五粮液2019年营业收入501.18亿元，较上年跨上500亿元台阶。", "2020-05-15")).toBe("✅");
    expect(mark("600519", "茅台2024年归母净利润迈上800亿元台阶。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "茅台2023年归母净利润跨过700亿元。", "2026-04-30")).toBe("✅");
  });

  it("fails a bound the year stays under, and a step the year before had already taken", () => {
    expect(mark("000858", "五粮液2019年营业收入跨上600亿元台阶。", "2020-05-15")).toBe("❌");
    expect(mark("600519", "茅台2025年归母净利润迈上800亿元台阶。", "2026-04-30")).toBe("❌");
    expect(mark("000858", "五粮液2019年营业收入迈过400亿元。", "2020-05-15")).toBe("❌");
  });
});

describe("a step written without 元 (7000亿台阶) is an amount, 台 no counter there", () => {
  it("is checked as the step crossed", () => {
    // 比亚迪 营业总收入 2024 7771.02亿, 2025 8039.65亿.
    expect(mark("002594", "比亚迪2025年营收跨上7000亿台阶", "2026-04-30")).toBe("❌");
    expect(mark("002594", "比亚迪2025年营收跨上8000亿台阶", "2026-04-30")).toBe("✅");
  });
});
