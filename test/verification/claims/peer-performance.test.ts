import { describe, expect, it } from "vitest";
import { CATL, MOUTAI, markWithPeers as mark } from "./peer-marks";

describe("a performance set against a peer's (peer-performance.ts)", () => {
  // 2025 归母净利润: 宁德时代 722.01亿元 (+42.28 %), 贵州茅台 823.20亿元 (-4.53 %).
  it("reads a performance (利润表现, 业绩表现) set against the peer's as the year's change, not the level", () => {
    expect(mark(CATL, "宁德2025年利润表现明显好于茅台。", [MOUTAI])).toBe("✅");
    expect(mark(MOUTAI, "茅台2025年利润表现强于宁德时代。", [CATL])).toBe("❌");
    // Counter-case: without 表现 the order is of the levels.
    expect(mark(MOUTAI, "茅台2025年归母净利润高于宁德时代。", [CATL])).toBe("✅");
  });
});
