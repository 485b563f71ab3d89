import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { peakAfterWritten } from "../../../src/verification/claims/peak-after";
import { withRangePlace } from "../../../src/verification/claims/range-place";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

/*
 * From src/sample/sample-data.json on 2026-04-30: 600519 closes at 1384.79 in a 52-week range of 1322.01-1645.00
 * (19.4 %), 300750 at 436.00 in 231.20-460.00 (89.5 %), 600036 at 38.27 in 37.31-48.55 (8.5 %), 000858 at 97.08 in
 * 97.00-137.18 (0.2 %).
 */
describe("the close's place in its 52-week range written in tenths or with 分位", () => {
  it("reads a share in tenths before the place word (约九成的位置)", () => {
    expect(withRangePlace("处在52周区间约九成的位置", null)).toBe("处在52周区间位置约九成");
    expect(mark("300750", "处在52周区间约九成的位置。")).toBe("✅");
    expect(mark("300750", "处在52周区间约两成的位置。")).toBe("❌");
    expect(mark("600519", "股价处在52周区间约两成的位置。")).toBe("✅");
  });

  it("reads 52周位置 with a size in tenths, and 位置分位 as the place", () => {
    expect(mark("000858", "近250个交易日跌了18.19%，52周位置不到一成。", "2025-10-31")).toBe("✅");
    expect(mark("300750", "52周位置不到一成。")).toBe("❌");
    expect(mark("000858", "股价位于52周区间的最底部，位置分位不到1%。")).toBe("✅");
    expect(mark("600519", "股价位于52周区间的下沿，位置分位不到1%。")).toBe("❌");
  });

  it("reads the lowest (highest) N tenths of the range as a bound from that end", () => {
    expect(withRangePlace("处在52周区间最低的一成", null)).toBe("处在52周区间位置10%以内");
    expect(mark("600036", "股价处在52周区间最低的一成。")).toBe("✅");
    expect(mark("600519", "股价处在52周区间最高的一成。")).toBe("❌");
    expect(mark("300750", "股价处在52周区间最高的两成。")).toBe("✅");
  });
});

describe("见顶/见底 after a year places the extreme in that year, as 高点/低点 do", () => {
  it("holds when the year is the extreme of its metric's years", () => {
    // 中国石化 营业总收入 2022 33181.68亿元 the highest; 中国平安 营业总收入 2023 9137.89亿元 the lowest of 2021-2025.
    expect(mark("600028", "营收在2022年33181.68亿元见顶后连续两年回落，2024年为30745.62亿元。")).toBe("✅");
    expect(mark("601318", "营业总收入2023年9137.89亿元见底后，2024、2025年分别增长约12.6%和2.1%。")).toBe("✅");
    expect(mark("002594", "归母净利润2024年402.54亿见顶后，2025年回落到326亿。")).toBe("✅");
  });

  it("fails a year that is not the extreme", () => {
    // 贵州茅台 归母净利润 2024 862.28亿 above 2023's 747.34亿; 比亚迪 2024 402.54亿 above 2023's 300.41亿.
    expect(mark("600519", "归母净利润在2023年见顶后回落。")).toBe("❌");
    expect(mark("002594", "归母净利润2023年300.41亿见顶后，2025年回落到326亿。")).toBe("❌");
    // 宁德时代 2021 159.31亿 below 2022's 307.29亿.
    expect(mark("300750", "归母净利润2022年见底后逐年回升。")).toBe("❌");
  });

  it("runs 此后N年 from the extreme's year, not from a window's first year (2017年以来)", () => {
    expect(mark("601318", "归母净利润在2022年触底（837.74亿元），为2017年以来最低，此后三年持续回升。")).toBe("✅");
  });
});

describe("the Nth year of a run after a year's extreme (2021年高点后的连续第三年下滑)", () => {
  it("is the N years that follow the extreme's year", () => {
    expect(peakAfterWritten("已是2021年712亿高点后的连续第三年下滑")).toBe(
      "已是2021年712亿高点之后,2022-2024年连续下滑",
    );
    // 中国石化 归母净利润 2021 712.08亿, then 2022-2024 each lower.
    expect(mark("600028", "2024年归母净利503.1亿元，同比降16.8%，已是2021年712亿高点后的连续第三年下滑。")).toBe("✅");
    expect(mark("600028", "2024年归母净利503.1亿元，已是2022年高点后的连续第二年下滑。")).toBe("❌");
  });

  it("leaves a first year (连续第一年) and a run with no extreme before it as written", () => {
    expect(peakAfterWritten("2021年高点后的连续第一年下滑")).toBe("2021年高点后的连续第一年下滑");
    expect(peakAfterWritten("2024年已是连续第三年下滑")).toBe("2024年已是连续第三年下滑");
  });
});

describe("a rank beside the year ranked against (仅次于2024年的历史次高)", () => {
  it("ranks the clause's own year among every stored year, the year after 次于 the one above it", () => {
    // 贵州茅台 归母净利润 2024 862.28亿 the highest, 2025 823.20亿 the second, 2023 747.34亿 below both.
    expect(mark("600519", "归母净利润虽降4.53%，823.2亿元仍是仅次于2024年的历史次高。")).toBe("✅");
    expect(mark("600519", "2023年归母净利润747.34亿元，是仅次于2024年的历史次高。")).toBe("❌");
  });

  it("ranks the year written outside a range of years (2021-2025年中), over the whole range", () => {
    // 比亚迪 归母净利润 2021-2025: 2024 402.54亿, 2025 326.19亿, 2023 300.41亿 third.
    expect(mark("002594", "2025年归母净利润是2021-2025年中的第二高。")).toBe("✅");
    expect(mark("002594", "2023年归母净利润是2021-2025年中的第二高。")).toBe("❌");
  });

  it("is 未能核验 over a window the stored years do not fully cover", () => {
    // 中国平安 营业收入 is stored for 2017-2020 and 2025 only.
    expect(mark("601318", "2025年营业收入10505.06亿元，在2021年以来五年中排第二。")).toBe("❔");
  });

  it("still fails a place better than the stored years already allow", () => {
    // 贵州茅台 ROE stored for 2019 (33.09%), 2024 (36.02%), 2025 (32.53%): 2025 is below two of them.
    expect(mark("600519", "2025年ROE在近七年里排在第一。")).toBe("❌");
  });
});

describe("a year said to be the plain 最高/最低 of the last N years (过去七年里…最高)", () => {
  it("holds when the year is the extreme of those years, ending at the latest stored", () => {
    // 贵州茅台 货币资金 2019-2025: 2023 690.70亿 the highest; 归母净利润 2021-2025: 2024 the highest.
    expect(mark("600519", "过去七年里，2023年末的货币资金690.7亿元最高，2025年末已回落到516.9亿。")).toBe("✅");
    expect(mark("600519", "近五年里，2024年的归母净利润862.28亿元最高。")).toBe("✅");
    // 中国石化 销售净利率 2020-2024: 2021 3.10% the highest.
    expect(mark("600028", "五年平均净利率只有约2.3%，2021年的3.10%已是其中的最高值。")).toBe("✅");
  });

  it("fails another year", () => {
    expect(mark("600519", "过去七年里，2025年末的货币资金516.9亿元最高。")).toBe("❌");
    expect(mark("600519", "近五年里，2022年的归母净利润最高。")).toBe("❌");
  });
});
