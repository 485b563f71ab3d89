import { describe, expect, it } from "vitest";
import { checkMarketReading } from "../../../src/verification/claims/market-reading";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
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

describe("a reading in a clause naming a rise is of that rise", () => {
  /*
   * 601318 on 2026-04-30: April +4.56 % (56.78 → 59.37), year to date −13.20 %. 300750: 60 sessions +28.46 %, 5
   * sessions −0.66 %. 600036: 60 sessions +0.45 %, 20 sessions −3.89 %.
   */
  const mark = (ticker: string, claim: string) =>
    markOf(
      checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")),
    );

  it("not of a fall the clause after a 但 concedes", () => {
    expect(mark("601318", "4月反弹4.6%对多方是积极信号，但今年以来仍下跌13.2%。")).toBe("✅");
    expect(mark("601318", "4月上涨4.6%固然是积极信号，但年初至今仍累计下跌13.2%，趋势未改。")).toBe("✅");
    expect(mark("300750", "近60个交易日大涨28%是积极信号，但近5日小幅回调0.7%。")).toBe("✅");
    expect(mark("600036", "近60个交易日招行微涨0.5%算是积极信号，但近20日下跌3.9%。")).toBe("✅");
  });

  it("still fails a fall its own clause calls good news", () => {
    expect(mark("601318", "4月下跌4.6%是积极信号，但今年以来仍下跌13.2%。")).toBe("❌");
    expect(mark("601318", "今年以来下跌13.2%，释放积极信号。")).toBe("❌");
  });
});
