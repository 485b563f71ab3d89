import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/** 略 setting two levels side by side allows a gap of about a tenth; a change called 略 stays under 8 %. */
describe("a slight gap between two levels", () => {
  it("比亚迪 2025 下半年 171.08 vs 上半年 155.11亿元 (+10.3 %) is 略高; 宁德时代 H2 417 vs H1 304.85 (+36.8 %) is not", () => {
    expect(mark("002594", "2025年下半年归母净利约171亿元，略高于上半年的155亿元")).toBe("✅");
    expect(mark("002594", "2025年下半年归母净利润约171亿元，比上半年的155.11亿元略多一些")).toBe("✅");
    expect(mark("300750", "2025年下半年归母净利润约417亿元，只比上半年的304.85亿元略高")).toBe("❌");
  });

  it("只比2023年的X略高 compares 2025 with 2023; 宁德时代 营收 2025 vs 2024 (+17 %) is no slight gap", () => {
    expect(mark("002594", "2025年归母净利润326亿，只比2023年的300亿略高")).toBe("✅");
    expect(mark("300750", "2025年营收4237亿元，只比2023年的4009亿略高")).toBe("✅");
    expect(mark("300750", "2025年营收4237亿元，比2024年的3620亿元略高")).toBe("❌");
    expect(mark("300750", "总资产9748亿元，略高于上年的7866.58亿元")).toBe("❌");
  });

  it("one metric's consecutive years are a year-on-year change: 贵州茅台 营收 2021 +11.71 % is no 略高", () => {
    expect(mark("600519", "贵州茅台2021年营收比2020年略高", "2025-04-30")).toBe("❌");
    expect(mark("002594", "2025年归母净利润326亿，只比2023年的300亿略高")).toBe("✅");
  });

  it("a change called 略 keeps its band: 宁德时代 资本开支 2025 +35.8 % is no 略有增加", () => {
    expect(mark("300750", "2025年资本开支423.45亿元，较上年略有增加")).toBe("❌");
  });
});
