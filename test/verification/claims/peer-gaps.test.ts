import { describe, expect, it } from "vitest";
import { BYD, CATL, MOUTAI, SINOPEC, markWithPeers as mark } from "./peer-marks";

// 2025 归母净利润: 宁德时代 722.01亿, 比亚迪 326.19亿 (2.21倍; 0.45倍); 销售净利率 茅台 50.53 %, 比亚迪 4.20 %.
// 2024 归母净利润: 中国石化 503.13亿, 比亚迪 402.54亿 (+25 %); 营业总收入 3.07万亿 and 7771.02亿 (3.96倍).
describe("a comparison with a peer, as writers word it", () => {
  it("a peer named before as the subject and the company as the base (约为比亚迪的2.2倍)", () => {
    expect(mark(BYD, "同为新能源龙头，宁德时代2025年归母净利润722.01亿元，约为比亚迪的2.2倍。", [CATL])).toBe("✅");
    expect(mark(BYD, "宁德时代2025年归母净利润722.01亿元，约为比亚迪的3倍。", [CATL])).toBe("❌");
  });

  it("两者相差 sizes the gap whichever side is ahead", () => {
    expect(mark(MOUTAI, "2025年茅台净利率50.53%，而比亚迪只有4.20%，两者相差超过46个百分点。", [BYD])).toBe("✅");
    expect(mark(MOUTAI, "2025年茅台净利率50.53%，而比亚迪只有4.20%，两者相差超过50个百分点。", [BYD])).toBe("❌");
  });

  it("an order with the gap's size after the peer's rate (高于…的22.49%约6个百分点)", () => {
    // 2025 资产负债率: 比亚迪 70.74 %, 宁德时代 61.94 % (8.80 points).
    expect(mark(BYD, "比亚迪资产负债率70.74%，高于宁德时代的61.94%约9个百分点。", [CATL])).toBe("✅");
    expect(mark(BYD, "比亚迪资产负债率70.74%，高于宁德时代的61.94%约15个百分点。", [CATL])).toBe("❌");
  });

  it("a half tenth is 5 % (四成半 is 45 %, not 40 %)", () => {
    expect(mark(BYD, "比亚迪营收是宁德时代的近1.9倍，但利润只有后者的四成半左右。", [CATL])).toBe("✅");
    expect(mark(BYD, "比亚迪营收是宁德时代的近1.9倍，但利润只有后者的三成半左右。", [CATL])).toBe("❌");
  });

  it("a gap right after a ratio to the peer is to the same peer, not a change over the year", () => {
    expect(mark(SINOPEC, "2024年石化营收约为比亚迪的4倍，但归母净利润只高出约25%。", [BYD])).toBe("✅");
    expect(mark(SINOPEC, "2024年石化营收约为比亚迪的4倍，但归母净利润只高出约45%。", [BYD])).toBe("❌");
  });
});

describe("a bound on a gap between two peers", () => {
  // 2025 归母净利润: 宁德时代 722.01亿, 比亚迪 326.19亿: 395.82亿 apart, 2.21倍.
  it("差距超过 / 相差超过 bound the gap's size, not which side is ahead", () => {
    expect(mark(BYD, "2025年比亚迪归母净利润326亿元，宁德时代722亿元，两者差距超过390亿元。", [CATL])).toBe("✅");
    expect(mark(BYD, "2025年比亚迪归母净利润326亿元，宁德时代722亿元，两者差距超过450亿元。", [CATL])).toBe("❌");
    expect(mark(BYD, "2025年比亚迪归母净利润326亿元，宁德时代722亿元，两者相差超过一倍。", [CATL])).not.toBe("❌");
  });

  it("points after the peer are the gap, never the peer's level (高出比亚迪8个多百分点, 8个百分点以上)", () => {
    // 销售毛利率 2025: 宁德时代 26.27 %, 比亚迪 17.74 % (8.53 个百分点).
    expect(mark(CATL, "2025年毛利率26.27%，高出比亚迪8个多百分点。", [BYD])).toBe("✅");
    expect(mark(CATL, "2025年毛利率26.27%，高出比亚迪8个百分点以上。", [BYD])).toBe("✅");
    expect(mark(CATL, "2025年毛利率26.27%，高出比亚迪9个多百分点。", [BYD])).toBe("❌");
  });
});
