import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * An order word alone (空头排列) after a clause that lays averages out in order is the order of those averages
 * (listed-lines.ts): also when they carry their values ("MA5 39.03、MA10 39.39"), when they are named as a range
 * ("MA5到MA250六条均线") and when a clause on the price alone stands between ("股价被压在最下方"). As of 2026-04-30:
 * 招商银行 MA5 39.03 < MA10 39.39 < MA20 39.40, MA60 39.25; 五粮液 MA5 99.42 < … < MA250 116.47; 宁德时代 MA5
 * 437.69, MA10 438.80, MA20 425.02, MA60 391.63, MA120 383.22; 中国平安 MA5 58.35, MA10 58.22.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("the order of the averages listed before an order word", () => {
  it("reads the listed averages with their values, past a clause on the price", () => {
    expect(mark("600036", "MA5 39.03、MA10 39.39、MA20 39.41依次抬高，股价被压在最下方，呈空头排列。")).toBe("✅");
    expect(mark("300750", "MA5 437.69、MA10 438.80、MA20 425.02依次排开，股价压在下方，呈空头排列。")).toBe("❌");
    expect(mark("000858", "MA5 99.42、MA10 100.33依次抬高，股价在最下方，多头排列。")).toBe("❌");
    expect(mark("300750", "MA20、MA60、MA120由高到低排开，股价站在最上方，空头排列。")).toBe("❌");
  });

  it("reads a range of averages as every stored one from the first to the last", () => {
    expect(mark("000858", "MA5到MA250六条均线由低到高依次排开，标准的空头排列。")).toBe("✅");
    expect(mark("601318", "MA5到MA120五条均线由低到高依次排开，标准的空头排列。")).toBe("❌");
  });

  it("reads 短线 between the list and the order word as the listed lines' horizon, not a line of its own", () => {
    expect(mark("600036", "5日、10日、20日均线自下而上依次为39.03、39.39、39.41元，短线空头排列。")).toBe("✅");
    expect(mark("600036", "5日、10日、20日均线由低到高依次排开，短线多头排列。")).toBe("❌");
    expect(mark("600519", "MA5、MA10、MA20短线空头排列。")).toBe("✅");
  });

  it("still reads a bare order word, listing nothing, on the usual four", () => {
    // MA60 39.25 is below MA20 39.40: the four are not in order, though MA5-MA20 are.
    expect(mark("600036", "均线呈空头排列。")).toBe("❌");
  });
});
