import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * 缩 with a size ("缩了近两成", "缩水三成") and 衰减/减弱 after a volume word are 缩量 (market-words.ts VOLUME_WORDS).
 * Volume of the last 20 sessions against the 20 before, as of 2026-04-30: 中国石化 (600028) 0.608, 比亚迪 (002594)
 * 0.682, 宁德时代 (300750) 1.132; 五粮液 (000858) as of 2020-05-15: 0.812.
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a volume shrink in plain words", () => {
  it("reads 缩了/缩水 with its size against the 20 sessions before", () => {
    expect(mark("600028", "近20日成交量较前20日缩了近四成，抛压在减轻")).toBe("✅");
    expect(mark("002594", "近20日成交量较前20日缩水三成有余")).toBe("✅");
    expect(mark("000858", "近20日成交量较前20日缩了近两成", "2020-05-15")).toBe("✅");
    expect(mark("600028", "近20日成交量较前20日缩了约两成")).toBe("❌");
    expect(mark("300750", "近20日成交量比前20日缩了一成")).toBe("❌");
  });

  it("reads 量能衰减/减弱 as less volume than the 20 sessions before", () => {
    expect(mark("000858", "近20日成交量较前20日缩了近两成，上涨的量能在衰减", "2020-05-15")).toBe("✅");
    expect(mark("300750", "量能在衰减")).toBe("❌");
  });

  it("reads a 60 of an average or of the price's window before the volume as no volume base", () => {
    // 比亚迪 (002594) as of 2025-11-14: fewer than 80 sessions of volume, so no 60-session base is held.
    const claim = "近60个交易日跌了7.5%左右，5日、20日、60日线空头排列，近20日量能缩了四成";
    expect(mark("002594", claim, "2025-11-14")).toBe("✅");
  });

  it("reads 萎缩到前期六成 as the share of the 20 sessions before, the base named without a window", () => {
    expect(mark("600028", "5/10/20/60日均线空头排列、量能萎缩到前期六成")).toBe("✅");
    expect(mark("600028", "量能萎缩到前期三成")).toBe("❌");
    expect(mark("600028", "量能萎缩至此前的六成左右")).toBe("✅");
  });

  it("reads a multiple of 前期/此前 (缩至前期0.68倍) as the ratio to the 20 sessions before", () => {
    expect(mark("002594", "量能缩至前期0.68倍")).toBe("✅");
    expect(mark("600028", "成交量缩到此前的0.8倍")).toBe("❌");
    expect(mark("300750", "量能放大至前期的1.13倍")).toBe("✅");
    // 前期 naming a price level, no volume: not a volume ratio.
    expect(mark("300750", "股价已是前期高点的1.1倍")).not.toBe("✅");
  });
});
