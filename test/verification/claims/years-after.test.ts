import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { yearsAfterWritten } from "../../../src/verification/claims/years-after";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("N years after a year named before are the years that follow it", () => {
  it("is written out as their span, or their one year", () => {
    expect(yearsAfterWritten("2023年仅9138亿元,此后两年恢复到10505亿元")).toBe(
      "2023年仅9138亿元,此后2024-2025年恢复到10505亿元",
    );
    expect(yearsAfterWritten("2022年跌到15.03%,之后一年回升")).toBe("2022年跌到15.03%,之后2023年回升");
    // No year before it: nothing to count from. 之后连续三年 is a streak, not N years after.
    expect(yearsAfterWritten("此后两年恢复")).toBe("此后两年恢复");
    expect(yearsAfterWritten("2021年之后连续三年下滑")).toBe("2021年之后连续三年下滑");
  });

  it("what follows is read at those years, not as a change over N years into the year before", () => {
    expect(mark("601318", "营收自2021年的11804亿元高位下滑，2023年仅9138亿元，此后两年恢复到10505亿元。")).toBe("✅");
    expect(mark("000858", "经营现金流在2017年回落到约98亿元，此后两年升至231亿元。", "2020-05-15")).toBe("✅");
    // 12505 is no stored year's figure nor a sum the clause names: never ✅, left 未能核验 (a 恢复到 figure may be derived).
    expect(mark("601318", "营收2023年仅9138亿元，此后两年恢复到12505亿元。")).toBe("❔");
  });
});

// 中国石化 归母净利润 2020 332.71, 2021 712.08, 2022 670.82, 2023 604.63, 2024 503.13亿元; 营业收入 2022 33181.68亿元 (+21 %).
describe("a year that starts a run, in its own clause or before 以后/之后", () => {
  it("a clause ending in 之后 after a year starts the run the next clause states", () => {
    expect(yearsAfterWritten("2021年712亿元之后,归母净利润逐年走低")).toBe(
      "2021年712亿元之后,2021年之后归母净利润逐年走低",
    );
    // The next clause names a year of its own, or states no run: nothing written.
    expect(yearsAfterWritten("2021年712亿元之后,2022年降至670亿元")).toBe("2021年712亿元之后,2022年降至670亿元");
  });

  it("the run is 2022 on: 2021's own growth (+114 %) is no step of it", () => {
    expect(mark("600028", "2021年712亿元之后，归母净利润逐年走低，到2024年只剩503亿元。")).toBe("✅");
    expect(mark("600028", "2021年以后归母净利润逐年下滑，2024年仅503.13亿元。")).toBe("✅");
    expect(mark("600028", "2022年以后营业收入逐年下滑，2024年为30745.62亿元。")).toBe("✅");
    expect(mark("600028", "2022年之后营业收入每年都在下降，2024年为30745.62亿元。")).toBe("✅");
  });

  it("a run that did not happen after the year still fails", () => {
    expect(mark("600028", "2020年332.71亿元之后，归母净利润逐年走高。")).toBe("❌");
    expect(mark("600028", "2020年之后归母净利润逐年下降。")).toBe("❌");
    expect(mark("600028", "2021年以后归母净利润逐年上升，2024年达到503亿元。")).toBe("❌");
  });

  it("此后 runs from the year a figure is dated by, not from a window's first year (2019年以来)", () => {
    expect(yearsAfterWritten("2022年837.74亿元是2019年以来的谷底,此后逐年修复")).toBe(
      "2022年837.74亿元是2019年以来的谷底,2022年以后逐年修复",
    );
    // 中国平安 归母净利润 2019 1494.07, 2020 1430.99 … 2022 837.74, then 856.65, 1266.07, 1347.78亿元.
    expect(mark("601318", "2022年837.74亿元的归母净利润是2019年以来的谷底，此后逐年修复。")).toBe("✅");
    expect(mark("601318", "2022年837.74亿元的归母净利润是2019年以来的谷底，此后逐年下滑。")).toBe("❌");
  });

  it("a peak dated by its year (2021年见顶) is no slowdown of that year's own growth", () => {
    expect(mark("600028", "2021年见顶712亿元以后，利润一路下滑，2024年只剩503亿元。")).not.toBe("❌");
  });
});

// 比亚迪 归母净利润 同比: 2023 +80.72 %, 2024 +34.00 %.
describe("N years after a year: not after a comparison's base", () => {
  it("follows the year the sentence states, not the one it compares with (是2021年的5.5倍)", () => {
    expect(yearsAfterWritten("2022年净利润166.22亿元,是2021年的5.5倍,随后两年增速降到80.7%和34.0%")).toContain(
      "随后2023-2024年",
    );
    expect(mark("002594", "2022年净利润166.22亿元，是2021年的5.5倍，随后两年增速降到80.7%和34.0%。")).toBe("✅");
    expect(mark("002594", "2022年净利润166.22亿元，是2021年的5.5倍，随后两年增速降到80.7%和44.0%。")).toBe("❌");
  });
});
