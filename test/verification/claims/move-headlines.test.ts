import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

/*
 * 招商银行 归母净利润 2019 928.67 → 2020 973.42亿元 (+4.82 %), 2022 1380.12 → 2023 1466.02 (+6.22 %); 宁德时代 营业总收入
 * 2023 4009.17 → 2024 3620.13 (−9.70 %) → 2025 4237.02亿元; 比亚迪 归母净利润 2024 402.54 → 2025 326.19亿元 (−18.97 %).
 */
describe("a kept or left move opening its sentence takes the metric the clause after it names", () => {
  it("守住正增长 is the growth of that metric in that year", () => {
    expect(mark("600036", "疫情之年照样守住正增长，2020年归母净利润973.42亿元，同比多出约4.8%。")).toBe("✅");
    expect(mark("002594", "2025年守住了正增长，归母净利润326.19亿元。")).toBe("❌");
  });
  it("没能守住正增长 denies it", () => {
    expect(mark("002594", "2025年没能守住正增长，归母净利润326.19亿元。")).toBe("✅");
    expect(mark("600036", "2023年也没能守住正增长，归母净利润1466.02亿元，同比增长6.2%。")).toBe("❌");
  });
  it("走出YYYY年的下滑 says that year fell", () => {
    expect(mark("300750", "走出2024年的下滑，2025年营收重回增长轨道，全年4237.02亿元。")).toBe("✅");
    expect(mark("300750", "走出2023年的下滑，2024年营收3620.13亿元。")).toBe("❌");
  });
  it("a metaphor or a forecast of growth is no such move", () => {
    const claim = "木头姐视角：储能与钠电会打开宁德的第二增长曲线，而一季度营收已同比增长约52%。";
    expect(mark("300750", claim)).not.toBe("✅");
  });
});

describe("a hold in doubt, and figures before a metric that are no list", () => {
  it("难以保持增长 is no move said", () => {
    expect(mark("002594", "难以保持增长，2025年归母净利润326.19亿元，同比下滑近两成。")).not.toBe("❌");
  });
  it("only period-headed items run into the metric named after them", () => {
    expect(mark("600036", "全年派现约506亿元，比例约33.7%，2025年归母净利润1501.81亿元。")).not.toBe("❌");
  });
});
