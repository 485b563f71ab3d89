import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { periodKindOf } from "../../../src/verification/claims/periods";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/*
 * Single quarters of 2025 (归母净利润, 亿元): 比亚迪 91.55 / 63.56 / 78.23 / 92.86; 招商银行 372.86 / 376.44 / 388.42 /
 * 364.09; 贵州茅台 268.47 / 185.55 / 192.24 / 176.93.
 */
describe("a single quarter ranked among its own year's quarters", () => {
  it("单季 before a quarter names the basis; the quarter after it is the period", () => {
    expect(periodKindOf("2025年单季净利润三季度388.42亿元最高")).toMatchObject({ kind: "q3s" });
    expect(periodKindOf("单季净利润388.42亿元")).toMatchObject({ kind: "qs" });
  });

  it("最高/最低 of a quarter, the year its own or its sentence's", () => {
    expect(mark("600036", "2025年单季净利润三季度388.42亿元最高，四季度364.09亿元最低")).toBe("✅");
    expect(mark("600036", "2025年单季净利润三季度388.42亿元最高，一季度372.86亿元最低")).toBe("❌");
    expect(mark("002594", "2025年四个季度中，四季度单季归母净利润92.86亿元为最高")).toBe("✅");
    expect(mark("600519", "2025年三季度单季归母净利润192.24亿元，为全年四个季度中最高")).toBe("❌");
  });

  it("最差 of a metric where more is better is its lowest quarter, said in a clause naming no metric", () => {
    expect(mark("002594", "三季度单季归母净利润78.23亿元，是2025年盈利最差的一个季度")).toBe("❌");
    expect(mark("002594", "二季度单季归母净利润63.56亿元，是2025年盈利最差的一个季度")).toBe("✅");
  });

  it("N个季度 ranks the year's first N; a quarter the data lacks leaves it 未能核验", () => {
    // 招商银行 2025 营业总收入 单季 837.51 / 862.18 / 814.51亿元, asOf before the annual report.
    expect(mark("600036", "三季度单季营收约814.5亿元，是今年三个季度里最少的", "2025-10-31")).toBe("✅");
    expect(mark("600036", "二季度单季营收约862.2亿元，是今年三个季度里最少的", "2025-10-31")).toBe("❌");
    expect(mark("600036", "三季度单季营收约814.5亿元，是今年四个季度里最少的", "2025-10-31")).toBe("❔");
  });

  it("年内 before the year's last report ranks the quarters reported so far; after it, all four", () => {
    const q3 = "前三季度归母净利1137.72亿元，三季度单季388.42亿元为年内单季最高";
    expect(mark("600036", q3, "2025-10-31")).toBe("✅");
    expect(mark("600036", q3.replace("最高", "最低"), "2025-10-31")).toBe("❌");
    expect(mark("600519", "前三季度归母净利润646.27亿元，三季度单季192.24亿元，为年内单季最高", "2025-10-31")).toBe(
      "❌",
    );
    expect(mark("600519", "2025年一季度单季归母净利润268.47亿元，为年内单季最高", "2025-10-31")).toBe("✅");
    // Written after the annual report: 2025's four quarters, 四季度 364.09亿元 the lowest.
    expect(mark("600036", "2025年一季度单季归母净利润372.86亿元，为年内单季最低")).toBe("❌");
  });

  it("a record (创单季新高, 历史最高) is not a rank within the year", () => {
    const claim = "2025年一季度单季归母净利润268.47亿元，创单季历史新高";
    const checks = checkAssertions(
      parseAssertions(claim, undefined, { asOf: "2026-04-30" }),
      sampleFacts("600519", "2026-04-30"),
    );
    expect(checks.some((c) => c.expected.includes("当年各季度"))).toBe(false);
  });

  it("an ordinal place among the year's quarters (排第二, 第二低), not a rank over years", () => {
    // 宁德时代 2025 营业总收入 单季 847.05 / 941.82 / 1041.86 / 1406.30亿元.
    expect(mark("300750", "三季度单季营收1041.86亿元，在2025年四个季度中排第二，仅次于四季度")).toBe("✅");
    expect(mark("300750", "二季度单季营收941.82亿元，在2025年四个季度中排第二")).toBe("❌");
    expect(mark("300750", "三季度单季营收1041.86亿元，在2025年四个季度中排第三")).toBe("❌");
    expect(mark("300750", "2025年二季度单季营收941.82亿元，是四个季度中第二低的")).toBe("✅");
  });

  it("a quarter naming no year is the latest public one of its kind, ranked among that year's quarters", () => {
    // Written 2026-04-30: Q4 is 2025's fourth quarter, not the latest quarter (2026Q1).
    expect(mark("600036", "Q4单季归母净利润364.09亿元，为全年四个季度里最低，不过同比仍增约3.4%")).toBe("✅");
    expect(mark("600036", "三季度单季归母净利润388.42亿元，是全年四个季度中最高的")).toBe("✅");
    expect(mark("600036", "四季度单季归母净利润364.09亿元，为全年四个季度里最高")).toBe("❌");
    expect(mark("600519", "Q4单季归母净利176.93亿元，为全年四个季度里最高")).toBe("❌");
  });
});

