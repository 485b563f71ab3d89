import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const checks = (ticker: string, claim: string, asOf: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {});
const mark = (ticker: string, claim: string, asOf: string) => markOf(checks(ticker, claim, asOf));

describe("the year a peak is placed in (峰值出现在, 高点在) is the extreme of every stored year, later ones too", () => {
  it("fails a peak placed in the wrong year (中国石化 营业总收入: 2022 3.32万亿 is the highest, 2023 3.21万亿)", () => {
    expect(mark("600028", "营收峰值出现在2023年，为32122.15亿元", "2026-04-30")).toBe("❌");
    expect(mark("600028", "营收峰值出现在2022年，为33181.68亿元", "2026-04-30")).toBe("✅");
  });

  it("passes a high placed in the right year though a later year fell (比亚迪 归母净利润 2024 402.54亿)", () => {
    const reasons = checks("002594", "利润高点在2024年（402.54亿元）", "2026-04-30").map((c) => c.reason);
    expect(reasons.join("；")).toContain("最高为2024年");
    expect(mark("002594", "利润高点在2024年（402.54亿元）", "2026-04-30")).toBe("✅");
    expect(mark("002594", "利润高点在2023年", "2026-04-30")).toBe("❌");
  });
});

describe("the only year of a window to meet a bound (唯一低于400亿元的一年)", () => {
  // 贵州茅台 经营现金流 2019-2024: only 2022 (366.99亿) is below 400亿; 2019 (452.11亿) is below 500亿 too.
  const asOf = "2025-05-15";

  it("holds when exactly one year of the window meets it", () => {
    expect(mark("600519", "2022年经营现金流仅366.99亿元，是2019-2024年间唯一低于400亿元的一年", asOf)).toBe("✅");
    expect(mark("600519", "2022年经营现金流仅366.99亿元，是2019-2024年间唯一低于500亿元的一年", asOf)).toBe("❌");
  });
});

describe("the year said to be the only one meeting a bound is that year (茅台 归母净利润 2019 412亿 is the only < 450亿)", () => {
  it("fails another year named as the only one, passes the year that is", () => {
    expect(mark("600519", "2020年是茅台2019-2025年归母净利润唯一低于450亿元的一年。", "2026-05-06")).toBe("❌");
    expect(mark("600519", "2019年是茅台2019-2025年归母净利润唯一低于450亿元的一年。", "2026-05-06")).toBe("✅");
  });
});
