import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/** A clause naming the two lines a figure after it is computed from is read by that figure's check. */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a method naming the inputs of a ratio or a difference", () => {
  it("is read when the figure after it, derived from exactly those lines, passed", () => {
    // 贵州茅台 2025: 归母净利润 823.20 / 营业总收入 1720.54 ≈ 47.8%; 经营现金流 615.22 − 资本开支 31.28 ≈ 584亿元.
    expect(mark("600519", "按营收和归母净利润计算，2025年净利率约47.8%。")).toBe("✅");
    expect(mark("600519", "以归母净利润除以营业收入计，2024年净利率约49.5%。")).toBe("✅");
    expect(mark("600519", "按经营现金流减资本开支估算，2025年自由现金流约584亿元。")).toBe("✅");
    expect(mark("600519", "2025年资本开支31.28亿元，经营现金流扣掉它之后，自由现金流仍有约584亿元。")).toBe("✅");
  });

  it("fails with the figure it introduces", () => {
    expect(mark("600519", "按营收和归母净利润计算，2025年净利率约40%。")).toBe("❌");
    expect(mark("600519", "按经营现金流减资本开支估算，2025年自由现金流约900亿元。")).toBe("❌");
    expect(mark("600519", "2025年资本开支31.28亿元，经营现金流扣掉它之后，自由现金流仍有约800亿元。")).toBe("❌");
  });

  it("stays 未能核验 where its lines are not the inputs of the figure after it", () => {
    // 净利率 is not computed from 营收 and 经营现金流: the method says something no check read.
    expect(mark("600519", "按营收和经营现金流计算，2025年净利率约47.8%。")).toBe("❔");
    expect(mark("600519", "按营收和归母净利润计算，2025年自由现金流约584亿元。")).toBe("❔");
  });
});
