import { describe, expect, it } from "vitest";
import { findMetrics, pointedMetric, weakSubject } from "../../../src/verification/claims/metric-lexicon";
import { sentencesOf } from "../../../src/verification/claims/clause-split";

describe("weakSubject", () => {
  it("a weak name opening a clause before its own direction word is the clause's subject", () => {
    const text = "利润微增";
    expect(weakSubject(text, findMetrics(text), false, ["revenue"], 2)?.metric).toBe("net_profit");
  });
  it("not when it stands after the direction word or after other words", () => {
    const text = "增长来自利润";
    expect(weakSubject(text, findMetrics(text), false, ["revenue"], 0)).toBeUndefined();
  });
  it("after a connective, and with an adverb between it and its move (但现金流明显下滑)", () => {
    const text = "但现金流明显下滑";
    expect(weakSubject(text, findMetrics(text), false, ["net_profit"], 5)?.metric).toBe("operating_cash_flow");
    // Not a name after its move, connective or not.
    const other = "但增长主要来自现金流";
    expect(weakSubject(other, findMetrics(other), false, ["net_profit"], 1)).toBeUndefined();
  });
  it("with figures, one the clause before listed", () => {
    const text = "利润同比下降7.5%";
    expect(weakSubject(text, findMetrics(text), true, ["revenue", "net_profit"], undefined)?.metric).toBe("net_profit");
  });
});

describe("a contrast pair", () => {
  it("收入降、利润升 is one clause per metric, each with its own direction word", () => {
    expect(sentencesOf("收入降、利润升", undefined)).toEqual([["收入降", "利润升"]]);
    expect(sentencesOf("利润微增、收入微降", undefined)).toEqual([["利润微增", "收入微降"]]);
  });
});

describe("后者 / 前者", () => {
  it("is the last / first metric the clause before listed", () => {
    expect(pointedMetric("后者同比+1.5%", ["operating_revenue", "net_profit"])).toBe("net_profit");
    expect(pointedMetric("前者同比+6.5%", ["operating_revenue", "net_profit"])).toBe("operating_revenue");
    // Only a clause it opens, and only after a list.
    expect(pointedMetric("同比+1.5%，后者", ["operating_revenue", "net_profit"])).toBeUndefined();
    expect(pointedMetric("后者同比+1.5%", ["net_profit"])).toBeUndefined();
  });
});
