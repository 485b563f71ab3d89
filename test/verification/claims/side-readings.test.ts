import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { sideReadOf } from "../../../src/verification/claims/side-readings";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, side: "bull" | "bear", asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), { side }));

/**
 * A clause with no fact of its own that names the side the fact before it supports. 比亚迪 归母净利润 2025 −18.97 %;
 * 贵州茅台 经营现金流 2025 −33.46 %; 五粮液 经营现金流 2019 +87.64 %.
 */
describe("a fact named the case of one side", () => {
  it("reads the side a clause names, pointed back at the fact or not denied", () => {
    expect(sideReadOf("这正是我们看多的核心理由")).toBe(1);
    expect(sideReadOf("这恰好是空方最有力的证据")).toBe(-1);
    expect(sideReadOf("对股东其实是好事")).toBe(1);
    expect(sideReadOf("这并不是利好")).toBe(null);
    expect(sideReadOf("可以逢低加仓")).toBe(null);
  });

  it("fails a fact against the side read as its case; holds one read the fact's own way", () => {
    expect(mark("002594", "归母净利润同比回落约19%至326.19亿元，这一表现恰恰支撑看多逻辑。", "bull")).toBe("❌");
    expect(mark("002594", "归母净利润同比回落约19%至326.19亿元，这正是我们看空的核心理由。", "bear")).toBe("✅");
    expect(mark("000858", "经营现金流同比增长约88%，这恰好是空方最有力的证据。", "bear", "2020-05-15")).toBe("❌");
    expect(mark("600519", "经营现金流同比减少约33%，对股东其实是好事。", "bull")).toBe("❌");
  });

  it("leaves a reading after a turn to what the turn brought in", () => {
    expect(mark("600519", "经营现金流同比减少约33%，但分红仍稳定，这对股东其实是好事。", "bull")).not.toBe("❌");
  });
});

describe("a side's case named to be revised or refuted", () => {
  it("is no reading of the fact for that side (看多的逻辑需要修正, 看空的逻辑已被证伪)", () => {
    expect(mark("600519", "茅台2025年营收同比下降1.2%，这恰恰说明看多的逻辑需要修正。", "bear")).toBe("✅");
    expect(mark("600036", "招行2025年净利润增长1.2%，空方据此看空的逻辑已被证伪。", "bull")).toBe("✅");
  });
});
