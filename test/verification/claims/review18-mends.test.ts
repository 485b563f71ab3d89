import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

/** A reviewer's findings on the eighteenth session's rules, each probed with fresh sentences (2026-04-30). */
describe("the latest report when the notice list is behind the figures", () => {
  // 招商银行: FY2025 figures are stored, the newest annual-report notice held is the FY2024 one.
  it("is undecided, whichever year is named", () => {
    expect(mark("600036", "招行最新一份年报是2025年年报。")).toBe("❔");
    expect(mark("600036", "招行最近一份年报是2024年年报。")).toBe("❔");
  });
  it("said of the list held, the list decides", () => {
    expect(mark("600036", "公告列表中最近一份定期报告是2025年3月26日的2024年年度报告。")).toBe("✅");
    expect(mark("600036", "公告列表中最近一份年报是2025年3月26日的2023年年报。")).toBe("❌");
  });
});

describe("a bare 每股 after earnings", () => {
  // 招商银行 每股净资产 2025 43.43元; 贵州茅台 基本每股收益 2024 68.64元.
  it("is EPS, unless a line named after the figure owns it", () => {
    expect(mark("600036", "招行2025年盈利1501亿元，每股43.43元的净资产对应PB不到0.9倍。")).not.toBe("❌");
    expect(mark("600519", "茅台2024年赚了862亿，每股68.64元。")).toBe("✅");
    expect(mark("600519", "茅台2024年赚了862亿，每股78元。")).toBe("❌");
  });
});

describe("嘛 and a question's own figures", () => {
  // 贵州茅台 归母净利润 2025 823.20亿 (−4.53 %).
  it("嘛 closes a statement, which is checked", () => {
    expect(mark("600519", "茅台2025年净利润也就823亿嘛。")).toBe("✅");
    expect(mark("600519", "茅台2025年净利润也就900亿嘛。")).toBe("❌");
  });
  it("a figure a question states wrongly still fails", () => {
    expect(mark("600519", "2025年净利润都下滑了15%还能给25倍PE吗？")).toBe("❌");
  });
});

describe("a 52-week extreme after 较/比", () => {
  // 招商银行 52-week high 48.55元, low 37.31元.
  it("is the extreme's price, not a gap between two prices", () => {
    expect(mark("600036", "招行现价较52周最高52.55元回落约21%。")).toBe("❌");
  });
});

describe("the company named by its standing", () => {
  // 贵州茅台 2026 year to date +0.55 %.
  it("is the share, not an industry index", () => {
    expect(mark("600519", "这家行业龙头今年以来上涨约9%。")).toBe("❌");
  });
});

describe("a bare verb's sign on the debt ratio", () => {
  // 贵州茅台 资产负债率 2025 −2.62 points.
  it("signs it like any other rate (负 of 负债率 is no negative level)", () => {
    expect(mark("600519", "茅台2025年资产负债率同比升2.6个百分点。")).toBe("❌");
    expect(mark("600519", "茅台2025年资产负债率同比降2.6个百分点。")).toBe("✅");
  });
});
