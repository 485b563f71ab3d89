import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * src/sample/sample-data.json: 宁德时代 on 2026-04-30 DIF 11.759, DEA 12.854; 比亚迪 on 2025-10-31 DIF -1.239,
 * DEA -0.895.
 */
const mark = (ticker: string, asOf: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("MACD's 快线 and 慢线 (market-spellings.ts) are DIF and DEA", () => {
  it("reads their values and their rank", () => {
    expect(mark("300750", "2026-04-30", "MACD快线11.76已落到慢线12.85下方。")).toBe("✅");
    expect(mark("300750", "2026-04-30", "MACD快线13.76已落到慢线12.85下方。")).toBe("❌");
    expect(mark("002594", "2025-10-31", "MACD快线-1.24仍低于慢线-0.90。")).toBe("✅");
    expect(mark("002594", "2025-10-31", "MACD快线-1.24仍高于慢线-0.90。")).toBe("❌");
  });

  it("is not read so in a text about moving averages that names no MACD", () => {
    expect(mark("300750", "2026-04-30", "5日均线快线已下穿20日慢线。")).toBe("❔");
  });

  it("is not read so in a text that names no MACD, DIF or DEA (RSI's, volume's, an unnamed 快线 stay unchecked)", () => {
    expect(mark("300750", "2026-04-30", "宁德时代RSI快线已经下穿慢线。")).toBe("❔");
    expect(mark("300750", "2026-04-30", "宁德时代成交量快线在慢线下方。")).toBe("❔");
    expect(mark("300750", "2026-04-30", "宁德时代K线快线在慢线下方。")).toBe("❔");
    expect(mark("300750", "2026-04-30", "宁德时代快线11.76低于慢线12.85。")).toBe("❔");
    expect(mark("300750", "2026-04-30", "宁德时代快线在慢线上方。")).toBe("❔");
    expect(mark("300750", "2026-04-30", "宁德时代快线在慢线下方。")).toBe("❔");
    expect(mark("300750", "2026-04-30", "宁德时代MACD快线11.76低于慢线12.85。")).toBe("✅");
    expect(mark("300750", "2026-04-30", "宁德时代DIF 11.76低于慢线12.85。")).toBe("✅");
  });
});

describe("DIF ranked against DEA with its own value written between (check-macd-lines.ts)", () => {
  it("checks the rank, not only the values", () => {
    expect(mark("002594", "2025-10-31", "DIF -1.24低于DEA -0.90。")).toBe("✅");
    expect(mark("002594", "2025-10-31", "DIF -1.24仍高于DEA -0.90。")).toBe("❌");
  });
});
