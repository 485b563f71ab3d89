import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

/**
 * A company set against another whose figures are not given (an A-share outside the sample, or a company listed
 * elsewhere): the comparison is 未能核验, the clause's own figures are still checked.
 */
describe("a comparison with a company the data does not hold", () => {
  it("is left unverified, whether the peer is listed here or abroad", () => {
    // 招商银行 2025H1 营业总收入 −1.72 %; 五粮液 年初至今 −8.36 %; 宁德时代 2025 归母净利润 +42.28 %.
    expect(mark("600036", "招行上半年营收降幅1.72%，好于平安银行两位数的下滑。", "2025-09-05")).toBe("❔");
    expect(mark("000858", "五粮液今年以来跌幅大于泸州老窖和山西汾酒。")).toBe("❔");
    expect(mark("300750", "归母净利润722.01亿元，同比+42.28%，增速远超LG新能源和松下。")).toBe("❔");
    expect(mark("002594", "特斯拉一季度毛利率回升到18%以上，比亚迪的成本优势正在被追平。")).toBe("❔");
  });

  it("still fails the company's own figure when it is wrong", () => {
    expect(mark("300750", "归母净利润722.01亿元，同比+52.28%，增速远超LG新能源和松下。")).toBe("❌");
  });
});

describe("a price in the month after the last bar", () => {
  it("is no close the bars hold (bars end 2026-04-30)", () => {
    expect(mark("600036", "5月以来招行股价已反弹至40元上方。")).toBe("❔");
    expect(mark("002594", "5月6日比亚迪放量站上110元。")).toBe("❔");
    expect(mark("002594", "4月30日比亚迪收盘102.98元。")).toBe("✅");
  });
});
