import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { namesLastCloses } from "../../../src/verification/claims/last-closes";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/* On 2026-04-30 (src/sample/sample-data.json): 002594 closed 101.48, 105.40 and 102.98 on its last three sessions. */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("the last N closes listed in order (最近三个收盘A→B→C)", () => {
  it("holds when each is the close it stands for", () => {
    expect(mark("002594", "近10个交易日只有3天收涨，最近三个收盘101.48→105.40→102.98冲高回落。")).toBe("✅");
    expect(mark("002594", "最近三个交易日收盘分别为101.48、105.40、102.98元。")).toBe("✅");
    expect(mark("002594", "最近三个收盘101.48→105.40→103.98冲高回落。")).toBe("❌");
  });

  it("needs as many figures as the closes named", () => {
    expect(namesLastCloses("最近三个收盘101.48、105.40")).toBe(true);
    expect(mark("002594", "最近三个收盘105.40、102.98。")).not.toBe("✅");
  });
});
