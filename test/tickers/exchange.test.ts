import { describe, expect, it } from "vitest";
import { exchangeOf, requireExchange } from "../../src/tickers/exchange";

describe("exchangeOf", () => {
  it("places each board's stock codes on its exchange", () => {
    expect(exchangeOf("600519")).toBe("SH");
    expect(exchangeOf("688981")).toBe("SH");
    expect(exchangeOf("689009")).toBe("SH");
    expect(exchangeOf("900901")).toBe("SH");
    expect(exchangeOf("000001")).toBe("SZ");
    expect(exchangeOf("002594")).toBe("SZ");
    expect(exchangeOf("300750")).toBe("SZ");
    expect(exchangeOf("302132")).toBe("SZ");
    expect(exchangeOf("200002")).toBe("SZ");
    expect(exchangeOf("430047")).toBe("BJ");
    expect(exchangeOf("830799")).toBe("BJ");
    expect(exchangeOf("873527")).toBe("BJ");
    expect(exchangeOf("920001")).toBe("BJ");
  });

  it("does not take an SZSE or BSE index for a stock: 399001, 399006 and 899050 are null", () => {
    for (const code of ["399001", "399006", "399300", "899050"]) expect(exchangeOf(code), code).toBeNull();
  });

  it("reads 000300 by its code range (SZSE main board): the CSI 300 is named, never routed by its digits", () => {
    expect(exchangeOf("000300")).toBe("SZ");
  });

  it("returns null for funds, bonds, unallocated ranges and anything that is not six digits", () => {
    const notStocks = ["510300", "159915", "113050", "700001", "12345", "1234567", "60051a", "", "６００５１９"];
    for (const code of notStocks) expect(exchangeOf(code), code).toBeNull();
  });
});

describe("requireExchange", () => {
  it("routes a stock code and refuses anything else by name", () => {
    expect(requireExchange("600519")).toBe("SH");
    expect(() => requireExchange("399001")).toThrow(/not an A-share code: "399001"/);
  });
});
