import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

// 中国石化 closes 5.39 on 2026-04-30, 6.18 on 2025-12-31, 6.68 on 2024-12-31; 中国平安 59.37, 68.40, 52.65;
// 招商银行 42.76 on 2025-09-05, 39.30 on 2024-12-31.
describe("the last close set against a named year-end close with no figure (year-end-side.ts)", () => {
  it("reads 高于/低于/站上/跌破 and 在…之上 as the close's side of it", () => {
    expect(mark("600028", "今年以来股价下跌约12.8%，但仍低于2024年末收盘价。")).toBe("✅");
    expect(mark("601318", "股价仍在2024年末收盘价之上。")).toBe("✅");
    expect(mark("601318", "股价已低于去年年末收盘价。")).toBe("✅");
    expect(mark("600036", "股价站上了2024年末的收盘价。", "2025-09-05")).toBe("✅");
  });

  it("fails the wrong side, and reads a denied verb as the other side", () => {
    expect(mark("600028", "今年以来股价下跌约12.8%，但仍高于2024年末收盘价。")).toBe("❌");
    expect(mark("601318", "股价仍在2025年末收盘价之上。")).toBe("❌");
    expect(mark("601318", "股价没有跌破2024年末收盘价。")).toBe("✅");
    expect(mark("600028", "股价没有跌破2024年末收盘价。")).toBe("❌");
  });

  it("reads 不再 before the verb as a denial too (negation-words.ts)", () => {
    expect(mark("600028", "股价已不再高于2025年末收盘价。")).toBe("✅");
    expect(mark("601318", "股价已不再高于2024年末收盘价。")).toBe("❌");
  });

  it("states no side where the verb is asked about, sought or set as a goal (能否, 必须, 要, 想要, 距离)", () => {
    expect(mark("600028", "股价能否收复2025年末收盘价是关键。")).toBe("❔");
    expect(mark("600028", "股价必须收复2025年末收盘价才能转强。")).toBe("❔");
    expect(mark("600028", "股价要回到2025年末收盘价之上还需时间。")).toBe("❔");
    expect(mark("600028", "股价想要重回2024年末收盘价难度很大。")).toBe("❔");
    expect(mark("600028", "股价距离收复2025年末收盘价还差约13%。")).not.toBe("❌");
  });

  it("leaves a comparison of two year-end closes to other readings", () => {
    expect(mark("600519", "2025年末收盘价低于2024年末收盘价。")).toBe("❔");
  });
});
