import { describe, expect, it } from "vitest";
import { checkMarketClause } from "../../../src/verification/claims/check-market";
import { sampleFacts } from "./sample-facts";

/*
 * 600519 as of 2026-04-30 (check-sessions.test.ts): close 1384.79; 2026-04-23 1419.00; 2026-03-31 (March's last
 * session) 1450.00; 2025-12-31 1377.18 (so +0.55 % since).
 */
const facts = sampleFacts("600519", "2026-04-30");
const oks = (text: string) => checkMarketClause(text, facts).map((c) => c.ok);

describe("a price the writer dates", () => {
  it("is the close of the day, of the month's last week or of the year's last session", () => {
    expect(oks("从4月23日的1419元回血")).toEqual([true]);
    expect(oks("从4月23日的1450元回血")).toEqual([false]);
    expect(oks("从3月底的1450元算")).toEqual([true]);
    // A price within March's closes but off its last week may be another day of the month's end: undecided.
    expect(oks("从3月底的1480元算")).toEqual([null]);
    expect(oks("从3月底的1300元算")).toEqual([false]);
    expect(oks("2025年底1377元上车的")).toEqual([true]);
    expect(oks("2025年末的1377.18元")).toEqual([true]);
    // Rounding words widen it: 出头 and 多 above the figure, 左右 around it.
    expect(oks("2025年底1300多块上车的")).toEqual([true]);
    expect(oks("2025年底1400元左右上车的")).toEqual([true]);
    expect(oks("2025年底1200元出头上车的")).toEqual([false]);
  });

  it("sizes the move from that close to the last one", () => {
    expect(oks("2025年底1377元上车的已经小赚0.5%")).toEqual([true, true]);
    expect(oks("2025年底1377元上车的已经赚了两成")).toEqual([true, false]);
  });

  it("is undecided for a day after the last bar or one not stored", () => {
    expect(oks("从5月8日的1400元算").every((x) => x === null)).toBe(true);
    expect(oks("从4月26日的1400元算").every((x) => x === null)).toBe(true);
    expect(checkMarketClause("从5月8日的1400元算", facts)[0]?.reason).toContain("晚于最后一根日线");
  });
});

describe("a move between two dated prices", () => {
  it("reads the size around two dated closes as the move between them, not from either to the last close", () => {
    // 000858: 2024-12-31 close 140.04, 2025-12-31 close 105.94 (−24.35 %).
    const wl = sampleFacts("000858", "2026-04-30");
    const oks = (text: string) => checkMarketClause(text, wl).map((c) => c.ok);
    expect(oks("2025年全年（2024年末140.04元→2025年末105.94元）下跌约24%")).toEqual([true, true, true, true]);
    expect(oks("2025年全年（2024年末140.04元→2025年末105.94元）上涨约24%")).toEqual([true, true, false, true]);
    expect(oks("2024年末140.04元→2025年末105.94元，跌去约四成")).toEqual([true, true, true, false]);
  });
});

describe("a month's close (3月收在105.25元) is its last session's", () => {
  // 比亚迪: 2026-03-31 105.25 (March's last session); 贵州茅台: 2026-04-30 1384.79.
  it("reads the month's last close exactly, not any close of its last week", () => {
    const byd = sampleFacts("002594", "2026-04-30");
    expect(checkMarketClause("3月收在105.25元", byd).map((c) => c.ok)).toEqual([true]);
    expect(checkMarketClause("3月收于98元", byd).map((c) => c.ok)).toEqual([false]);
    expect(oks("4月收于1384.79元")).toEqual([true]);
  });
});

describe("a side of a month's close (收在100元上方)", () => {
  it("is not a close at that price", () => {
    const byd = sampleFacts("002594", "2026-04-30");
    expect(checkMarketClause("3月收在100元上方", byd).map((c) => c.ok)).not.toContain(false);
  });
});
