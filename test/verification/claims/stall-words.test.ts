import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/** 600036 as of 2026-04-30: 2025 营业总收入 +0.01 %, 归母净利润 +1.21 % (2021: +23.20 %); 601318 2025 营收 +2.10 %. */
const marks = (claim: string, ticker = "600036") =>
  checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30"))
    .filter((c) => c.kind === "direction" || c.kind === "magnitude")
    .map((c) => `${c.kind}:${c.ok}`);

describe("growth that stopped is a size, not growth", () => {
  it("零增长 and 缺乏增长 hold on a change of nothing, and fail on a real one", () => {
    expect(marks("2025年营收同比+0.01%，实质上是零增长")).toEqual(["magnitude:true"]);
    expect(marks("2025年营收+0.01%、归母净利润+1.21%，盈利稳定但缺乏增长")).toEqual(["magnitude:true"]);
    expect(marks("2025年营业总收入同比+2.10%，实质上是零增长", "601318")).toContain("magnitude:false");
  });
  it("a stall after a falling chain of rates is the latest year's pace, not the change since the first year", () => {
    expect(marks("归母净利润增速从2021年的23.20%一路放缓到2025年的1.21%，增长基本停滞")).toContain("magnitude:true");
    expect(marks("归母净利润增速从2021年的23.20%一路放缓到2025年的1.21%，增长基本停滞")).not.toContain(
      "magnitude:false",
    );
  });
  it("停滞 is one stall with one band: the size of the latest change, not growth nor a slowdown of it", () => {
    expect(marks("2025年营收同比+0.01%，增长几乎停滞")).toEqual(["magnitude:true"]);
    expect(marks("营收增长几乎停滞")).toEqual(["magnitude:true"]);
    const facts = sampleFacts("600036", "2026-04-30");
    const mark = (claim: string) =>
      markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), facts));
    expect(mark("2025年营收同比+0.01%，增长几乎停滞")).toBe("✅");
  });
  it("a move measured against a standard the clause does not state is undecided, and its denial read as such", () => {
    expect(marks("营业收入已连续三年未能恢复正常增长")).toEqual(["direction:null"]);
  });
});
