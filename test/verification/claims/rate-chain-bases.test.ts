import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

// 招商银行 归母净利润 single quarters: 2025Q3 +1.04 %, 2025Q4 +3.41 %. 比亚迪 营业总收入: 2025H1 +23.30 %, 2025H2 -9.10 %.
describe("a rate change naming no base is against the rate its sentence stated for the quarter or half before", () => {
  it("a single quarter against the single quarter stated before it", () => {
    expect(mark("600036", "拆单季：2025年三季度归母净利润388.42亿，同比约+1.0%；四季度增速升至3.41%。")).toBe("✅");
    expect(mark("600036", "2025年三季度归母净利润388.42亿，同比约+1.0%；四季度增速回落至3.41%。")).toBe("❌");
  });

  it("the second half against the first half stated before it", () => {
    expect(mark("002594", "回头看，上半年还有23.3%的营收增速（3712.81亿元），下半年才明显降速。")).toBe("✅");
    expect(mark("002594", "2025年上半年营收增速23.3%，下半年增速反而加快。")).toBe("❌");
  });

  it("with no rate stated before, or no stored rate for the earlier period, the base stays undecided", () => {
    expect(mark("600036", "2025年四季度单季归母净利润增速升至3.41%。")).toBe("❔");
    expect(mark("002594", "2025年二季度单季营收同比增长14%，三季度增速明显放缓。")).toBe("❔");
  });
});
