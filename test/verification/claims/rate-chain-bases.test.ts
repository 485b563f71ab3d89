import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

// 招商银行 归母净利润 single quarters: 2025Q3 +1.04 %, 2025Q4 +3.41 %. 比亚迪 营业总收入: 2025H1 +23.30 %, 2025H2 -9.10 %.
describe("a rate change naming no base is against the rate its sentence stated for the quarter or half before", () => {
  it("a single quarter against the single quarter stated before it", () => {
    expect(mark("600036", "拆单季：2025年三季度归母净利润388.42亿，同比约+1.0%；四季度增速升至3.41%。")).toBe("✅");
    expect(mark("600036", "2025年三季度归母净利润388.42亿，同比约+1.0%；四季度增速回落至3.41%。")).toBe("❌");
  });

  it("the second half against the first half stated before it", () => {
    expect(mark("002594", "回头看，上半年还有23.3%的营收增速（3712.81亿元），下半年才明显降速。")).toBe("✅");
    expect(mark("002594", "2025年上半年营收增速23.3%，下半年增速反而加快。")).toBe("❌");
  });

  it("with no rate stated before, or no stored rate for the earlier period, the base stays undecided", () => {
    expect(mark("600036", "2025年四季度单季归母净利润增速升至3.41%。")).toBe("❔");
    expect(mark("002594", "2025年二季度单季营收同比增长14%，三季度增速明显放缓。")).toBe("❔");
  });
});

// 比亚迪 归母净利润 2025 前三季度 -7.55 %, 三季度单季 -32.60 %; 宁德时代 营业总收入 2025 +17.04 %, 四季度单季 +36.58 %.
describe("a single quarter's rate move naming no base, after its sentence stated the cumulative period it closes", () => {
  // The cumulative rate is the quarters' rates weighted by the year before's: the quarter lies on the same side of it
  // as of the report before, so the cumulative stated is the base whichever of the two the writer meant.
  it("is against that cumulative rate (前三季度 → 三季度单季, 全年 → 四季度单季)", () => {
    const q3 = "前三季度归母净利润233.33亿元，同比下降7.55%；三季度单季78.23亿元，同比降幅扩大至32.6%。";
    expect(mark("002594", q3, "2025-10-31")).toBe("✅");
    expect(mark("300750", "宁德时代2025年全年营收同比增长17%，四季度单季增速提升至约36.6%。")).toBe("✅");
  });

  it("fails when the quarter's rate moved the other way from the cumulative one", () => {
    expect(mark("002594", "比亚迪前三季度营收同比增长12.75%，三季度单季增速进一步加快。", "2025-11-14")).toBe("❌");
    expect(mark("600036", "招行全年营收同比微增0.01%，四季度单季营收增速却明显放缓。")).toBe("❌");
  });

  it("stays undecided where the quarter's rate cannot be derived (no quarter a year earlier stored)", () => {
    expect(mark("600519", "茅台前三季度归母净利润同比增长6.25%，三季度单季增速进一步放缓。", "2025-10-31")).toBe("❔");
  });
});

// 招商银行 归母净利润 2025: 上半年 +0.25 %, 前三季度 +0.52 %. 比亚迪 营业总收入 2025: 上半年 +23.30 %, 前三季度
// +12.75 %. A cumulative level always grows from the half to the nine months, so only the rate's pace tells them apart.
describe("a pace (加快, 放缓, 提速) against a period, right after a clause stating a growth at a percent", () => {
  it("is the growth rate's pace against that period's rate, not the level's move (clause-split.ts)", () => {
    expect(mark("600036", "招行前三季度归母净利润同比增长0.52%，较上半年有所加快。", "2025-11-14")).toBe("✅");
    expect(mark("600036", "招行前三季度归母净利润同比增长0.52%，比上半年有所放缓。", "2025-11-14")).toBe("❌");
    // The rate slowed while the level grew: read as the level's move, 放缓 would fail and 加快 hold.
    expect(mark("002594", "比亚迪前三季度营收同比增长12.75%，较上半年有所放缓。", "2025-11-14")).toBe("✅");
    expect(mark("002594", "比亚迪前三季度营收同比增长12.75%，较上半年有所加快。", "2025-11-14")).toBe("❌");
  });
});
