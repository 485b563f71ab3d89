import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a multiple priced at the last close (按4月末股价算, 现价, 以当前股价计)", () => {
  // 中国平安 2026-04-30: 快照股本 × 收盘价 59.37元 / 2025年归母净利润 1347.78亿元 ≈ 8.0倍.
  it("is the last close's multiple, with the year its profit names", () => {
    expect(mark("601318", "按当前股价，平安对应2025年利润的市盈率约8倍。", "2026-04-30")).toBe("✅");
    expect(mark("601318", "按当前股价，平安对应2025年利润的市盈率约12倍。", "2026-04-30")).toBe("❌");
    expect(mark("601318", "按4月末股价算，中国平安对应2025年利润的市盈率约12倍。", "2026-04-30")).toBe("❌");
  });

  // 比亚迪: the newest market value is the 2025-07-04 snapshot, before a 送转 (除权); today's share count is unknown.
  it("is not decided by a market value months old, which only a multiple dated to it divides", () => {
    expect(mark("002594", "按4月末股价算，比亚迪对应2025年利润的市盈率约25倍。", "2026-04-30")).toBe("❔");
    expect(mark("002594", "以当前股价计，比亚迪对应2025年利润的市盈率约29倍。", "2026-04-30")).toBe("❔");
    expect(mark("002594", "按102.98元现价和2025年利润，比亚迪PE约40倍。", "2026-04-30")).toBe("❔");
    // The snapshot's own multiple, dated to it, is still checked: 1.82万亿元 / 326.19亿元 ≈ 55.8倍.
    expect(mark("002594", "按2025年7月4日快照市值计，对应2025年归母净利润约56倍PE。", "2026-04-30")).toBe("✅");
    expect(mark("002594", "按2025年7月4日快照市值计，对应2025年归母净利润约30倍PE。", "2026-04-30")).toBe("❌");
  });
});

describe("a multiple computed at a price the sentence states (按436元股价、2025年利润算) is priced now", () => {
  // 宁德时代 2026-04-30: close 436.00; over 2025's profit 27.5倍 now, 16.8倍 on the 2025-07-04 snapshot's value.
  it("is not read on a market value months old", () => {
    expect(mark("300750", "PE不到17倍（按436元股价、2025年利润算）。", "2026-04-30")).toBe("❌");
    expect(mark("300750", "PE约27.5倍（按436元股价、2025年利润算）。", "2026-04-30")).toBe("✅");
  });

  it("still reads a dated market value the sentence names", () => {
    expect(mark("300750", "按7月初1.21万亿的市值、2025年722亿的利润算，PE约16.8倍。", "2026-04-30")).toBe("✅");
  });
});

/** 宁德时代 2026-04-30: 436元, PE on 2025's 归母净利润 at the close about 27.5倍 (16.8倍 on 2025-07-04's snapshot). */
describe("a multiple priced at today's close with its price (按今日436元收盘价)", () => {
  it("is the last close's, never the months-old snapshot's", () => {
    expect(mark("300750", "按今日436元收盘价，宁德时代对应2025年利润的PE约27.6倍。", "2026-04-30")).toBe("✅");
    expect(mark("300750", "按今日436元收盘价，宁德时代对应2025年利润的PE约17倍。", "2026-04-30")).toBe("❌");
  });
  it("counter-case: with the share count changed since the snapshot it is not derived", () => {
    expect(mark("002594", "按今日102.98元收盘价，比亚迪对应2025年利润的PE约56倍。", "2026-04-30")).toBe("❔");
  });
});
