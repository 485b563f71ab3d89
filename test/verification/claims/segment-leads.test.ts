import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { segmentLead } from "../../../src/verification/claims/segment-leads";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string) =>
  markOf(
    checkAssertions(
      parseAssertions(claim, undefined, { asOf: "2026-04-30", company: ticker }),
      sampleFacts(ticker, "2026-04-30"),
    ),
  );

describe("the two characters before a short 收入/利润 name a segment only when they are a noun", () => {
  it.each(["外供", "储能", "寿险", "系列酒", "线下"])("%s收入 is a segment's", (lead) =>
    expect(segmentLead(`2025年${lead}`)).toBe(true),
  );
  it.each([
    ["别只盯着", "an aspect's 着"],
    ["规模不再换来", "a verb's direction"],
    ["营收下滑的情况下", "a condition's frame"],
    ["三万亿", "a size"],
    ["今年第一个", "a count"],
    ["双方都认可", "a verb taking the metric"],
    ["比亚迪", "the company's name"],
  ])("%s: %s is none", (lead) => expect(segmentLead(lead)).toBe(false));
  it("a fraction of the metric (一半收入) stays a part the data does not hold", () =>
    expect(segmentLead("差不多一半")).toBe(true));
});

describe("the figure after such a lead is the company's own metric's", () => {
  // 比亚迪 2025 revenue +3.46%, net profit −18.97%; 贵州茅台 2025 net profit −4.53%.
  it.each([
    ["002594", "2025年营收增长的情况下利润却少了约19%。", "✅"],
    ["002594", "2025年营收增长的情况下利润却少了约30%。", "❌"],
    ["600519", "别只盯着利润降了4.5%，2019年以来的体量仍在。", "✅"],
    ["600519", "别只盯着利润降了9.5%，2019年以来的体量仍在。", "❌"],
  ])("%s %s → %s", (ticker, claim, want) => expect(mark(ticker, claim)).toBe(want));
  it("a segment's figure stays 未能核验", () => expect(mark("002594", "储能利润增长约30%。")).toBe("❔"));
});

describe("N年时间 before 利润 closes a span, not a segment's name", () => {
  it("四年时间利润增至2021年的约4.5倍 is the company's profit (宁德时代 159.31亿 → 722.01亿, ×4.53)", () => {
    expect(mark("300750", "四年时间利润增至2021年的约4.5倍。")).toBe("✅");
    expect(mark("300750", "四年时间利润增至2021年的约6.5倍。")).toBe("❌");
  });
});

describe("a report's verb before a short 收入/利润", () => {
  // 中国石化 2024 归母净利润 503.13亿元 (−16.8 %); 宁德时代 2025 营业总收入 4237.02亿元 (+17.0 %).
  it("leads the company's own figure", () => {
    expect(mark("600028", "2024年年报显示利润503.13亿元、同比降约17%。")).toBe("✅");
    expect(mark("300750", "财报披露收入4237.02亿元，同比下降约17%。")).toBe("❌");
  });

  it("leaves a segment named between the verb and the name a segment", () =>
    expect(mark("300750", "2025年年报显示储能利润大增。")).toBe("❔"));
});

describe("a record's verb before a short 利润/收入 (创下利润新高) takes the company's own metric", () => {
  it.each(["2024年创下", "已连续六年创出", "2025年再创", "年内刷新"])("%s is no segment", (lead) =>
    expect(segmentLead(lead)).toBe(false),
  );
  // 中国石化 营业总收入 2022 3.32万亿 the high; 归母净利润 2024 below 2021.
  it("checks the record on the stored years", () => {
    expect(mark("600028", "2022年中国石化创下收入新高。")).toBe("✅");
    expect(mark("600028", "2024年中国石化再创利润新高。")).toBe("❌");
  });
  it("leaves a segment's record the data does not hold undecided", () =>
    expect(mark("600028", "2024年炼油利润创出新高。")).toBe("❔"));
});
