import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 中国平安 归母净利润 2019 1494.07亿元 (the stored high), 2024 1266.07亿元, 2025 1347.78亿元; 宁德时代 2025 722.01亿元
// (its stored high); 比亚迪 2022 166.22亿元, 2024 402.54亿元 (the high), 2025 326.19亿元.
describe("尚未收复/回到高点: the period judged is still below an earlier year's high", () => {
  it("the highest stored year before it, whatever the verb (收复, 回到, 重回)", () => {
    const pa = "2025年利润仍比2019年的1494.07亿元低约9.8%，六年过去";
    expect(mark("601318", `${pa}尚未收复高点`)).toBe("✅");
    expect(mark("601318", `${pa}利润还没重回峰值`)).toBe("✅");
    expect(mark("600519", "2025年归母净利润尚未回到高点")).toBe("✅");
    expect(mark("300750", "2025年归母净利润尚未回到高点")).toBe("❌");
    expect(mark("300750", "2025年归母净利润比2023年的441.21亿元高，但尚未收复高点")).toBe("❌");
  });

  it("a year named with the high is the high's year, not the period judged", () => {
    expect(mark("601318", "2024年归母净利润1266亿元，仍未收复2019年的高点", "2025-09-05")).toBe("✅");
    expect(mark("002594", "2025年归母净利润326亿元，仍未收复2024年的高点")).toBe("✅");
    expect(mark("002594", "2025年归母净利润326亿元，仍未收复2022年的高点")).toBe("❌");
  });
});

describe("a recovery said unfinished (修复远未完成, 复苏还没走完): still short of an earlier high", () => {
  it("holds below the stored high, fails at it, and is no rise of the year for a bear's stance", () => {
    expect(mark("002594", "比亚迪2025年归母净利润326.19亿元，利润回升仍未到位。")).toBe("✅");
    expect(mark("601318", "2025年归母净利润较2022年低点增长约61%，不过利润修复之路还没走完。")).toBe("✅");
    expect(mark("300750", "2025年归母净利润722.01亿元，修复远未完成。")).toBe("❌");
  });
  it("leaves a move said to go on (反弹远未结束) to the readers of moves", () => {
    // 回升远未结束 is the rise read as a move (+6.45 %), not a shortfall from the 2019 high.
    expect(mark("601318", "2025年归母净利润增长6.45%，回升远未结束。")).toBe("✅");
  });
});
