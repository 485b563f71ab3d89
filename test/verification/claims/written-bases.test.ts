import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

// 贵州茅台 closes 1384.79 on 2026-04-30, 1377.18 on 2025-12-31; 五粮液 97.08 and 105.94; 中国平安 59.37 on 2026-04-30.
describe("a move's base price written out (market-spellings.ts, named-close.ts)", () => {
  it("reads a bare figure after a year-end as that year-end's close (比去年底1377.18)", () => {
    expect(mark("600519", "现价1384.79，比去年底1377.18只涨了0.55%。")).toBe("✅");
    expect(mark("600519", "比去年底1477.18只涨了0.55%。")).toBe("❌");
    expect(mark("600519", "比去年底1377.18只涨了3.55%。")).toBe("❌");
  });

  it("reads the price 年初 names as the close of the year before (较年初的105.94元)", () => {
    expect(mark("000858", "较年初的105.94元已跌8.4%。")).toBe("✅");
    expect(mark("000858", "较年初的115.94元已跌8.4%。")).toBe("❌");
  });
});

describe("a quote card's heading and fields (诊股卡｜中国平安 59.37元 RSI 53.7 中性)", () => {
  it("reads the price after the card's name as the last close, the fields after it each on its own", () => {
    expect(mark("601318", "诊股卡｜中国平安 59.37元 RSI 53.7 中性")).toBe("✅");
    expect(mark("601318", "诊股卡｜中国平安 61.37元 RSI 53.7 中性")).toBe("❌");
    expect(mark("000858", "【诊股】五粮液 97.08元 均线空头排列 RSI 28.4 超卖")).toBe("✅");
    expect(mark("000858", "【诊股】五粮液 99.08元 均线空头排列 RSI 28.4 超卖")).toBe("❌");
  });

  it("reads any short label before the bar as the heading, by the card's shape (a name, a space, its price)", () => {
    expect(mark("601318", "盘后快评｜中国平安 59.37元 RSI 53.7 中性")).toBe("✅");
    expect(mark("601318", "盘后快评｜中国平安 61.37元 RSI 53.7 中性")).toBe("❌");
  });
});

// 五粮液's 52-week high is 137.18 (2025-05-14), its low 97.00; it closes 97.08 on 2026-04-30.
describe("a 52-week end named, then the close set against it by 之 (一年内最高价137.18元，当前价距之…)", () => {
  it("reads 之 as that end of the range", () => {
    expect(mark("000858", "一年内最高价137.18元，当前价距之跌幅接近三成。")).toBe("✅");
    expect(mark("000858", "52周最低价97.00元，股价距之仅高约0.1%。")).toBe("✅");
  });

  it("fails a distance that is not the close's from it", () => {
    expect(mark("000858", "一年内最高价137.18元，当前价距之跌幅接近五成。")).toBe("❌");
    expect(mark("000858", "52周最低价97.00元，股价距之高约10%。")).toBe("❌");
  });
});
