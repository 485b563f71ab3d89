import { describe, expect, it } from "vitest";
import { CATL, CMB, MOUTAI, WULIANGYE, markWithPeers as mark } from "./peer-marks";

// Closes 2025-07-04 → 2026-04-30: 招行 47.07 → 38.27 (-18.70 %), 五粮液 -19.36 %, 茅台 -2.63 %. 2025 full year:
// 宁德时代 +38.07 %, 招行 +7.12 %. 2026-01-05 → 2026-03-31: 茅台 +1.68 %, 招行 42.35 → 39.32 (-7.15 %).
describe("a peer's price move over the window its sentence names (peer-moves.ts)", () => {
  it("is the move since the day a clause before runs from, not that day's year", () => {
    expect(mark(CMB, "从2025年7月4日收盘算起，招行股价跌了约19%，同期五粮液也跌了约19%。", [WULIANGYE])).toBe("✅");
    expect(mark(CMB, "从2025年7月4日收盘算起，招行股价跌了约19%，同期五粮液涨了约19%。", [WULIANGYE])).toBe("❌");
    expect(mark(WULIANGYE, "自2025年7月4日以来五粮液跌了近两成，同期茅台只跌了约2.6%。", [MOUTAI])).toBe("✅");
  });
  it("is the move between the two days of a span closed by a second day", () => {
    expect(mark(MOUTAI, "从2026年1月5日到3月31日茅台股价小涨，同期招行跌了约7%。", [CMB])).toBe("✅");
    expect(mark(MOUTAI, "从2026年1月5日到3月31日茅台股价小涨，同期招行跌了约15%。", [CMB])).toBe("❌");
  });
  it("reads a peer's bare 上涨 as its share price after a clause about the price", () => {
    expect(mark(CATL, "2025年宁德时代股价上涨约38%，同期招行上涨约7%。", [CMB])).toBe("✅");
    expect(mark(CATL, "2025年宁德时代股价上涨约38%，同期招行上涨约30%。", [CMB])).toBe("❌");
  });
  // 2025-04-30 → 2026-04-30: 五粮液 -24.57 %, 茅台 -10.49 %.
  it("reads the window carried past 同期 and the peer's adverbs (也就, 还, 只)", () => {
    expect(mark(WULIANGYE, "五粮液一年跌了两成多，茅台同期也就跌了一成左右。", [MOUTAI])).toBe("✅");
    expect(mark(WULIANGYE, "五粮液一年跌了两成多，茅台同期还涨了一成左右。", [MOUTAI])).toBe("❌");
  });
  it("counter-case: after a clause about a financial metric a peer's bare 上涨 is not read as its price", () => {
    expect(mark(CATL, "2025年营收增长约17%，同期招行上涨约30%。", [CMB])).toBe("❔");
  });
});
