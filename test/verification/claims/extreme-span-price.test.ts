import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * The price of an extreme (binding.ts MOVE_BEFORE, check-price.ts, extreme-span-price.ts), src/sample/sample-data.json
 * on 2026-04-30: 52-week 中国平安 74.88 / 50.55, 招商银行 48.55 / 37.31, 宁德时代 460 / 231.2; this year's highest close
 * 招商银行 42.73 (盘中 43.02), 五粮液 110.77.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("the 52-week high or low tied to its price by 为/是/在", () => {
  it("is that end of the range", () => {
    expect(mark("601318", "平安的52周高点为74.88元。")).toBe("✅");
    expect(mark("601318", "平安的52周低点是50.55元。")).toBe("✅");
    expect(mark("601318", "平安的52周低点是55.55元。")).toBe("❌");
    expect(mark("300750", "宁德52周高点为460元，低点为231.2元。")).toBe("✅");
    expect(mark("600036", "招行52周高点是58.55元。")).toBe("❌");
  });
});

describe("an extreme named for another span than the rolling year", () => {
  it("is this year's for 年内, either its close or its price", () => {
    expect(mark("600036", "招行年内高点42.73元。")).toBe("✅");
    expect(mark("000858", "五粮液年内高点为110.77元。")).toBe("✅");
    expect(mark("000858", "五粮液年内高点为120元。")).toBe("❌");
  });

  it("is left undecided for another year", () => {
    expect(mark("600036", "招行2021年高点为50元。")).toBe("❔");
    expect(mark("600028", "石化2024年高点为8.5元。")).toBe("❔");
  });
});

// 贵州茅台 on 2025-06-30: the 52-week high 1910元 was on 2024-10-08 (last year); 2025's highest close 1637.86元.
describe("this year's extreme is not last year's 52-week one", () => {
  it("fails a 52-week high set last year, said as this year's", () => {
    const at = (claim: string) =>
      markOf(
        checkAssertions(parseAssertions(claim, undefined, { asOf: "2025-06-30" }), sampleFacts("600519", "2025-06-30")),
      );
    expect(at("今年以来的高点为1910元。")).toBe("❌");
    expect(at("年内低点1245.83元。")).toBe("❌");
  });
});

describe("this year named as its year (今年, written as the last bar's year) is 年内", () => {
  it("招商银行 2026's highest close 42.73元", () => {
    expect(mark("600036", "招行今年高点是42.73元。")).toBe("✅");
    expect(mark("600036", "招行今年高点是44.73元。")).toBe("❌");
  });
});
