import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { findMetrics } from "../../../src/verification/claims/metric-lexicon";
import { summedParts } from "../../../src/verification/claims/metric-sums";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

const partsOf = (text: string) => {
  const at = text.lastIndexOf("X");
  return summedParts(text.slice(0, at), findMetrics(text), at);
};

describe("the parts of a sum", () => {
  it("are two or more amounts joined by 与/和/加/、 before 合计", () => {
    expect(partsOf("销售费用614.22亿元与管理费用580.21亿元合计约X")).toEqual(["selling_expense", "admin_expense"]);
    expect(partsOf("销售费用和管理费用加起来X")).toEqual(["selling_expense", "admin_expense"]);
  });

  it("are no sum over years, nor metrics of separate clauses", () => {
    expect(partsOf("2023-2025年销售费用与管理费用合计约X")).toBeNull();
    expect(partsOf("营收8000亿元，归母净利润三年合计X")).toBeNull();
    expect(partsOf("销售费用与毛利率合计X")).toBeNull();
  });
});

describe("a sum of two metrics", () => {
  it("is checked as the stored amounts added up, and 为…的N倍 after it as that sum over the metric named", () => {
    // 中国石化 FY2024 销售费用 614.22亿元 + 管理费用 580.21亿元 = 1194.43亿元; 归母净利润 503.13亿元 (2.37倍).
    const claim = (x: string, y: string) =>
      `2024年销售费用614.22亿元与管理费用580.21亿元合计约${x}亿元，约为归母净利润的${y}倍。`;
    expect(mark("600028", claim("1194", "2.4"), "2026-04-30")).toBe("✅");
    expect(mark("600028", claim("1294", "2.4"), "2026-04-30")).toBe("❌");
    expect(mark("600028", claim("1194", "3.4"), "2026-04-30")).toBe("❌");
  });
});

describe("a list of names sharing one suffix (销售、管理、研发三项费用)", () => {
  it("names each metric the suffix completes, so the list's sum and multiple are read", () => {
    expect(partsOf("销售、管理、研发三项费用合计约X")).toEqual([
      "selling_expense",
      "admin_expense",
      "research_expense",
    ]);
    expect(partsOf("销售和管理两项费用2024年合计约X")).toEqual(["selling_expense", "admin_expense"]);
    // 中国石化 2024 销售 614.22 + 管理 580.21 = 1194.43亿元, 2.37倍 of 归母净利润 503.13亿元.
    const claim = (sum: string, x: string) => `销售和管理两项费用2024年合计约${sum}亿元，是当年归母净利的${x}倍左右。`;
    expect(mark("600028", claim("1194", "2.4"), "2026-04-30")).toBe("✅");
    expect(mark("600028", claim("1394", "2.4"), "2026-04-30")).toBe("❌");
    expect(mark("600028", claim("1194", "3.4"), "2026-04-30")).toBe("❌");
    // A prefix alone names nothing: "销售增长" is no 销售费用.
    expect(findMetrics("销售增长放缓").some((m) => m.metric === "selling_expense")).toBe(false);
  });

  it("reads the year before's level in the clause after the sum as the sum's", () => {
    // 中国石化 三项费用 2024 1346.58亿元, 2023 1347.97亿元.
    const claim = (prior: string) => `销售、管理、研发三项费用合计约1347亿元，与上年的约${prior}亿元基本相当。`;
    expect(mark("600028", claim("1348"), "2026-04-30")).toBe("✅");
    expect(mark("600028", claim("1448"), "2026-04-30")).toBe("❌");
  });
});
