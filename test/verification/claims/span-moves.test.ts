import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { spanEndsWritten, spanMovesOpened } from "../../../src/verification/claims/span-moves";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a level moving to another after a span of two years (2019-2024年，A一路涨到B)", () => {
  it("is written as the span's from/to phrase", () => {
    expect(spanMovesOpened("从2019到2024年,归母净利润412亿一路涨到862亿")).toBe(
      "从2019到2024年,归母净利润由412亿一路涨到862亿",
    );
    // Opened already, a year between, a range with no move, or no span: left as written.
    expect(spanMovesOpened("2019-2024年归母净利润从412亿涨到862亿")).toBe("2019-2024年归母净利润从412亿涨到862亿");
    expect(spanMovesOpened("2019-2024年,2023年747亿增至862亿")).toBe("2019-2024年,2023年747亿增至862亿");
    expect(spanMovesOpened("2019-2024年,利润在412亿至862亿之间")).toBe("2019-2024年,利润在412亿至862亿之间");
    expect(spanMovesOpened("归母净利润412亿一路涨到862亿")).toBe("归母净利润412亿一路涨到862亿");
  });

  it("the first level is checked at the span's first year, the second at its last", () => {
    // 贵州茅台 归母净利润 2019 412.06, 2020 466.97 … 2024 862.28亿元; 中国石化 2021 712.08, 2023 604.63, 2024 503.13亿元.
    expect(mark("600519", "从2019到2024年，归母净利润412亿一路涨到862亿。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "2019-2024年，归母净利润466亿一路涨到862亿。", "2026-04-30")).toBe("❌");
    expect(mark("600028", "2021到2024年，归母净利润712亿一路下滑到503亿。", "2025-04-30")).toBe("✅");
    expect(mark("600028", "2021到2024年，归母净利润712亿一路下滑到604亿。", "2025-04-30")).toBe("❌");
  });
});

describe("N years after, against 原来 of a span N years long (2015-2019年…四年后是原来的约2.8倍)", () => {
  it("is the span's last year against its first", () => {
    expect(spanEndsWritten("2015-2019年归母净利复合增速约29.6%,四年后是原来的约2.8倍")).toBe(
      "2015-2019年归母净利复合增速约29.6%,2019年是2015年的约2.8倍",
    );
    // A count that is not the span's length is left as written.
    expect(spanEndsWritten("2015-2019年增速约29.6%,三年后是原来的约2.8倍")).toBe(
      "2015-2019年增速约29.6%,三年后是原来的约2.8倍",
    );
  });

  it("is checked as the multiple of the two years", () => {
    // 五粮液 归母净利润 2015 61.76亿元, 2019 174.02亿元 (2.82倍).
    const wl = "2015—2019年归母净利复合增速约29.6%，四年后是原来的约2.8倍。";
    expect(mark("000858", wl, "2020-05-15")).toBe("✅");
    expect(mark("000858", wl.replace("2.8倍", "3.8倍"), "2020-05-15")).toBe("❌");
  });
});
