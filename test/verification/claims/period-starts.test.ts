import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { judgedYears } from "../../../src/verification/claims/period-starts";
import { yearMentions } from "../../../src/verification/claims/periods";
import { extractNumbers } from "../../../src/verification/extract-numbers";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));
const judged = (text: string) => judgedYears(text, yearMentions(text, extractNumbers(text)));

// 中国平安 营业总收入: 2022 −5.92 %, 2023 −17.72 %, then growth in 2024 and 2025.
const PINGAN = "2026-04-30";
// 中国石化 营业总收入: peak in 2022, −3.19 % in 2023, −4.29 % in 2024.
const SINOPEC = "2025-04-30";

describe("a year that starts a run or a turn", () => {
  it("ends a streak said after a year N years after it", () => {
    expect(judged("营收2023年后已连续两年增长")).toEqual([2023, 2025]);
    expect(judged("在2022年达到峰值之后连续三年回落")).toEqual([2022, 2025]);
    expect(judged("2024年营收连续两年增长")).toEqual([2024]);
  });

  it("judges the streak's own years, not the years before the one named", () => {
    expect(mark("601318", "营业总收入自2023年之后连续两年增长", PINGAN)).toBe("✅");
    expect(mark("601318", "营业总收入2023年以后连续两年下降", PINGAN)).toBe("❌");
    expect(mark("600028", "营业总收入2022年创下高点后已连续两年下滑", SINOPEC)).toBe("✅");
  });

  it("reads a streak written short (连降三年, 连增两年) after a year as the years that follow it", () => {
    expect(judged("基本每股收益2021年后连降三年")).toEqual([2021, 2024]);
    // 中国石化 基本每股收益 2020 0.28, 2021 0.59, then 0.56, 0.51, 0.41元: down in each of 2022-2024, up in 2021.
    expect(mark("600028", "基本每股收益0.59元→0.56元→0.51元→0.41元，2021年后连降三年。", PINGAN)).toBe("✅");
    expect(mark("600028", "基本每股收益2020年后连降三年。", PINGAN)).toBe("❌");
    expect(mark("601318", "营业总收入2023年之后连增两年", PINGAN)).toBe("✅");
    expect(mark("601318", "营业总收入2022年之后连增两年", PINGAN)).toBe("❌");
  });

  it("judges the year a turn starts in (Y年起恢复), not a window's start", () => {
    expect(judged("2024年起恢复增长")).toEqual([2024]);
    expect(judged("2021年以来逐年加码")).toEqual([]);
    expect(mark("601318", "2021至2023年营收连续两年下滑，2024年起恢复增长", PINGAN)).toBe("✅");
    expect(mark("601318", "2021至2023年营收连续两年下滑，2024年开始转为下降", PINGAN)).toBe("❌");
  });
});
