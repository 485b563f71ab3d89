import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { reportBaseOf } from "../../../src/verification/claims/report-bases";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const checks = (ticker: string, claim: string, asOf = "2026-04-30") =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {});
const mark = (ticker: string, claim: string, asOf?: string) => markOf(checks(ticker, claim, asOf));

describe("a base one clause names rules the other clauses of its sentence (sentence-bases.ts)", () => {
  // 比亚迪: 资产负债率 2025年末 70.74% → 2026年一季度末 70.94% (2025年一季度末 70.71%); 毛利率 2025年 17.74% → 2026Q1
  // 18.81% (2025Q1 20.07%). 宁德时代 归母净利润 2025Q4 231.67亿 → 2026Q1 207.38亿 (2025Q1 139.63亿).
  it("reads a bare judgement after a year-end base from that year-end", () => {
    expect(mark("002594", "一季度末负债率70.94%，较2025年末的70.74%小幅上升，杠杆在抬升")).toBe("✅");
    expect(mark("002594", "一季度末负债率70.94%，较2025年末的70.74%小幅上升，杠杆在下降")).toBe("❌");
  });

  it("reads a move before a full year's base from that year", () => {
    expect(mark("002594", "一季度毛利率提升至18.81%，比2025年全年的17.74%高出约1.1个百分点")).toBe("✅");
    expect(mark("002594", "一季度毛利率回落到18.81%，比2025年全年的17.74%高约1.1个百分点")).toBe("❌");
  });

  it("reads a first quarter's level reached right after the fourth quarter from that quarter, across the year", () => {
    expect(mark("300750", "Q4单季归母净利润231.67亿元、同比+57%，26Q1回落至207.38亿元")).toBe("✅");
    expect(mark("300750", "2025年四季度单季归母净利润231.67亿元，2026年一季度升至207.38亿元")).toBe("❌");
    // 招商银行 营业总收入 2025Q4 861.12亿 → 2026Q1 869.40亿 (2025Q1 837.51亿).
    expect(mark("600036", "2025年四季度单季营收861.12亿元，2026年一季度回升至869.40亿元")).toBe("✅");
    expect(mark("600036", "Q4单季营收861.12亿元，26Q1回落至869.40亿元")).toBe("❌");
  });

  it("reads a bare judgement after 环比 on the quarter before, its size word left undecided", () => {
    expect(mark("300750", "一季度归母净利润环比下降约10%，盈利动能有所减弱")).toBe("✅");
    expect(mark("300750", "一季度归母净利润环比下降约10%，盈利动能继续增强")).toBe("❌");
    expect(mark("300750", "一季度归母净利润环比下降约10%，盈利动能减弱明显")).toBe("❔");
  });

  it("gives a bare 环比 clause its sentence's quarter", () => {
    expect(mark("300750", "利润环比走低：2026Q1为207.38亿元，较2025Q4的231.67亿元少约24亿元")).toBe("✅");
    expect(mark("300750", "利润环比走高：2026Q1为207.38亿元，较2025Q4的231.67亿元少约24亿元")).toBe("❌");
  });

  it("keeps a clause's year-on-year reading where its sentence names a year-on-year base too", () => {
    // 2025Q1 139.63亿 → 2026Q1 207.38亿: 同比 up, 环比 down; 大增 is read year on year.
    expect(mark("300750", "一季度归母净利润同比增长约49%，环比下降约10%，利润大增")).toBe("✅");
  });

  it("names a year-end base after 和 or 从…至 as well", () => {
    expect(reportBaseOf("一季度末货币资金和2025年末基本持平", "q1")).toMatchObject({ kind: "yearEnd", year: 2025 });
    expect(reportBaseOf("货币资金从2025年末的3335亿增至一季度末3520亿", "q1")).toMatchObject({ kind: "yearEnd" });
    expect(reportBaseOf("货币资金从2025年末的3335亿", "q1")).toBeNull();
    expect(mark("300750", "货币资金由2025年末3335.13亿元升至一季度末3519.97亿元，多出约185亿元")).toBe("✅");
    expect(mark("300750", "货币资金由2025年末3335.13亿元降至一季度末3519.97亿元")).toBe("❌");
  });

  it("reads a move denied after 没有继续 as denied", () => {
    expect(mark("002594", "一季度末负债率70.94%，与2025年末的70.74%基本持平，负债率没有再下降")).toBe("✅");
  });
});

