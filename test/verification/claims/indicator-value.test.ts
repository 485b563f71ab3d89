import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { withIndicatorValue } from "../../../src/verification/claims/indicator-value";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * MACD(12,26,9) on the last bar, from src/sample/sample-data.json: 贵州茅台 2026-04-30 DIF -10.033, DEA -4.724 (死叉
 * 4月17日); 中国平安 2026-04-30 DIF -0.350, DEA -0.637; 招商银行 2026-04-30 DIF -0.125, DEA 0.009; 比亚迪
 * 2026-04-30 DIF 0.521, DEA 0.594; 宁德时代 2026-04-30 DIF 11.759; 中国石化 2026-04-30 DIF -0.199.
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a bare reading after a clause whose subject is one MACD line", () => {
  it("is that line's value, the line crossed or compared with being the object", () => {
    expect(mark("600519", "4月17日DIF跌破DEA，当前大约-10.0，弱势未改。")).toBe("✅");
    expect(mark("600519", "4月17日DIF跌破DEA，当前大约-6.5，弱势未改。")).toBe("❌");
    expect(mark("601318", "DIF仍处在零轴下方，最新约-0.35。")).toBe("✅");
    expect(mark("601318", "DIF仍处在零轴下方，最新约-0.85。")).toBe("❌");
    expect(withIndicatorValue("目前约-1.17", "DIF在4月20日下穿DEA")).toBe("DIF目前约-1.17");
  });

  it("is never read as the price (a sign wrong fails as the line's value)", () => {
    expect(mark("600036", "招行DIF于4月27日下穿DEA，现在约-0.13。")).toBe("✅");
    expect(mark("600036", "招行DIF于4月27日下穿DEA，现在约0.13。")).toBe("❌");
  });

  it("leaves a reading after both lines, or MACD alone, to no line", () => {
    expect(mark("002594", "MACD死叉之后DIF与DEA都还在零轴上方，约0.5。")).toBe("❔");
    expect(withIndicatorValue("约0.5", "DIF与DEA都还在零轴上方")).toBe("约0.5");
    expect(withIndicatorValue("约-10", "MACD于4月17日死叉")).toBe("约-10");
  });
});

describe("a card's DIF>0 / DEA>0", () => {
  it("is the line's side of the zero axis", () => {
    expect(mark("300750", "【技术卡】宁德时代 收436｜DIF>0｜RSI14约56")).toBe("✅");
    expect(mark("600028", "【技术卡】中国石化 收5.39｜DIF>0｜RSI14约30")).toBe("❌");
    expect(mark("600036", "【技术卡】招商银行 收38.27｜DEA>0")).toBe("✅");
    expect(mark("600036", "【技术卡】招商银行 收38.27｜DIF>0")).toBe("❌");
  });
});
