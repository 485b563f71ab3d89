import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a fall said to be the first since a year (2019年以来首次负增长)", () => {
  // 贵州茅台 营业总收入 2020-2024 each higher, 2025 −1.2 %; 中国平安 归母净利润 2018, 2019 higher, 2020 −4.2 %, 2021 −29 %.
  it("holds when the year judged fell and no year after the one named fell before it", () => {
    expect(mark("600519", "2025年营收为2019年以来首次负增长。")).toBe("✅");
    expect(mark("601318", "2020年净利润为2018年以来首次负增长。")).toBe("✅");
  });

  it("fails when a year between already fell", () => {
    expect(mark("601318", "2021年净利润为2018年以来首次负增长。")).toBe("❌");
  });

  it("turns round when the first fall is denied (并非…以来首次下滑)", () => {
    expect(mark("601318", "2022年净利润延续下滑，并非2017年以来首次下滑。")).toBe("✅");
    expect(mark("601318", "2021年净利润并非2018年以来首次负增长。")).toBe("✅");
    // Counter-cases: the year judged was the first fall since the year named.
    expect(mark("601318", "2020年净利润并非2018年以来首次负增长。")).toBe("❌");
    expect(mark("600519", "2025年营收并不是2019年以来首次负增长。")).toBe("❌");
  });
});
