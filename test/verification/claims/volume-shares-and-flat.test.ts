import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * The last 20 sessions' mean volume over the 20 before (src/sample/sample-data.json): at 2026-04-30 中国平安 95.6 %,
 * 中国石化 60.8 %, 比亚迪 68.2 %, 招商银行 110.1 %, 宁德时代 113.2 %; at 2025-10-31 比亚迪 73.5 %, 宁德时代 75.3 %.
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a volume's share of its base written after the shrinking verb or as a fraction", () => {
  it("reads 缩量至前20日的七成多 as the share, not as the change", () => {
    expect(mark("002594", "近20日缩量至前20日的七成多。", "2025-10-31")).toBe("✅");
    expect(mark("002594", "近20日缩量至前20日的五成多。", "2025-10-31")).toBe("❌");
  });

  it("reads 四分之三 and 三分之二 as shares of the base", () => {
    expect(mark("300750", "量能萎缩到前20日的四分之三左右，缩量整理。", "2025-10-31")).toBe("✅");
    expect(mark("300750", "近20日均量约为前20日的四分之三。", "2025-10-31")).toBe("✅");
    expect(mark("300750", "近20日均量约为前20日的三分之二。", "2025-10-31")).toBe("❌");
  });
});

describe("a volume word quoted to be refuted is denied", () => {
  it("holds “底部放量”不成立 on a shrinking volume and fails it on a growing one", () => {
    expect(mark("600028", "激进方的“底部放量”不成立：20日均量只有前20日的约六成，是缩量。")).toBe("✅");
    expect(mark("600028", "空方的“缩量”一说不成立。")).toBe("❌");
    expect(mark("300750", "空方的“缩量”一说不成立：20日均量较前20日放大约13%。")).toBe("✅");
  });
});

describe("a volume said to be flat against its base (与前20日基本持平)", () => {
  it("holds under a tenth of change, fails from a fifth, and keeps the multiple it writes", () => {
    expect(mark("601318", "近20日成交量与前20日基本持平。")).toBe("✅");
    expect(mark("600028", "近20日成交量与前20日基本持平。")).toBe("❌");
    expect(mark("600036", "量能和此前20日大致相当。")).toBe("❔");
    expect(mark("601318", "量能与前20日基本持平（约0.96倍），情绪中性。")).toBe("✅");
    expect(mark("601318", "量能与前20日基本持平（约0.86倍）。")).toBe("❌");
  });
});

describe("the volume ratio as a quote card's label (20日均量比1.10)", () => {
  it("reads the label as the stored 20-session ratio", () => {
    expect(mark("600036", "【诊股】招商银行 收盘38.27｜20日均量比1.10")).toBe("✅");
    expect(mark("002594", "【诊股】比亚迪 收盘102.98｜20日均量比1.10")).toBe("❌");
  });
});

describe("a plan waiting on an event (等放量再跟) asserts nothing", () => {
  it("checks the clauses before it and leaves the plan unread", () => {
    expect(mark("002594", "近20日均量只有前20日的约七成，缩量整理，等放量再跟。")).toBe("✅");
    expect(mark("600036", "20日均量只有前20日的约七成，等放量再跟。")).toBe("❌");
    expect(mark("600519", "股价1384.79元低于MA20约3.4%，暂不建仓，等站回1433元上方再评估。")).toBe("✅");
    expect(mark("600519", "股价1384.79元高于MA20约3.4%，暂不建仓，等站回1433元上方再评估。")).toBe("❌");
  });
});

describe("a move lacking volume to back it (反弹缺乏量能配合) is a denied 放量", () => {
  it("holds on a volume that did not grow, and 有量能配合 needs one that did", () => {
    expect(mark("601318", "20日均量还略低于此前20日，反弹缺乏量能配合。")).toBe("✅");
    expect(mark("600036", "上涨有量能配合。")).toBe("✅");
    expect(mark("002594", "上涨有量能配合。")).toBe("❌");
  });
});
