import { describe, expect, it } from "vitest";
import { checkMarketReading } from "../../../src/verification/claims/market-reading";
import { sampleFacts } from "./sample-facts";

/*
 * 002594 on 2026-04-30 (src/sample/sample-data.json): 20 sessions +0.32 %, volume 68 % of the 20 before.
 * 000858 on 2026-04-30: one year −26.31 %.
 */
const by = sampleFacts("002594", "2026-04-30");
const wl = sampleFacts("000858", "2026-04-30");
const marks = (texts: string[], facts = by) => checkMarketReading(texts, facts).map((c) => c.ok);

describe("one price move is not read both ways", () => {
  it("fails a fall read as good news; leaves a rise read as a top or a weakening undecided (a call on what follows)", () => {
    expect(marks(["20日成交量萎缩至前期的七成", "股价却稳中有升", "量价背离是见顶信号"])).toEqual([null]);
    expect(marks(["近20个交易日股价小幅上涨", "技术面全面转弱"])).toEqual([null]);
    expect(marks(["近一年股价下跌约26%", "说明公司基本面正在改善"], wl)).toEqual([false]);
  });

  it("leaves a weakening read against a fall, a contrast and a denied reading alone", () => {
    expect(marks(["近一年股价下跌约26%", "技术面偏弱"], wl)).toEqual([]);
    expect(marks(["近20个交易日股价小幅上涨", "但技术面仍偏弱"])).toEqual([]);
    expect(marks(["近20个交易日股价小幅上涨", "并非见顶信号"])).toEqual([]);
    expect(marks(["股价小幅上涨", "说明资金面转暖"])).toEqual([]);
  });
});

describe("the market said to favour the stock is a positive reading of the move", () => {
  it("fails after a fall, passes after a rise", () => {
    expect(marks(["近一年股价下跌约26%", "资金却持续青睐五粮液"], wl)).toEqual([false]);
    expect(marks(["近一年股价跌了两成多", "市场在用脚投票看好公司"], wl)).toEqual([false]);
    expect(marks(["近20个交易日股价小幅上涨", "说明市场看好比亚迪"])).toEqual([]);
  });
  it("a favour said to be gone is not one: it agrees with a fall", () => {
    for (const reading of ["资金不再追捧", "说明市场此前过于看好", "市场对公司的认可度明显下降"])
      expect(marks(["近一年股价下跌约26%", reading], wl)).toEqual([]);
  });
});
