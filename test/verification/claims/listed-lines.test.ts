import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

// 2026-04-30. 宁德时代: MA5 437.69 < MA10 438.80 (the usual four not 多头), MA20 425.02 > MA60 391.63 > MA120 383.22 >
// MA250 335.35. 五粮液: MA5 99.42 < MA10 100.33 < MA20 101.81 < MA60 103.32 < MA120 107.86 < MA250 116.47. 招行:
// close 38.27, MA5 39.03 < MA10 39.39 < MA20 39.41, MA60 39.25. 平安: MA20 58.22 < MA60 61.25 < MA120 62.69.
describe("an order word over the averages listed beside it (listed-lines.ts)", () => {
  it("reads the averages listed with their values after it, and each value", () => {
    expect(mark("300750", "均线多头排列未破：20日425、60日392、120日383、250日335，中长期趋势向上。")).toBe("✅");
    expect(mark("000858", "均线空头排列：20日101.8、60日103.3、120日107.9、250日116.5。")).toBe("✅");
    expect(mark("000858", "均线多头排列：20日101.8、60日103.3、120日107.9、250日116.5。")).toBe("❌");
    // A wrong value fails though the order holds.
    expect(mark("300750", "均线多头排列未破：20日425、60日392、120日383、250日300。")).toBe("❌");
    expect(mark("300750", "均线多头排列未破：20日425、60日392。")).toBe("✅");
  });

  it("reads an order word after a list laid out in order, also across the lines counted back (三线)", () => {
    expect(mark("600036", "收盘38.27元，5日、10日、20日均线由低到高依次排开，价格压在三线之下，典型空头排列。")).toBe(
      "✅",
    );
    expect(mark("600036", "5日、10日、20日均线由低到高依次排开，价格站在三线之上。")).toBe("❌");
    expect(mark("300750", "5日、10日、20日均线由低到高依次排开。")).toBe("❌");
    expect(mark("000858", "5日、10日、20日、60日均线由低到高依次排列，空头排列清晰。")).toBe("✅");
    expect(mark("000858", "5日、10日、20日均线由高到低依次排开。")).toBe("❌");
  });

  it("gives the values written in turn after a listing clause to the averages it lists", () => {
    expect(mark("601318", "20日、60日、120日均线由下至上排列，分别约58.2、61.2、62.7元。")).toBe("✅");
    expect(mark("000858", "60日、120日、250日均线由下至上排列，分别约103.3、107.9、116.5元。")).toBe("✅");
    expect(mark("000858", "60日、120日、250日均线由下至上排列，分别约103.3、107.9、110元。")).toBe("❌");
    expect(mark("000858", "60日、120日、250日均线由上至下排列，分别约103.3、107.9、116.5元。")).toBe("❌");
  });

  it("reads 与之 as the close against each average the clause before lists", () => {
    // 贵州茅台: close 1384.79, MA5 1410.53 (−1.82 %), MA10 1411.13 (−1.87 %); 五粮液: 97.08, MA5 −2.35 %, MA10 −3.24 %.
    expect(mark("600519", "中性风控：5日、10日均线约1410-1411元，收盘价与之相差不到2%，波动可控。")).toBe("✅");
    expect(mark("600519", "5日、10日均线约1410-1411元，收盘价与之相差不到1%。")).toBe("❌");
    expect(mark("000858", "5日、10日均线约99.4、100.3元，收盘价与之相差不到4%。")).toBe("✅");
    expect(mark("000858", "5日、10日均线约99.4、100.3元，收盘价与之相差不到2%。")).toBe("❌");
    expect(mark("600519", "收盘价与5日均线相差不到2%。")).toBe("✅");
  });

  it("leaves an average with no stored data undecided", () => {
    // 比亚迪 has under 250 sessions of bars on 2026-04-30: no MA250.
    expect(mark("002594", "均线多头排列：20日102、60日98、250日90。")).toBe("❔");
  });
});
