import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a record of a growth rate (增速…最快, 最慢) is of the year-on-year rates, not the levels", () => {
  // 五粮液 归母净利润增速: 2016 +9.86 %, 2017 +42.58 %, 2018 +38.35 %, 2019 +30.02 %.
  it("judges the year's growth against each growth of the window", () => {
    expect(mark("000858", "30.02%的利润增速是2016年以来最快的一年。", "2020-05-15")).toBe("❌");
    expect(mark("000858", "2019年归母净利润增速30.02%，是2016年以来最快的一年。", "2020-05-15")).toBe("❌");
    expect(mark("000858", "2019年归母净利润增速30.02%，是2018年以来最慢的一年。", "2020-05-15")).toBe("✅");
  });

  it("is 未能核验 when the window's first growth needs a year the data lacks", () => {
    // 贵州茅台's stored 归母净利润 start in 2019: its first growth is 2020's.
    expect(mark("600519", "2025年归母净利润增速为2019年以来最低。")).toBe("❔");
  });
});

describe("a level said not to exceed a named year's peak (仍没有超过2023年的历史峰值)", () => {
  // 宁德时代 营业总收入 2023 4009.17亿元, 2025 4237.02亿元; 贵州茅台 2024 1741.44亿元, 2025 1720.54亿元.
  it("is at most that year's level, not a position among all years", () => {
    expect(mark("300750", "2025年营收4237.02亿元，仍没有超过2023年的历史峰值。")).toBe("❌");
    expect(mark("600519", "2025年营收1720.54亿元，仍没有超过2024年的历史峰值。")).toBe("✅");
  });
});

describe("a record over a window reaching before the stored years", () => {
  it("fails when a stored year of the window already beats the one judged, else stays 未能核验", () => {
    // 贵州茅台 归母净利润增速 2020 +13.33 % < 2024 +15.38 %: 2024 is not the slowest since 2019, whatever 2019 was.
    expect(mark("600519", "2024年归母净利润增速15.38%，为2019年以来最慢。")).toBe("❌");
  });
});

describe("a record over a window with years the data does not hold", () => {
  it("is 未能核验 when it holds on the stored years: a missing year may hold the record", () => {
    // 招商银行 ROE stored for 2019 (16.84 %), 2024 (14.49 %) and 2025 (13.44 %) only.
    expect(mark("600036", "2025年ROE 13.44%，为2019年以来的最低水平。")).toBe("❔");
    expect(mark("600036", "2025年ROE 13.44%，为2024年以来的最低水平。")).toBe("✅");
  });

  it("reads a stated extreme over a window with no start year (历史) as over years before the stored ones", () => {
    // 贵州茅台 营业收入 stored from 2019 (854.30亿元, the lowest); 招商银行 ROE 2019 16.84 %, then 2024 and 2025 only.
    expect(mark("600519", "营业收入历史最低854.30亿元。")).toBe("❔");
    expect(mark("600036", "ROE历史最高16.84%。")).toBe("❔");
    // Counter-cases: a stored year that already beats the figure refutes it; a start year the data holds checks it.
    expect(mark("600519", "营业收入历史最低900亿元。")).toBe("❌");
    expect(mark("600036", "ROE历史最高15.5%。")).toBe("❌");
    expect(mark("601318", "负债率2017年以来最高90.95%。")).toBe("✅");
  });

  it("is 未能核验 when the stated extreme is a quarter's level the year-ends do not compare with", () => {
    // 贵州茅台 资产负债率 2026Q1 12.12 %; its year-ends since 2019 are lowest in 2025 (16.42 %).
    expect(mark("600519", "负债率2019年以来最低12.12%。")).toBe("❔");
    // Counter-cases: the year-ends' own extreme holds, a figure no period holds fails.
    expect(mark("600519", "负债率2019年以来最低16.42%。")).toBe("✅");
    expect(mark("600519", "负债率2019年以来最低17.98%。")).toBe("❌");
  });
});

