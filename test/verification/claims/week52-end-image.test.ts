import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/* On 2026-04-30 (src/sample/sample-data.json): 600036 closed 38.27 in a 52-week range 37.31-48.55 (8.5 %); 300750
 * closed 436.00 in 231.20-460.00 (89.5 %); 601318 closed 59.37 in 50.55-74.88 (36.3 %). */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("an end of the 52-week range said in an image (贴地, 天花板, 最下沿)", () => {
  it("is the bottom or top tenth; a word of nearness reaches to the fifth", () => {
    expect(mark("600036", "招行52周区间位置贴地")).toBe("✅");
    expect(mark("600036", "招行的股价处在一年区间的最下沿")).toBe("✅");
    expect(mark("300750", "宁王52周位置快顶到天花板了")).toBe("✅");
    expect(mark("300750", "52周区间位置顶到天花板")).toBe("❌");
    expect(mark("601318", "平安52周区间位置几乎贴地")).toBe("❌");
    expect(mark("601318", "平安处在52周区间最上沿")).toBe("❌");
  });

  it("needs the range's place named: an image alone says nothing of it", () => {
    expect(mark("601318", "平安的估值已经贴地")).toBe("❔");
  });
});
