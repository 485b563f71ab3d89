import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 招商银行 on 2026-04-30: close 38.27; 每股净资产 2025年末 43.43元 (PB 0.88), 2026-03-31 44.90元 (PB 0.85).
describe("a discount to book (破净约15%, 较每股净资产折价约12%) is 1 − PB", () => {
  it("reads the discount on the PB the writer states", () => {
    expect(mark("600036", "现价对应PB约0.85倍，破净幅度约15%。")).toBe("✅");
    expect(mark("600036", "现价对应PB约0.85倍，破净约25%。")).toBe("❌");
    expect(mark("600036", "市净率0.88倍，较每股净资产折价约12%。")).toBe("✅");
    expect(mark("600036", "市净率0.88倍，较每股净资产折价约20%。")).toBe("❌");
  });

  it("reads it on the PBs held, or the close over each 每股净资产 held, where no PB is stated", () => {
    expect(mark("600036", "招行仍然破净，折价约12%。")).toBe("✅");
    expect(mark("600036", "招行仍然破净，折价约30%。")).toBe("❌");
    expect(mark("600036", "股价38.27元，较每股净资产折价约15%。")).toBe("✅");
    expect(mark("600036", "股价38.27元，较每股净资产折价约25%。")).toBe("❌");
  });

  it("leaves a percent that follows no discount word to the figures it names", () => {
    // ROE 2025 13.44 %: 12 % is no ROE, though 1 − 0.88 is 12 %.
    expect(mark("600036", "PB约0.88倍，ROE约12%。")).toBe("❌");
    expect(mark("600036", "招行破净，2025年归母净利润同比增长1.2%。")).toBe("✅");
  });
});

describe("a size word after 破净/折价 (破净幅度一成多) sizes 1 − PB", () => {
  it("on the PB written, else the PB held for the day", () => {
    expect(mark("600036", "市净率约0.88倍，股价破净幅度一成多。")).toBe("✅");
    expect(mark("600036", "市净率约0.88倍，股价破净幅度两成多。")).toBe("❌");
    expect(mark("600036", "招行已经破净，折价一成多。")).toBe("✅");
    expect(mark("600036", "招行已经破净，折价近三成。")).toBe("❌");
  });
  it("leaves a size word of another change alone", () => {
    // 2025年 归母净利润 +1.21 %: 一成多 sizes the profit's growth, not a discount to book.
    expect(mark("600036", "招行PB约0.85倍，归母净利润增长一成多。")).toBe("❌");
  });
});
