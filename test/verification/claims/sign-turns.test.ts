import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a flow's level turning sign (转负, 由负转正)", () => {
  it("checks the level against the period before, as 转亏 and 扭亏 do for profit", () => {
    // 比亚迪 自由现金流 2024 +360.94亿 → 2025 -976.72亿; 贵州茅台 2024 877.85亿 → 2025 583.95亿.
    expect(mark("002594", "2025年资本开支1568.08亿元，自由现金流转负。")).toBe("✅");
    expect(mark("002594", "2025年自由现金流由正转负。")).toBe("✅");
    expect(mark("002594", "2025年自由现金流转正。")).toBe("❌");
    expect(mark("600519", "茅台2025年自由现金流转负。")).toBe("❌");
    // 比亚迪 经营现金流 2024 1334.54亿 → 2025 591.36亿: positive both years.
    expect(mark("002594", "2025年经营现金流由负转正。")).toBe("❌");
  });

  it("leaves 转负 and 转正 that sign a change to the change (营收同比转负, 增速转负, 单季转正)", () => {
    // 比亚迪 营业总收入 2026Q1 -11.8 % YoY; 贵州茅台 营收 2025 -1.20 % after +15.66 %.
    expect(mark("002594", "一季度营收同比转负，降了11.8%。")).toBe("✅");
    expect(mark("600519", "2025年营收增速转负，为-1.2%。")).toBe("✅");
    expect(mark("600519", "归母净利润增速由2024年的+15.4%回落至2025年的-4.5%，由正转负。")).toBe("✅");
  });
});