describe("a sentence framed as 环比 names the quarter before (sentence-state.ts, clause-terms.ts)", () => {
  // 比亚迪 归母净利润 2025年四季度 92.86亿 → 2026年一季度 40.85亿 (−56 %).
  it("reads a bare 四季度 after a first quarter as the year before's, its figure and the change checked", () => {
    expect(mark("002594", "环比看，一季度归母净利润40.85亿元较四季度的92.86亿元下降约56%")).toBe("✅");
    expect(mark("002594", "环比看，一季度归母净利润40.85亿元较四季度的92.86亿元增长约56%")).toBe("❌");
    // A wrong figure after the base is shown against its own period, as with the year written (2025年四季度).
    expect(mark("002594", "环比看，一季度归母净利润40.85亿元较四季度的82.86亿元下降约56%")).not.toBe("✅");
  });

  it("does not read a bare 四季度 as the year before's without the frame", () => {
    expect(mark("002594", "一季度归母净利润40.85亿元较四季度的92.86亿元下降约56%")).toBe("❔");
  });
});

describe("a level of an earlier year shown after the year judged is its base (sentence-state.ts)", () => {
  // 比亚迪 归母净利润 2023 300.41亿 → 2024 402.54亿 (+34.00 %) → 2025 326.19亿 (−18.97 %).
  it("reads a bare change after it as the move from that year into the year judged", () => {
    expect(mark("002594", "2025年归母净利润326.19亿元，2024年402.54亿元，利润缩水约19%")).toBe("✅");
    expect(mark("002594", "2025年归母净利润326.19亿元，2024年402.54亿元，利润增长约19%")).toBe("❌");
  });
  it("leaves an earlier year that moves on its own its own year", () => {
    expect(mark("002594", "2025年归母净利润326.19亿元，2024年则增长约34%")).toBe("✅");
  });
  it("leaves a clause after it with its own 同比, 当年, base or record to that earlier year", () => {
    expect(mark("002594", "2025年归母净利润326.19亿元，2024年为402.54亿元，当年同比增长约34%")).toBe("✅");
    expect(mark("002594", "2025年归母净利润326.19亿元，2024年为402.54亿元，较2023年增长34%")).toBe("✅");
    expect(mark("002594", "2025年归母净利润326.19亿元，2024年为402.54亿元，创历史新高")).toBe("✅");
  });
  // 贵州茅台 经营活动现金流量净额 2023 665.93亿 → 2024 924.64亿 (+38.85 %) → 2025 615.22亿 (−33.46 %); 中国石化
  // 归母净利润 2022 670.82亿 → 2023 604.63亿 (−9.87 %) → 2024 503.13亿 (−16.79 %).
  it("makes the earlier year the topic once the later year's change was said, so a 同比 after it is its own", () => {
    expect(mark("600519", "茅台2025年经营现金流同比下降约33%，而2024年该指标为924.64亿元，同比增长约39%。")).toBe("✅");
    expect(mark("002594", "比亚迪2025年归母净利润同比下降19.0%，而2024年归母净利润为402.54亿元，同比增长34.0%。")).toBe(
      "✅",
    );
    expect(mark("600028", "中国石化2024年归母净利润同比下降16.8%，2023年为604.63亿元，同比下降9.9%。")).toBe("✅");
    expect(mark("600028", "中国石化2024年归母净利润同比下降16.8%，2023年为604.63亿元，同比增长9.9%。")).toBe("❌");
    expect(mark("002594", "比亚迪2025年归母净利润同比下降19.0%，而2024年归母净利润为402.54亿元，同比增长约50%。")).toBe(
      "❌",
    );
  });
});

// 比亚迪 归母净利润 2025Q1 91.55亿元 → 2026Q1 40.85亿元 (-55.38 %); 资产负债率 2025年末 70.74 %, 2026Q1 70.94 %.
describe("a base rules its own metric's clauses, not another metric's move told beside it", () => {
  it("the quarter's profit stays year on year beside a ratio held against the year-end", () => {
    expect(mark("002594", "一季度利润腰斩，但负债率70.94%与年末70.74%基本持平，风险可控。", "2026-04-30")).toBe("✅");
    expect(mark("002594", "一季度利润大增，但负债率70.94%与年末70.74%基本持平。", "2026-04-30")).toBe("❌");
  });
});