describe("a single quarter ranked among the latest N quarters (近N个季度)", () => {
  // 宁德时代 营业总收入 单季 2024Q3 922.78 / 2024Q4 1029.68 / 2025: 847.05 / 941.82 / 1041.86 / 1406.30 / 2026Q1 1291.31.
  it("is the N quarters up to the one named, not its year's quarters nor the latest quarter's window", () => {
    expect(mark("300750", "Q4单季营收1406.30亿元，同比增约36.6%，是近7个季度里单季最高的一个")).toBe("✅");
    expect(mark("300750", "四季度单季归母净利润231.67亿元，是近六个季度里单季最高的")).toBe("✅");
    expect(mark("300750", "26Q1单季营收1291.31亿元，是近5个季度里单季最高的")).toBe("❌");
    expect(mark("002594", "四季度单季营收2376.99亿元，是近6个季度里单季最高的")).toBe("❌");
  });

  it("counts the quarters as 单季 too (近五个单季中的最低值)", () => {
    expect(mark("002594", "一季度归母净利润仅40.85亿元，是近五个单季中的最低值。")).toBe("✅");
    expect(mark("002594", "一季度归母净利润40.85亿元，是近五个单季中的最高值。")).toBe("❌");
    expect(mark("600519", "一季度归母净利润272.43亿元，是近五个单季中的最高值。")).toBe("✅");
    // 招商银行 2025年三季度 388.42亿元 stands above 2026年一季度 378.52亿元.
    expect(mark("600036", "一季度归母净利润378.52亿元，是近五个单季中的最高值。")).toBe("❌");
  });
});

describe("a single quarter ranked over a span of years (近两年来, 三年来单季最低)", () => {
  // 招商银行 归母净利润 单季 2024Q3 384.41 / 2024Q4 352.07 / 2025: 372.86 / 376.44 / 388.42 / 364.09 / 2026Q1 378.52;
  // 比亚迪 2024Q4 150.16亿元. Single quarters are stored from 2024Q3, six before 2026.
  it("is the quarters of those years (four a year), not the quarter's own year", () => {
    expect(mark("600036", "四季度单季净利364.09亿元，是近两年来的最低单季。")).toBe("❌");
    expect(mark("002594", "四季度单季归母净利92.86亿元，是过去两年里最高的单季")).toBe("❌");
    // Its own year's rank stays the year's four.
    expect(mark("600036", "四季度单季净利364.09亿元，是全年四个季度里最低的一季。")).toBe("✅");
  });

  it("is 未能核验 when the quarters stored cover less than the span and none of them beats the one named", () => {
    expect(mark("002594", "2025年二季度单季归母净利63.56亿元，为三年来单季最低。")).toBe("❔");
    expect(mark("600036", "2026年一季度单季营收869.40亿元，是近两年来单季最高。")).toBe("❔");
  });

  it("25年 before a quarter is its year, not a span of 25 years", () => {
    expect(mark("600519", "25年四季度单季归母净利润176.93亿元，为全年最低。")).toBe("✅");
  });
});

// 2025 单季归母净利润: 比亚迪 Q3 78.23, Q4 92.86亿元; 招商银行 Q3 388.42, Q4 364.09亿元;
// 宁德时代 Q1 139.63, Q2 165.23亿元.
describe("a quarter ranked among its half's two (是2025年下半年利润最高的一季)", () => {
  it("is ranked on the half's two quarters, the clause keeping its own quarter", () => {
    expect(mark("002594", "四季度单季归母净利润92.86亿元，是2025年下半年利润最高的一季。")).toBe("✅");
    expect(mark("600036", "2025年四季度单季净利润364.09亿元，是下半年利润最高的一季。")).toBe("❌");
    expect(mark("300750", "2025年二季度单季归母净利润165.23亿元，是上半年最高的一个季度。")).toBe("✅");
  });
  it("counter-case: a half's own level is no rank of a quarter", () => {
    // 宁德时代 2025H1 归母净利润 304.85亿元.
    expect(mark("300750", "2025年上半年归母净利润304.85亿元，同比增长约33%。")).toBe("✅");
  });
});
