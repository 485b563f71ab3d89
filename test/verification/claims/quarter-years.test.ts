import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 贵州茅台 归母净利润 2025年一季度 268.47亿元 (+11.6%), 2026年一季度 272.43亿元 (+1.5%);
// 比亚迪 2025年上半年 155.11亿元, 2025年一季度 91.55亿元, 2026年一季度 40.85亿元;
// 招商银行 2025年一季度 372.86亿元 (-2.08%), 2026年一季度 378.52亿元, 上半年2025 749.30亿元 (+0.25%).
describe("a bare first quarter after a whole year's figures, once the next year's is published", () => {
  it("is the next year's first quarter", () => {
    expect(mark("600519", "茅台2025年营收-1.2%、净利-4.5%，一季度净利+1.5%，基本面筑底。")).toBe("✅");
    expect(mark("600036", "招行2025年归母净利润同比+1.2%，一季度归母净利润378.52亿元。")).toBe("✅");
  });

  it("a figure of neither reading fails; the carried year's own quarter is the doubtful reading", () => {
    expect(mark("600519", "茅台2025年营收-1.2%、净利-4.5%，一季度净利-3.5%。")).toBe("❌");
    expect(mark("600036", "招行2025年归母净利润同比+1.2%，一季度归母净利润372.86亿元。")).toBe("❔");
  });

  it("before the next year's is published it stays the carried year's", () => {
    expect(mark("600519", "2024年归母净利润862.28亿元，一季度归母净利润268.47亿元。", "2025-09-05")).toBe("✅");
    expect(mark("600519", "2024年归母净利润862.28亿元，一季度归母净利润272.43亿元。", "2025-09-05")).toBe("❌");
  });
});

describe("a bare quarter after a later period of the year that names no year either", () => {
  it("is of that period's year, not the latest public quarter", () => {
    const turned = "上半年归母净利749.30亿元，同比微增0.25%，扭转了一季度-2.08%的下滑。";
    expect(mark("600036", turned)).toBe("✅");
    expect(mark("002594", "上半年归母净利155.11亿元，一季度归母净利91.55亿元。")).toBe("✅");
  });

  it("the latest quarter's figure, of another year, fails", () => {
    expect(mark("002594", "上半年归母净利155.11亿元，一季度归母净利40.85亿元。")).toBe("❌");
    expect(mark("600036", "上半年归母净利749.30亿元，同比微增0.25%，扭转了一季度-5.08%的下滑。")).toBe("❌");
  });
});
