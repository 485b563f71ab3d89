import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { statesReferentOrder } from "../../../src/verification/claims/stated-referents";
import { markOf } from "./measure-truth";
import { CATL, CMB, MOUTAI, markWithPeers } from "./peer-marks";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

// On 2026-04-30: 招商银行 PE(TTM) 6.40倍, 贵州茅台 21.03倍, 宁德时代 25.17倍; each figure is checked on its company.
describe("前者 and 后者 after two stated multiples are those two figures", () => {
  it("reads a share of the other referent on the two as stated", () => {
    expect(markWithPeers(CMB, "招行PE约6.4倍，茅台约21倍，后者约为前者的三倍多。", [MOUTAI])).toBe("✅");
    expect(markWithPeers(CMB, "招行PE约6.4倍，茅台约21倍，后者约为前者的五倍多。", [MOUTAI])).toBe("❌");
    expect(markWithPeers(CMB, "招行PE约6.4倍，而茅台约21倍，前者的估值还不到后者的一半。", [MOUTAI])).toBe("✅");
  });

  it("reads an order as dearer for the higher multiple", () => {
    expect(markWithPeers(CATL, "宁德滚动PE约25倍，茅台约21倍，前者更贵。", [MOUTAI])).toBe("✅");
    expect(markWithPeers(CATL, "宁德滚动PE约25倍，茅台约21倍，前者反而更便宜。", [MOUTAI])).toBe("❌");
    expect(statesReferentOrder("后者便宜得多")).toBe(true);
  });

  it("leaves 前者 and 后者 of two reported metrics to the share of the two metrics", () => {
    expect(statesReferentOrder("后者约为前者的48%")).toBe(false);
    expect(mark("600519", "2025年营收1720亿元、归母净利润823亿元，后者约为前者的48%。")).toBe("✅");
    expect(mark("600519", "2025年营收1720亿元、归母净利润823亿元，后者约为前者的68%。")).toBe("❌");
  });
});

describe("前者/后者 naming a metric of their own after two stated multiples (前者的股息率更高)", () => {
  it("is not an order of the two multiples", () => {
    expect(mark("601318", "平安PE约8倍，茅台约21倍，前者的股息率更高。")).not.toBe("❌");
    expect(mark("601318", "平安PE约8倍，而茅台约21倍，前者的估值更贵。")).toBe("❌");
  });
});
