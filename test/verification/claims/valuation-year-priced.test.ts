import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/** A PE over a named year's profit, with no market value dated: the last close's market value over that profit. */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a PE over a named year's profit that dates no market value", () => {
  // 宁德时代 on 2026-04-30: close 436元, the 2025-07-04 snapshot's share count; 归母净利润 FY2024 507.45亿元 (39.2倍),
  // FY2025 722.01亿元 (27.5倍). The snapshot's own market value over FY2024's profit is 23.9倍.
  it("is priced at the last close, not at the snapshot months before", () => {
    expect(mark("300750", "按2024年归母净利润算，宁德时代现在的市盈率约39倍。")).toBe("✅");
    expect(mark("300750", "宁德按2025年利润算的PE已经降到30倍以内。")).toBe("✅");
    expect(mark("300750", "雪球：宁德按2025年利润算PE已经不到20倍，白菜价了。")).toBe("❌");
    expect(mark("300750", "按2024年归母净利润算，宁德时代现在的市盈率约30倍。")).toBe("❌");
  });

  it("is not today's PE over the current report when the year named is another", () => {
    expect(mark("300750", "宁德时代按2024年归母净利润算的市盈率约27.5倍。")).toBe("❌");
    expect(mark("300750", "宁德时代静态市盈率约27.5倍。")).toBe("✅");
  });

  // 招商银行: close 38.27元; FY2024 归母净利润 1483.91亿元 (6.5倍 at the last close).
  it("reads a bare basis clause (对应2024年利润) as the PE's, asserting nothing of its own", () => {
    expect(mark("600036", "对应2024年利润，招行市盈率6.5倍左右。")).toBe("✅");
    expect(mark("600036", "对应2024年利润，招行市盈率9倍左右。")).toBe("❌");
  });

  // 贵州茅台: 总市值 2025-07-04 约1.79万亿元 over FY2024 862.28亿元 = 20.7倍.
  it("still divides a market value the sentence names or dates", () => {
    expect(mark("600519", "总市值约1.79万亿元，对应2024年利润约20.7倍。")).toBe("✅");
    expect(mark("600519", "去年7月快照时总市值约1.79万亿，按2024年利润算PE约20.7倍。")).toBe("✅");
  });
});

describe("a PE over a named year's profit, dated or stated otherwise", () => {
  // 贵州茅台 总市值 2025-07-04 约1.79万亿元 over FY2024 862.28亿元 = 20.7倍; 招商银行 close 38.27元 over FY2024 EPS
  // 5.66元 = 6.8倍; 五粮液 on 2020-05-15 close 145.22元 over FY2018 EPS 3.47元 = 41.9倍 (over FY2019's 4.48元, 32倍).
  it("takes the year written at the profit, not the market value's date", () => {
    const mt = "以2025年7月4日约1.79万亿元总市值和2024年862.28亿元归母净利润计，静态PE约20.7倍。";
    expect(mark("600519", mt)).toBe("✅");
  });

  it("divides the close by a per-share figure its sentence states", () => {
    expect(mark("600036", "基本面：按FY2024 EPS 5.66元，静态PE约6.8倍。")).toBe("✅");
    const wly = "股价145.22元对应2018年每股收益3.47元，静态PE约32倍。";
    expect(
      markOf(
        checkAssertions(parseAssertions(wly, undefined, { asOf: "2020-05-15" }), sampleFacts("000858", "2020-05-15")),
      ),
    ).toBe("❌");
  });

  // 比亚迪 快照总市值约1.82万亿元 over FY2024 402.54亿元 = 45倍.
  it("carries a market value named earlier in the sentence past a clause between", () => {
    expect(mark("002594", "快照总市值约1.82万亿元，对应2024年归母净利润402.54亿元，PE约35倍。")).toBe("❌");
  });
});
