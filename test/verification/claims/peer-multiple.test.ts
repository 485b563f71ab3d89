import { describe, expect, it } from "vitest";
import { CATL, CMB, MOUTAI, markWithPeers as mark } from "./peer-marks";

// 2026-04-30 市盈率(TTM): 宁德时代 about 27.5倍, 招商银行 about 6.4倍, 贵州茅台 about 21倍.
describe("a peer's multiple set against the company's stated before it (peer-multiple.ts)", () => {
  it("checks the peer's figure on the peer's data and the order between the two as stated", () => {
    expect(mark(CATL, "宁德市盈率约27.5倍，明显高于招行（约6.4倍）。", [CMB])).toBe("✅");
    expect(mark(CATL, "宁德市盈率约27.5倍，低于招行约6.4倍。", [CMB])).toBe("❌");
    // The peer's own figure is checked: 茅台 is nowhere near 32倍.
    expect(mark(CMB, "招行市盈率约6.4倍，远低于茅台约32倍。", [MOUTAI])).toBe("❌");
  });
  it("reads a share of the peer's multiple (的四倍多, 不到…的一半, 三分之一左右)", () => {
    expect(mark(CATL, "宁德市盈率约27.5倍，是招行约6.4倍的四倍多。", [CMB])).toBe("✅");
    expect(mark(CATL, "宁德市盈率约27.5倍，不到招行约6.4倍的两倍。", [CMB])).toBe("❌");
    expect(mark(CMB, "招行市盈率约6.4倍，不到茅台约21倍的一半。", [MOUTAI])).toBe("✅");
  });
  it("counter-case: without the peer's facts the peer's figure stays 未能核验", () => {
    expect(mark(CATL, "宁德市盈率约27.5倍，明显高于招行（约6.4倍）。", [])).toBe("❔");
  });
});
