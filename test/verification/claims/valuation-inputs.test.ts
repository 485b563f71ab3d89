import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a PE from the inputs the sentence states", () => {
  it("divides a dated market value by the annual profit out by that date, when the sentence names that year", () => {
    // 贵州茅台 总市值 2025-07-04 1.79万亿元; 归母净利润 FY2024 862.28亿元 (20.8倍), FY2025 823.20亿元 (21.7倍).
    const claim = (x: string) => `按2025年7月4日约1.79万亿元市值、2024年归母净利润862.28亿元测算，静态PE约${x}倍。`;
    expect(mark("600519", claim("20.7"), "2026-04-30")).toBe("✅");
    expect(mark("600519", claim("25.7"), "2026-04-30")).toBe("❌");
  });

  it("reads 当前X元对应静态PE as the share price, checked on the last close", () => {
    // 中国石化 收盘价 2026-04-30 5.39元, 基本每股收益 FY2024 0.41元.
    const claim = (x: string) => `按2024年基本每股收益0.41元计，当前${x}元对应静态PE约13倍。`;
    expect(mark("600028", claim("5.39"), "2026-04-30")).toBe("✅");
    expect(mark("600028", claim("6.39"), "2026-04-30")).toBe("❌");
  });

  it("reads an amount priced into a PE named after it (按X元算PE, X元左右的股价对应PE) as the share price", () => {
    expect(mark("600028", "按2024年EPS 0.41元，按4月末5.39元算静态PE约13倍。", "2026-04-30")).toBe("✅");
    expect(mark("600028", "按2024年EPS 0.41元，按4月末6.39元算静态PE约13倍。", "2026-04-30")).toBe("❌");
    // 五粮液 收盘价 2020-06-30 171.12元.
    expect(mark("000858", "按2019年EPS 4.48元，171元左右的股价对应PE 38倍上下。", "2020-06-30")).toBe("✅");
    expect(mark("000858", "按2019年EPS 4.48元，191元左右的股价对应PE 38倍上下。", "2020-06-30")).toBe("❌");
  });
});

describe("the share price a valuation is computed at", () => {
  it("以/按N元计 and N元，对应每股收益… are the last close, never a per-share figure", () => {
    // 招商银行 收盘价 2026-04-30 38.27元, 市净率 0.85倍; 中国石化 收盘价 5.39元, 基本每股收益 FY2024 0.41元.
    const pb = (x: string) => `以${x}元计，招行市净率约0.85倍。`;
    expect(mark("600036", pb("38.27"), "2026-04-30")).toBe("✅");
    expect(mark("600036", pb("48.27"), "2026-04-30")).toBe("❌");
    const pe = (x: string) => `中石化${x}元，对应2024年每股收益0.41元约13倍市盈率。`;
    expect(mark("600028", pe("5.39"), "2026-04-30")).toBe("✅");
    expect(mark("600028", pe("6.39"), "2026-04-30")).toBe("❌");
  });
});

describe("a multiple 对应 a year's profit after a market value", () => {
  // 贵州茅台 总市值 2025-07-04 约1.79万亿元; 归母净利润 FY2024 862.28亿元 (20.76倍), FY2025 823.20亿元 (21.7倍).
  it("is the market value over that profit, the PE", () => {
    expect(mark("600519", "总市值约1.79万亿元，对应2024年利润约20.7倍。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "总市值约1.79万亿元，对应2025年归母净利润约21.7倍。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "总市值约1.79万亿元，对应2025年归母净利润约30倍。", "2026-04-30")).toBe("❌");
  });
});

describe("若 before the basis a figure was worked out on (若用…计)", () => {
  // 贵州茅台 2024 基本每股收益 68.64元; close 2026-04-30 1384.79元: 20.2倍.
  it("is the writer's working, checked as 按…计 is; a real condition stays a scenario", () => {
    expect(mark("600519", "若用2024年基本每股收益68.64元计，1384.79元的股价对应约20倍PE。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "若按2024年基本每股收益68.64元计算，1384.79元的股价对应约30倍PE。", "2026-04-30")).toBe("❌");
    expect(mark("600519", "若2026年净利润增长10%，对应PE约18倍。", "2026-04-30")).toBe("❔");
  });
});

describe("若…计 before a hypothetical (a price or value moved to, what it should be)", () => {
  it("stays a scenario", () => {
    const asOf = "2026-04-30";
    expect(mark("600519", "若按2024年每股收益68.64元计算，股价跌至1000元时PE将降至约15倍。", asOf)).toBe("❔");
    expect(mark("600519", "如果以2025年归母净利润823亿元计算，市值回到2万亿元对应约24倍PE。", asOf)).toBe("❔");
    expect(mark("600519", "若按20倍PE计，茅台股价应在1370元附近。", asOf)).toBe("❔");
  });
});

describe("a PE after a clause about a year's earnings is over that year's (2025年归母净利润…，PE已升到15倍)", () => {
  const at = (ticker: string, claim: string) => mark(ticker, claim, "2026-04-30");

  // 中国石化's reports end with FY2024: no reading is a PE over 2025's profit. 贵州茅台 holds FY2025 (PE 20.2-21.1).
  it("leaves a PE over earnings the data does not hold 未能核验, never failed on today's reading", () => {
    expect(at("600028", "2025年归母净利润继续下滑，按当前股价算PE已升到15倍左右。")).toBe("❔");
  });

  it("still checks a PE over a year the data holds, and one after no earnings clause", () => {
    expect(at("600028", "2024年归母净利润下滑，按当前股价算PE约18倍。")).toBe("❌");
    expect(at("600519", "2025年归母净利润下滑，按当前股价算PE约28倍。")).toBe("❌");
    expect(at("600519", "2025年归母净利润下滑，按当前股价算PE约21倍。")).toBe("✅");
    expect(at("600028", "2025年股价下跌，PE约13倍。")).toBe("✅");
  });
});
