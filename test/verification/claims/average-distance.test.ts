import { describe, expect, it } from "vitest";
import { withAverageDistance } from "../../../src/verification/claims/average-distance";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * "MA60在98.35元，现价102.98元高出约4.7%": a sized distance of the close after a clause naming one average is the
 * distance from that average. 比亚迪 (002594) as of 2026-04-30: close 102.98, MA60 98.35 (+4.71 %); 贵州茅台
 * (600519): close 1384.79, MA20 1433.56 (-3.40 %), MA60 1441.22 (-3.92 %).
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("the close's distance from the average named before", () => {
  it("writes the one average in", () => {
    expect(withAverageDistance("现价102.98元高出约4.7%", "MA60在98.35元")).toBe("现价102.98元较MA60高出约4.7%");
    expect(withAverageDistance("现价高出约2.6%", "5日、20日均线分别在437.69和425.02元")).toBe("现价高出约2.6%");
    expect(withAverageDistance("现价高出约2.6%", "52周高点在460元，60日线在391元")).toBe("现价高出约2.6%");
  });

  it("checks the distance from it", () => {
    expect(mark("002594", "MA60在98.35元，现价102.98元高出约4.7%。")).toBe("✅");
    expect(mark("600519", "20日均线1433.56元，收盘价低约3.4%。")).toBe("✅");
    expect(mark("002594", "MA60在98.35元，现价102.98元低了约4.7%。")).toBe("❌");
    expect(mark("600519", "60日线1441.22元，现价高出约4%。")).toBe("❌");
  });
});

describe("the average pointed back to by 该线 (现价低于该线约3.4%)", () => {
  it("reads 该线 as the one average of the clause before", () => {
    expect(mark("600519", "60日线1441.22元构成压制，现价低于该线约3.9%。")).toBe("✅");
    expect(mark("002594", "60日线98.35元是支撑，现价高于这条线约4.7%。")).toBe("✅");
    expect(mark("600519", "20日线1433.56元是第一道压力，现价低于该线约8%。")).toBe("❌");
  });

  it("leaves 该线 after a list of averages unread", () => {
    expect(withAverageDistance("现价低于该线约3.4%", "20日、60日线都在上方")).toBe("现价低于该线约3.4%");
  });
});

describe("how far the close is from breaking the averages pressing from above (离突破仍差3%以上)", () => {
  it("reads the distance from the first average named before as pressing", () => {
    expect(mark("600519", "20日线1433.56元在上方形成压力，股价离突破还差约3.4%。")).toBe("✅");
    expect(mark("600519", "20日线1433.56元在上方形成压力，股价离突破还差约8%。")).toBe("❌");
    // No average pressing named before: which line is to be broken is not said.
    expect(withAverageDistance("股价离突破还差约3.4%", "20日线1433.56元")).toBe("股价离突破还差约3.4%");
    expect(mark("600519", "股价离突破还差约3.4%。")).toBe("❔");
  });
});
