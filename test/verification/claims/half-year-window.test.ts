import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * A half year counted in sessions or moving at once (periods.ts, phrase-words.ts BEFORE_MOVE) is the 120-session
 * window, not the 上半年 report, src/sample/sample-data.json on 2026-04-30: 五粮液 −18.41 %, 中国石化 −1.46 % over the
 * last 120 sessions; neither holds a half-year report to read 上半年 on.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("半年 as a price window", () => {
  it("reads the 120-session move when its sessions are counted", () => {
    expect(mark("000858", "五粮液近一年跌约26%，半年（120个交易日）跌约18%。")).toBe("✅");
    expect(mark("000858", "五粮液近一年跌约26%，半年（120个交易日）涨约18%。")).toBe("❌");
    expect(mark("600028", "近20日跌约8.5%，半年（120个交易日）跌了约11.5%。")).toBe("❌");
  });

  it("reads it when the half year shrinks (蒸发) as only a price does", () => {
    expect(mark("600028", "石化半年蒸发约1.5%。")).toBe("✅");
    expect(mark("600028", "石化半年蒸发约11.5%。")).toBe("❌");
    expect(mark("000858", "五粮液半年蒸发约18%，一年跌去约26%。")).toBe("✅");
  });

  it("leaves a half-year report's metric the report's", () => {
    expect(mark("600519", "茅台2025年半年营收增长约9.1%。")).toBe("✅");
  });
});

describe("半年 after a metric with no size of a price", () => {
  it("stays the metric's half year", () => {
    const maotai = (claim: string) =>
      markOf(
        checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("600519", "2026-04-30")),
      );
    expect(maotai("茅台2025年营收1720亿元，半年缩水了不少。")).toBe("❔");
  });
});
