import { describe, expect, it } from "vitest";
import { chainQuarters } from "../../../src/verification/claims/chain-quarters";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("levels after 单季 and before a clause naming a quarter end in that quarter", () => {
  it("places each level in the quarters up to the one named", () => {
    expect(chainQuarters(3, "单季归母净利润", ",四季度是2025年四个季度里最低的")).toEqual([
      "二季度",
      "三季度",
      "四季度",
    ]);
    expect(chainQuarters(2, "单季归母净利", ",Q4环比降约8%")).toEqual(["三季度", "四季度"]);
    // Not after 单季, more levels than quarters, or a bare 一季度 with no year (the latest first quarter may be later).
    expect(chainQuarters(2, "归母净利", ",Q4环比降约8%")).toBeNull();
    expect(chainQuarters(3, "单季归母净利", ",Q2环比降约8%")).toBeNull();
    expect(chainQuarters(3, "单季归母净利润", ",三季度环比回升")).toBeNull();
  });

  it("each level is checked against its own quarter", () => {
    // 贵州茅台 2025 单季归母净利润 268.47 / 185.55 / 192.24 / 176.93亿元.
    expect(mark("600519", "单季归母净利润185.55亿→192.24亿→176.93亿，四季度是2025年四个季度里最低的。")).toBe("✅");
    expect(mark("600519", "单季归母净利192.24亿→176.93亿，Q4环比降约8%。")).toBe("✅");
    expect(mark("600519", "单季归母净利192.24亿→176.93亿，Q3环比降约8%。")).toBe("❌");
    expect(mark("600519", "单季归母净利润268.47亿→185.55亿→192.24亿，四季度环比回落。")).toBe("❌");
  });
});
