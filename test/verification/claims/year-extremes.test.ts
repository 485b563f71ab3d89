import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const checks = (ticker: string, claim: string, asOf = "2026-04-30") =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {});
const mark = (ticker: string, claim: string, asOf = "2026-04-30") => markOf(checks(ticker, claim, asOf));

describe("a high or low named by its year (2022年3447.83亿元的高点) is that metric's extreme of its years", () => {
  // 招商银行 营业总收入: 2022 3447.83亿 the highest stored year, 2023 3391.23亿, 2025 3375.32亿.
  it("holds when the year is the extreme of every stored year, the comparison read beside it", () => {
    expect(mark("600036", "2025年营业总收入仍低于2022年3447.83亿元的高点，差距约72亿元。")).toBe("✅");
    expect(mark("600036", "营收已连续三年低于2022年的3447.83亿元高点")).toBe("✅");
    // 中国平安 归母净利润 2019 1494.07亿 the highest stored.
    expect(mark("601318", "利润虽回升，2025年仍比2019年1494.07亿元的高点少约146亿元。")).toBe("✅");
    // No metric named in its sentence: which line's high is not told.
    expect(mark("601318", "2025年仍比2019年1494.07亿元的高点少约146亿元。")).toBe("❔");
  });

  it("fails a figure given for the extreme's year that is not that year's", () => {
    // 中国石化 2022 营业总收入 33181.68亿元.
    expect(mark("600028", "2024年营收30745.62亿元，低于2022年35000亿元的高点。", "2025-07-10")).toBe("❌");
    expect(mark("600036", "2025年营业总收入仍低于2022年3447亿元的高点，差距约72亿元。")).toBe("✅");
    // A round figure a few per cent off may be the writer's rounding: 未能核验, not a false accusation.
    expect(mark("600036", "2025年营业总收入仍低于2022年3500亿元的高点。")).toBe("❔");
  });

  it("fails a year that is not even the extreme of the years beside it (2023 below 2022)", () => {
    const reasons = checks("600036", "2025年营业总收入仍低于2023年的高点。").map((c) => c.reason);
    expect(reasons.join("；")).toContain("最高为2022年");
    expect(mark("600036", "2025年营业总收入仍低于2023年的高点。")).toBe("❌");
  });

  it("takes the metric from the clause after it (与2021年712.08亿元的高点相比，2024年归母净利润…)", () => {
    // 中国石化 归母净利润 2019-2024: 2021 712.08亿 the highest, 2020 332.71亿 the lowest.
    const claim = "与2021年712.08亿元的高点相比，2024年归母净利润下降近三成。";
    expect(mark("600028", claim, "2025-06-16")).toBe("✅");
  });

  it("a second extreme inherits its sentence's window and metric (…高点在2021年，低点则是2020年)", () => {
    const claim = (low: number) => `2019-2024年间利润高点在2021年的712.08亿元，低点则是${low}年的332.71亿元。`;
    expect(mark("600028", claim(2020))).toBe("✅");
    expect(mark("600028", claim(2023))).toBe("❌");
  });
});

describe("a high named with its metric between figure and word (2022年3447.83亿元的收入高点)", () => {
  // 招商银行 营业总收入 2022 3447.83亿 is the high of 2021-2025; 2023's 3391.23亿 is not. 贵州茅台 归母净利润 2024
  // 862.28亿 is its high; 2023's 747.34亿 is not.
  it("reads the noun's metric's years", () => {
    expect(mark("600036", "与2022年3447.83亿元的收入高点相比，2025年营收仍少了约72亿元。")).toBe("✅");
    expect(mark("600036", "与2023年3391.23亿元的收入高点相比，2025年营收仍少了约16亿元。")).toBe("❌");
    expect(mark("600519", "相比2024年862.28亿元的利润高点，2025年归母净利润回落约39亿元。")).toBe("✅");
    expect(mark("600519", "相比2023年747.34亿元的利润高点，2025年归母净利润多了约76亿元。")).toBe("❌");
  });

  it("reads a high not reached again (还没回到…的高点) as the high; a reached one stays its own reading", () => {
    const claim = (year: number, v: string) => `2025年1347.78亿元的利润还没回到${year}年${v}亿元的高点。`;
    expect(mark("601318", claim(2019, "1494.07"))).toBe("✅");
    expect(mark("601318", claim(2021, "1016.18"))).toBe("❌");
  });
});

describe("an order or a rank beside a year's high is its own reading (超越, 仅次于)", () => {
  it("leaves a rank after a clause of the high unread, not passed by the high (只排第二)", () => {
    const claim = "2025年1347.78亿元的利润还没回到2019年1494.07亿元的高点，在2017年以来只排第二。";
    expect(mark("601318", claim)).not.toBe("✅");
  });

  // 中国平安 归母净利润 2025 1347.78亿 is below 2019's 1494.07亿: neither order may pass on the high's year alone.
  it("is not passed by the high's year being right", () => {
    expect(mark("601318", "2025年归母净利润1348亿元，已经超越2019年的历史高点。")).not.toBe("✅");
    expect(mark("601318", "2025年归母净利1347.8亿元，仅次于2019年的历史高点。")).not.toBe("✅");
  });
});
