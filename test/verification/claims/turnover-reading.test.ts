import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/* 五粮液 (000858) as of 2026-04-30: the last 20 sessions' mean volume 106.8 % of the 20 before. */
const mark = (claim: string) =>
  markOf(
    checkAssertions(
      parseAssertions(claim, undefined, { asOf: "2026-04-30", company: "000858" }),
      sampleFacts("000858", "2026-04-30"),
    ),
  );

describe("money said to change hands (在换手)", () => {
  it("is a reading of the move beside a checked volume, not a turnover figure", () => {
    expect(mark("20日均量比前20日多了约7%，下跌中有资金在换手。")).toBe("✅");
    expect(mark("20日均量比前20日多了约30%，下跌中有资金在换手。")).toBe("❌");
  });

  it("leaves a turnover rate undecided", () => {
    expect(mark("换手率约1.2%，交投清淡。")).toBe("❔");
  });
});
