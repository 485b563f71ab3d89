import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/** A pace word, or a size word after a compound rate, sizes the yearly pace over a span, not the whole change. */
describe("a size word over a span of years sizes the yearly pace", () => {
  it("比亚迪 营业总收入 2021→2025 +272 % is +38.9 % a year: 高成长 holds, denied it does not", () => {
    expect(mark("002594", "2021年到2025年营业总收入的年复合增速约39%，属于高成长")).toBe("✅");
    expect(mark("002594", "2021年到2025年营业总收入的年复合增速约39%，谈不上高成长")).toBe("❌");
  });

  it("宁德时代 营业总收入 2022→2025 +28.9 % is +8.8 % a year: no 高成长 though the span added more than 10 %", () => {
    expect(mark("300750", "2022年到2025年营业总收入的年复合增速约8.8%，已算不上高成长")).toBe("✅");
  });
});

/** A denied word of a way and a size ("谈不上高成长", "算不上大增") asserts no direction: a fall is not it either. */
describe("a denied size word with a direction", () => {
  it("招商银行 营业总收入 2022→2025 fell: 谈不上高成长 holds, 依然是高成长 does not", () => {
    expect(mark("600036", "2022年到2025年营业总收入的年复合增速约-0.7%，已谈不上高成长")).toBe("✅");
    expect(mark("600036", "2022年到2025年营业总收入的年复合增速约-0.7%，依然是高成长")).toBe("❌");
  });

  it("比亚迪 归母净利润 2025 −19 %: 算不上大增 holds", () => {
    expect(mark("002594", "2025年归母净利润算不上大增")).toBe("✅");
    expect(mark("002594", "2025年归母净利润大增")).toBe("❌");
  });
});

describe("a pace said to be over", () => {
  it("招商银行 归母净利润 2021→2025 +5.8 % a year: 高成长时代已是过去式 holds as a denied pace", () => {
    expect(mark("600036", "2021-2025年归母净利润年复合增速约5.8%，高成长时代已是过去式")).toBe("✅");
    expect(mark("600036", "2021-2025年归母净利润年复合增速约5.8%，仍是高成长")).toBe("❌");
  });
});

describe("a small size word fused with a one-character move (略降, 微升) says its way", () => {
  // 中国平安 资产负债率 2025年末 89.81 % → 2026年一季度末 89.90 %.
  it("略升 holds on the rise, 略降 does not", () => {
    expect(mark("601318", "一季度负债率89.90%，较年末略升0.1个百分点")).toBe("✅");
    expect(mark("601318", "一季度负债率89.90%，较年末略降0.1个百分点")).toBe("❌");
    expect(mark("601318", "一季度负债率较年末略降")).toBe("❌");
  });
});

describe("growth said to have ended (告一段落, 落幕)", () => {
  // 贵州茅台 归母净利润 FY2024 862.28亿元 → FY2025 823.20亿元 (−4.53 %).
  it("is a slowdown or a denied pace, not a rise", () => {
    expect(mark("600519", "2025年归母净利润823.2亿元，降幅4.5%，增长神话告一段落。")).toBe("✅");
    expect(mark("600519", "2025年归母净利润823.2亿元，高增长时代已经落幕。")).toBe("✅");
  });
});
