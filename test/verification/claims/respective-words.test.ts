import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * From src/sample/sample-data.json: 600519's 2025 营业总收入 1720.54亿元 (-1.20 %), 归母净利润 823.20亿元 (-4.53 %),
 * gross margin 91.18 % (91.93 % in 2024), net margin 50.53 % (52.27 %); 002594's single-quarter 归母净利润 2025Q3
 * 78.23亿元 (-32.60 % on 116.07亿元), 2025Q4 92.86亿元 (-38.16 % on 150.16亿元).
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

describe("各 before a move and its figures (较2024年各降约0.8和1.7个百分点)", () => {
  it("pairs the figures with the metrics listed, as 分别 does", () => {
    expect(mark("600519", "毛利率91.18%、净利率50.53%，较2024年各降约0.8和1.7个百分点。")).toBe("✅");
    expect(mark("600519", "2025年营收1720.54亿元、归母净利润823.20亿元，同比各降约1.2%和4.5%。")).toBe("✅");
  });

  it("fails figures paired the wrong way round", () => {
    expect(mark("600519", "2025年营收1720.54亿元、归母净利润823.20亿元，同比各降约4.5%和1.2%。")).toBe("❌");
  });
});

describe("a bare clause of moves after a clause that paired as many figures (分别为A、B，同比降约X和Y)", () => {
  it("pairs its figures the same way", () => {
    const q = "单季看，2025年Q3、Q4归母净利润分别为78.23亿、92.86亿元，同比降约33%和38%。";
    expect(mark("002594", q)).toBe("✅");
    expect(mark("600519", "营收和归母净利润分别为1720.54亿元、823.20亿元，同比下降约1.2%和4.5%。")).toBe("✅");
  });

  it("fails them swapped", () => {
    expect(mark("600519", "营收和归母净利润分别为1720.54亿元、823.20亿元，同比下降约4.5%和1.2%。")).toBe("❌");
  });
});
