import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { unitsCarriedBack } from "../../../src/verification/claims/list-units";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 中国平安 归母净利润 2021 1016.18, 2022 837.74, 2023 856.65, 2024 1266.07, 2025 1347.78亿元.
describe("a list after 分别 whose amount unit is written once, after its last figure", () => {
  it("gives the unit to every figure; prices in 元 and multiples are left as written", () => {
    expect(unitsCarriedBack("分别为1016.18、837.74和856.65亿元")).toBe("分别为1016.18亿元、837.74亿元和856.65亿元");
    expect(unitsCarriedBack("均线依次为102.33、102.15、98.35元")).toBe("均线依次为102.33、102.15、98.35元");
    expect(unitsCarriedBack("PE分别为20、25倍")).toBe("PE分别为20、25倍");
  });

  it("reads each figure as its year's amount", () => {
    const list = "2021—2025年归母净利分别为1016.18、837.74、856.65、1266.07、1347.78亿元，2022年是谷底";
    expect(mark("601318", list)).toBe("✅");
    expect(mark("601318", list.replace("837.74", "937.74"))).toBe("❌");
  });
});

describe("percentage points written once after a 分别 list", () => {
  it("are every figure's, the words between 分别 and the list kept", () => {
    expect(unitsCarriedBack("分别提升约1.8和3.2个百分点")).toBe("分别提升约1.8个百分点和3.2个百分点");
    expect(unitsCarriedBack("分别下降0.5、1.2pct")).toBe("分别下降0.5pct、1.2pct");
    // Not a list whose last figure carries %, nor one broken by a clause.
    expect(unitsCarriedBack("分别增长17%和42%")).toBe("分别增长17%和42%");
    expect(unitsCarriedBack("分别提升，1.8和3.2个百分点")).toBe("分别提升，1.8和3.2个百分点");
  });

  it("binds each to the metric of its own clause before (宁德时代 2025: 毛利率 +1.83 pp, 净利率 +3.20 pp)", () => {
    const lead = "毛利率由24.44%升至26.27%，净利率由14.92%升至18.12%，";
    expect(mark("300750", `${lead}分别提升约1.8和3.2个百分点。`)).toBe("✅");
    expect(mark("300750", `${lead}分别提升约2.8和3.2个百分点。`)).toBe("❌");
  });
});
