import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { priceReading } from "../../../src/verification/claims/price-readings";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (claim: string, ticker = "601318", asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

// 中国平安 归母净利润 2024 1266.07亿元 → 2025 1347.78亿元 (+6.45 %); 2025 annual plan filed 2026-03-27.
describe("the point's facts read as news for the price", () => {
  it("reads the words of a reading for the price, signed", () => {
    expect(priceReading("对股价是正面因素")).toBe(1);
    expect(priceReading("这对股价构成一定支撑")).toBe(1);
    expect(priceReading("利好股价")).toBe(1);
    expect(priceReading("对估值形成压制")).toBe(-1);
    expect(priceReading("对股价并非利好")).toBeNull();
    expect(priceReading("股价站上60日线")).toBeNull();
  });

  it("the way the checked facts point, it adds nothing to check", () => {
    expect(mark("消息面视角：利润回升叠加年度分红方案落地，对股价是正面因素。")).toBe("✅");
    expect(mark("归母净利润同比增长约6.5%，对股价构成支撑。")).toBe("✅");
  });

  it("against the facts, or with no fact read, it stays 未能核验", () => {
    expect(mark("归母净利润同比增长约6.5%，对股价是负面因素。")).toBe("❔");
    expect(mark("对股价是正面因素。")).toBe("❔");
  });

  it("a wrong fact under it still fails the point", () => {
    expect(mark("利润下滑，对股价是正面因素。")).toBe("❌");
  });
});
