import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { withNamedLevel } from "../../../src/verification/claims/named-level";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * A bare distance after a clause naming one level (named-level.ts), src/sample/sample-data.json on 2026-04-30:
 * 中国石化 5.39 against 2025-12-31 6.18 −12.78 %; 中国平安 59.37 against 2024-12-31 52.65 +12.76 %, its year's lowest
 * close 56.33 on 3月30日 (+5.40 %); 贵州茅台 1384.79 against 2024-12-31 1524.00 −9.13 %.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a bare 低了/高出 after a year's last close", () => {
  it("is the move since that close", () => {
    expect(mark("600028", "收盘5.39元，2025年末的6.18元已经失守，低了约12.8%。")).toBe("✅");
    expect(mark("600028", "收盘5.39元，2025年末的6.18元已经失守，低了约8.8%。")).toBe("❌");
    expect(mark("601318", "平安收59.37元，2024年末的52.65元远在下方，高出约12.8%。")).toBe("✅");
    expect(mark("601318", "平安收59.37元，2024年末的52.65元远在下方，低了约12.8%。")).toBe("❌");
    expect(mark("600519", "茅台收1384.79元，2024年末的1524元早已跌破，低了约9.1%。")).toBe("✅");
  });

  it("is left alone after a clause naming a day's close (that day's own move may be meant)", () => {
    expect(withNamedLevel("低了约0.6%", "4月29日收38.50元")).toBe("低了约0.6%");
  });
});

describe("a distance after an extreme's price and the day it fell on", () => {
  it("is the move since that day's close", () => {
    expect(mark("601318", "年内最低收盘56.33元在3月30日，目前高出约5.4%。")).toBe("✅");
    expect(mark("601318", "年内最低收盘56.33元在3月30日，目前高出约9.4%。")).toBe("❌");
    expect(withNamedLevel("目前高出约5.4%", "年内最低收盘56.33元在3月30日")).toBe("自3月30日至今高出约5.4%");
  });
});

describe("a move opening its clause after an extreme named with its day and price", () => {
  // 2026-04-30: 中国平安 +5.40 % from 3月30日's 56.33; 五粮液 −12.36 % from 1月29日's 110.77; 宁德时代 +28.65 % from
  // 3月4日's 338.90.
  it("is the move since that day's close", () => {
    expect(mark("601318", "3月30日56.33元是年内最低收盘，反弹约5.4%。")).toBe("✅");
    expect(mark("601318", "3月30日56.33元是年内最低收盘，反弹已超9%。")).toBe("❌");
    expect(mark("300750", "3月4日338.9元是年内收盘低点，回升了约28.7%。")).toBe("✅");
    expect(mark("000858", "1月29日110.77元是年内最高收盘，回撤约12.4%。")).toBe("✅");
    expect(mark("000858", "1月29日110.77元是年内最高收盘，回撤约20%。")).toBe("❌");
  });
});

describe("a size after a price path", () => {
  // 中国石化 2026-04-30: from 3月3日's close 7.82 to 5.39, −31.07 %.
  it("stays the path's, not a distance from the day the path starts", () => {
    expect(mark("600028", "股价从3月3日7.82元的收盘高点跌到5.39元，回撤约31%。")).toBe("✅");
    expect(mark("600028", "股价从3月3日7.82元的收盘高点跌到5.39元，回撤约21%。")).toBe("❌");
  });
});