describe("a condition said with 只要", () => {
  it("is a scenario, never checked as a fact", () => {
    // 宁德时代 2026Q1 营业总收入 +52.45 %; what the rest of the year would need is not a reported fact.
    expect(mark("300750", "一季度营收增速约52%，只要后三个季度保持四成增长，全年利润就能破千亿。")).toBe("❔");
  });
});

describe("a level grown to a record (增长至…最高) is the level's record, not the growth rate's", () => {
  it("reads 增长至/增长到 with the record as the level's", () => {
    // 贵州茅台 归母净利润 2019-2023 rose every year: 2023's 747.34亿元 is the highest since 2019.
    expect(mark("600519", "贵州茅台2023年净利润增长至2019年以来最高。")).toBe("✅");
    expect(mark("600519", "贵州茅台2024年营收增长到2019年以来的最高水平。")).toBe("✅");
  });
});

describe("the record of an outflow is of its size", () => {
  it("净流出…创新高 is the lowest net flow; a signed net flow's 最低 stays the lowest", () => {
    // 比亚迪 投资活动现金流量净额 2021-2025: -454.04, -1205.96, -1256.64, -1290.82, -1974.63亿元.
    expect(mark("002594", "2025年投资活动现金净流出创近五年新高。")).toBe("✅");
    expect(mark("002594", "2022年投资活动现金净流出创2021年以来新低。")).toBe("❌");
    // 宁德时代 2025 -944.76亿元, the lowest since 2021.
    expect(mark("300750", "2025年投资活动现金流量净额-944.76亿元，为2021年以来最低。")).toBe("✅");
    // The outflow named in the clause the record's metric came from.
    expect(mark("300750", "投资活动现金净流出945亿元，创2021年以来新高。")).toBe("✅");
    expect(mark("300750", "2024年投资活动现金净流出489亿元，创2021年以来新高。")).toBe("❌");
  });
});

describe("a record over the last N years said of a year with fewer than N stored before it (近五年的峰值)", () => {
  // 600028 归母净利润 2020 332.71亿, 2021 712.08亿, 2022 670.82亿, 2023 604.63亿, 2024 503.13亿 (the latest).
  it("is over the N latest stored years when they hold the year judged", () => {
    expect(mark("600028", "2021年归母净利润712亿元是近五年的峰值。")).toBe("✅");
    expect(mark("600028", "2022年归母净利润是近五年的峰值。")).toBe("❌");
  });

  it("reads 谷底 as the window's low, and needs N stored years to read back from the latest", () => {
    // 601318 归母净利润 2017-2025: 890.88, 1074.04, 1494.07, 1430.99, 1016.18, 837.74 (the lowest), 856.65, 1266.07,
    // 1347.78.
    expect(mark("601318", "2022年归母净利润837.74亿元是近九年的谷底。")).toBe("✅");
    expect(mark("601318", "2021年归母净利润1016.18亿元是近九年的谷底。")).toBe("❌");
  });
});

describe("a record set then (创近N年新高) is over the years up to it", () => {
  it("too few stored years before it is 未能核验, not the latest years' window", () => {
    // 招商银行 归母净利润 stored from 2022: 2022's record over 2018-2022 cannot be read.
    expect(mark("600036", "招商银行2022年归母净利润1380.12亿元，创近五年新高。")).toBe("❔");
  });
});

describe("a record over a window the data only partly holds (近五年最低 with three years stored)", () => {
  // 比亚迪 归母净利润 单季 are stored from 2024Q3: 116.07 / 150.16, then 2025 91.55 / 63.56 / 78.23 / 92.86亿元.
  it("fails when a stored period of the window already beats the one judged", () => {
    expect(mark("002594", "2025年三季度单季归母净利78.23亿元，是近三年来单季最高。")).toBe("❌");
  });

  it("stays 未能核验 when every stored period of the window is below it", () => {
    expect(mark("002594", "2024年四季度单季归母净利150.16亿元，是近三年来单季最高。")).toBe("❔");
  });
});
