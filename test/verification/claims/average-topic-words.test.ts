import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/* 中国平安 (601318) as of 2026-04-30: close 59.37; MA60 61.25, MA250 59.29 (+0.14 % above it). */
const mark = (claim: string) =>
  markOf(
    checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("601318", "2026-04-30")),
  );

describe("an average named by its span (年线, 60日线) makes 价格 the share price", () => {
  it("reads the distance of 价格 from the average", () => {
    expect(mark("价格在年线之上仅约0.1%。")).toBe("✅");
    expect(mark("价格在年线59.29元之上约5%。")).toBe("❌");
    expect(mark("价格在60日线下方约3%。")).toBe("✅");
  });

  it("leaves a product's price alone", () => {
    expect(mark("产品价格上涨约5%。")).toBe("❔");
  });
});
