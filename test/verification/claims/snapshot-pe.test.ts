import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/*
 * Snapshots of 2025-07-04, over the newest annual 归母净利润 public that day (2024's): 贵州茅台 17865.9亿 / 862.28亿
 * = 20.72倍 (PE of the last close 2026-04-30: 20.17-21.13倍); 中国石化 6886.7亿 / 503.13亿 = 13.69倍 (12.99倍 now);
 * 宁德时代 12118.6亿 / 507.45亿 = 23.88倍; 比亚迪 18187.3亿 / 402.54亿 = 45.18倍.
 */
describe("a PE its sentence dates at a stored snapshot (snapshot-pe.ts)", () => {
  it("reads a PE the clause dates (去年7月快照时, 7月4日快照) as that day's static PE", () => {
    expect(mark("600519", "去年7月快照时茅台静态PE约20.7倍")).toBe("✅");
    expect(mark("600519", "去年7月快照时茅台静态PE约25倍")).toBe("❌");
    expect(mark("002594", "7月4日快照时比亚迪PE约45倍", "2025-09-05")).toBe("✅");
    expect(mark("002594", "7月4日快照时比亚迪PE约35倍", "2025-09-05")).toBe("❌");
  });

  it("leaves a PE dated to a time with no stored reading undecided, not matched against today's (dated-pe.ts)", () => {
    expect(mark("600519", "2024年底市盈率约20倍")).toBe("❔");
    expect(mark("600519", "2025年4月市盈率约20倍")).toBe("❔");
    // A day or a month that holds a reading is still read: the snapshot's, the last close's.
    expect(mark("600519", "2025年7月4日市盈率约20.7倍")).toBe("✅");
    expect(mark("600519", "2026年4月30日市盈率约30倍")).toBe("❌");
  });

  it("sets aside the last close's PEs for a clause dated at the snapshot", () => {
    // 21倍 is the PE of 2026-04-30, not of the snapshot.
    expect(mark("600519", "去年7月快照时茅台静态PE约20.2倍")).toBe("❌");
  });

  it("reads a PE after an earlier clause dating the market value and naming the profit known that day", () => {
    const claim = "去年7月初市值6887亿元，对2024年归母净利503亿，PE约13.7倍";
    expect(mark("600028", claim)).toBe("✅");
    expect(mark("600028", claim.replace("13.7倍", "17.7倍"))).toBe("❌");
  });

  it("keeps the last close's PE for a clause of now after a dated one", () => {
    expect(mark("300750", "7月4日快照时宁德PE约23.9倍，如今已降到25倍左右")).toBe("✅");
  });

  it("does not read a snapshot's PE over another year's profit than the one known that day", () => {
    // 13.69倍 is over 2024's profit; a 2025 profit is not stored for 中国石化, so 13.7倍 over it is not read.
    expect(mark("600028", "去年7月初市值6887亿元，对2025年归母净利润，PE约13.7倍")).not.toBe("✅");
  });
});
