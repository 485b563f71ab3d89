import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { checkFactClauses } from "../../../src/verification/claims/check-fact-clauses";
import { withNamedLevel } from "../../../src/verification/claims/named-level";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * From src/sample/sample-data.json: 600028 on 2026-04-30 closes at 5.39, 2.28 % above its 52-week low 5.27 and
 * 33.5 % below its high 8.11; 601318 on 2026-04-30 at 59.37, 20.7 % below its 52-week high 74.88; 300750 on
 * 2026-04-30 at 436.00, 3.96 % below its 2026-04-16 close of 453.98; 600036 on 2026-04-30 at 38.27 in a range of
 * 37.31-48.55 (2.57 % above the low, 21.17 % below the high).
 */
const sh = sampleFacts("600028", "2026-04-30");
const pa = sampleFacts("601318", "2026-04-30");
const nd = sampleFacts("300750", "2026-04-30");
const zs = sampleFacts("600036", "2026-04-30");
const oks = (clauses: string[], facts = sh) =>
  checkFactClauses(clauses, facts)
    .filter((c) => c.kind === "market")
    .map((c) => c.ok);

describe("a distance of the close now, naming no level, is from the one level the clause before names", () => {
  it("reads the 52-week low or high named before (它/其 standing for it)", () => {
    expect(oks(["52周低点5.27元", "现价只高出约2%"])).toEqual([true]);
    expect(oks(["52周低点5.27元", "现价只高出约12%"])).toEqual([false]);
    // The close left out: 仅/只 before the distance word.
    expect(oks(["股价贴着52周低点37.31元运行", "仅高出约2.6%"], zs)).toContain(true);
    expect(oks(["股价贴着52周低点37.31元运行", "仅高出约2.6%"], zs)).not.toContain(false);
    expect(oks(["股价贴着52周低点37.31元运行", "仅高出约1%"], zs)).toContain(false);
    expect(oks(["股价贴着52周低点5.27元运行", "只高出约2%"])).not.toContain(false);
    expect(oks(["52周最高8.11元", "现价比它低约34%"])).toEqual([true]);
    expect(oks(["52周最高8.11元", "现价比它低约20%"])).toContain(false);
    expect(oks(["52周高点74.88元", "如今跌去两成以上"], pa)).toEqual([true, true]);
    expect(oks(["52周高点74.88元", "如今跌去三成以上"], pa)).toContain(false);
  });

  it("reads a dated close called the high as the close the move is from", () => {
    expect(oks(["年内收盘高点是4月16日的453.98元", "目前回撤不到4%"], nd)).toContain(true);
    expect(oks(["年内收盘高点是4月16日的453.98元", "目前回撤不到4%"], nd)).not.toContain(false);
    expect(oks(["年内收盘高点是4月16日的453.98元", "目前回撤超过10%"], nd)).toContain(false);
  });

  it("reads 那时/当时 as the day of the one dated close named before, called a high or not", () => {
    expect(oks(["股价仍低于2021年末的588元", "距那时的收盘价还差约26%"], nd)).not.toContain(false);
    expect(oks(["股价仍低于2021年末的588元", "距那时的收盘价还差约26%"], nd).length).toBeGreaterThan(2);
    expect(oks(["股价仍低于2021年末的588元", "距那时的收盘价只差约5%"], nd)).toContain(false);
    expect(oks(["2024年末收盘52.65元", "如今较彼时上涨约13%"], pa)).not.toContain(false);
    expect(oks(["2024年末收盘52.65元", "如今较当时下跌约13%"], pa)).toContain(false);
    // Two dated closes before: which one 那时 is is not said.
    expect(withNamedLevel("距那时还差约26%", "2021年末588元、2022年末393.42元")).toBe("距那时还差约26%");
  });

  it("leaves a distance unbound when both ends, no level, or a level of its own are named", () => {
    expect(withNamedLevel("现价只高出约2%", "52周高低点分别是8.11元和5.27元")).toBe("现价只高出约2%");
    expect(withNamedLevel("现价只高出约2%", "近20日下跌约8.5%")).toBe("现价只高出约2%");
    expect(withNamedLevel("现价比MA20低约4%", "52周低点5.27元")).toBe("现价比MA20低约4%");
    expect(withNamedLevel("现价只高出约2%", null)).toBe("现价只高出约2%");
  });
});

describe("a size of the 52-week range is bound to the end it is written after", () => {
  it("does not read the low's distance as the high's", () => {
    expect(oks(["52周区间37.31-48.55元", "现价距低点仅约2.6%、距高点回落约21%"], zs)).toEqual([true, true, true]);
    expect(oks(["52周区间37.31-48.55元", "现价距高点回落约21%、距低点仅约2.6%"], zs)).toEqual([true, true, true]);
    expect(oks(["52周区间37.31-48.55元", "现价距低点仅约2.6%、距高点回落约31%"], zs)).toContain(false);
  });
});

describe("the nearness of a 52-week end written after it (近在咫尺)", () => {
  it("holds within a tenth of the end", () => {
    expect(oks(["5.27元的52周低点近在咫尺"])).toEqual([true]);
    expect(oks(["8.11元的52周高点近在咫尺"])).toEqual([false]);
  });
});

describe("a fall from 区间高点 after a clause naming a window of sessions", () => {
  it("is from the highest close of that window", () => {
    expect(oks(["近60个交易日累计下跌15.38%", "自区间高点回撤约31%"])).toEqual([true, true, true]);
    expect(oks(["近60个交易日累计下跌15.38%", "自区间高点回撤约21%"])).toContain(false);
  });

  it("reads 其 after a clause naming one average as that average", () => {
    expect(withNamedLevel("股价在其下方约4.7%", "年线1453元一带压制明显")).toBe("股价在年线下方约4.7%");
    expect(withNamedLevel("股价位于其上方", "60日均线在6.17元")).toBe("股价位于60日均线上方");
    expect(withNamedLevel("股价在其下方约4.7%", "20日、60日均线拐头向下")).toBe("股价在其下方约4.7%");
  });
});

describe("a distance with a window of its own", () => {
  it("is the move over that window, not the distance from the level named before", () => {
    // 招商银行 年初至2026-04-30 −9.10 %.
    const mark = (claim: string) =>
      markOf(
        checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("600036", "2026-04-30")),
      );
    expect(mark("招行52周最高48.55元，股价今年以来已下跌约9.1%。")).toBe("✅");
  });
});

describe("其 after a clause naming an average and another level", () => {
  it("is not bound to the average (年线附近有1500元的前期平台)", () => {
    const mark = (claim: string) =>
      markOf(
        checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("600519", "2026-04-30")),
      );
    expect(mark("贵州茅台年线附近有1500元的前期平台，股价在其下方约7.7%。")).toBe("❔");
  });
});
