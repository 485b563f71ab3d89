import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a streak before 后的首次 is the phase the move comes after, not the clause's own run", () => {
  it("judges the move after the streak, and the year before it the other way", () => {
    // 比亚迪 归母净利润 2023 300.41亿 → 2024 402.54亿 → 2025 326.19亿; 营业总收入 2024 7771.02亿 → 2025 8039.65亿.
    expect(mark("002594", "2025年归母净利润是连续三年增长后的首次下滑。")).toBe("✅");
    expect(mark("002594", "2025年营收是连续三年增长后的首次下滑。")).toBe("❌");
    // 贵州茅台 营业总收入 2024 1741.44亿 → 2025 1720.54亿: a fall, not the first rise after falls.
    expect(mark("600519", "2025年营收是连续六年下滑后的首次增长。")).toBe("❌");
  });

  it("reads each year of the phase's own length, and the form without 的", () => {
    // 贵州茅台 营业总收入 rose 2019→2024 (five changes stored), fell 2025; 经营现金流 2021→2022 fell, then rose twice.
    expect(mark("600519", "茅台2025年营收是连续五年增长后的首次下滑。")).toBe("✅");
    expect(mark("600519", "茅台2025年营收在连续五年增长后首次下滑。")).toBe("✅");
    expect(mark("600519", "茅台2025年营收是连续十年增长后的首次下滑。")).toBe("❔");
    expect(mark("600519", "茅台2025年营收在连续六年增长后首次下滑。")).toBe("❔");
    expect(mark("600519", "茅台2025年经营现金流是连续两年增长后的首次下滑。")).toBe("✅");
    expect(mark("600519", "茅台2025年经营现金流是连续三年增长后的首次下滑。")).toBe("❌");
    expect(mark("600519", "茅台2025年经营现金流在连续三年增长后首次下滑。")).toBe("❌");
  });

  it("still reads a streak of the clause's own", () => {
    expect(mark("600519", "营收已连续六年增长。")).toBe("❌");
    expect(mark("600519", "营收已连续五年增长。", "2025-04-30")).toBe("✅");
  });
});
