import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { writtenPeriods } from "../../../src/verification/claims/period-shorthand";
import { maskRateChange, rateAboveBaseWritten, rateSense } from "../../../src/verification/claims/rate-change";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const checks = (ticker: string, claim: string, asOf: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {});
const mark = (ticker: string, claim: string, asOf: string) => markOf(checks(ticker, claim, asOf));
const reasons = (ticker: string, claim: string, asOf: string) =>
  checks(ticker, claim, asOf)
    .map((c) => c.reason)
    .join("；");

describe("a change of a growth rate (增速放缓, 降幅收窄, 由正转负) is the rates' move, not the level's", () => {
  it("reads which way the growth rate moved from the rate word and the change word", () => {
    expect(rateSense("降幅", "收窄")).toBe("up");
    expect(rateSense("降幅", "扩大")).toBe("down");
    expect(rateSense("增速", "收窄")).toBe("down");
    expect(rateSense("增速", "加快")).toBe("up");
    expect(rateSense("增速", "转负")).toBe("negative");
    // Masked for the level's rules, its base and its sense kept.
    expect(maskRateChange("降幅较H1收窄")).toBe("◇◇较H1□⇡");
  });

  it("compares two years' growth rates (中国平安 归母净利润 +47.79 % in 2024, +6.45 % in 2025)", () => {
    const asOf = "2026-04-30";
    expect(mark("601318", "归母净利润增速由2024年的+47.8%回落至2025年的+6.5%，高基数下增速放缓", asOf)).toBe("✅");
    expect(mark("601318", "归母净利润增速由2024年的+47.8%提升至2025年的+6.5%", asOf)).toBe("❌");
    expect(reasons("601318", "归母净利润增速由2024年的+47.8%回落至2025年的+6.5%", asOf)).toContain(
      "归母净利润同比增速 2024年 +47.79% → 2025年 +6.45%",
    );
  });

  it("compares nine months' rate with the half year's (招商银行 营业总收入 -1.72 % → -0.51 %)", () => {
    const asOf = "2025-11-14";
    const claim = "前三季度营业总收入同比下降约0.5%，收入降幅较上半年的-1.7%明显收窄";
    expect(mark("600036", claim, asOf)).toBe("✅");
    expect(mark("600036", claim.replace("收窄", "扩大"), asOf)).toBe("❌");
    // Written as shorthand, with the base inside the masked phrase.
    expect(mark("600036", "25Q1-3营收yoy-0.5%，收入降幅较H1收窄", asOf)).toBe("✅");
  });

  it("reads the two periods of 由…至… (宁德时代 营业总收入 H1 +7.27 %, 前三季度 +9.28 %)", () => {
    expect(mark("300750", "营收增速由H1的+7.3%提升至Q1-3的+9.3%，收入端在加速", "2025-10-31")).not.toBe("❌");
    expect(reasons("300750", "营收增速由H1的+7.3%提升至Q1-3的+9.3%", "2025-10-31")).toContain(
      "2025年上半年 +7.27% → 2025年前三季度 +9.28%",
    );
    expect(mark("300750", "营收增速由H1的+7.3%回落至Q1-3的+9.3%", "2025-10-31")).toBe("❌");
  });

  it("reads a bare year named by 由 as that year's annual rate (贵州茅台 归母净利润 2025 -4.53 %, 2026Q1 +1.47 %)", () => {
    expect(mark("600519", "净利润增速由2025年的-4.5%改善至2026年一季度的1.5%", "2026-04-30")).toBe("✅");
    expect(mark("600519", "净利润增速由2025年的-4.5%放缓至2026年一季度的1.5%", "2026-04-30")).toBe("❌");
    expect(mark("600519", "净利润增速由2025年的+11.6%改善至2026年一季度的1.5%", "2026-04-30")).toBe("❌");
  });

  it("holds the rate shown to its sign (贵州茅台 2026年一季度 归母净利润 +1.47 %)", () => {
    expect(mark("600519", "26Q1归母净利同比降幅收窄至-1.5%", "2026-04-30")).toBe("❌");
  });

  it("reads 转负 as the rate turning negative (贵州茅台 归母净利润 2024 +15.38 %, 2025 -4.53 %)", () => {
    expect(mark("600519", "2025年利润增速已经转负", "2026-04-30")).toBe("✅");
    expect(mark("600519", "2024年利润增速已经转负", "2026-04-30")).toBe("❌");
  });

  it("leaves a quarter's rate change with no base named undecided, never judged on the level", () => {
    expect(mark("600519", "26Q1营业总收入增速放缓", "2026-04-30")).toBe("❔");
  });
});

describe("a year before nine months in shorthand", () => {
  it("25Q1-3 is 2025年前三季度, not 2025年一季度", () => {
    expect(writtenPeriods("25Q1-3营收2,514.20亿元")).toBe("2025年前三季度营收2,514.20亿元");
    expect(writtenPeriods("2025Q1-Q3营收")).toBe("2025年前三季度营收");
  });
});

describe("a rate against its own earlier one said as a comparative (增速比2018年还快)", () => {
  // 五粮液 营业总收入 growth 2018 +32.61 %, 2019 +25.20 %; 归母净利润 2019 +30.02 %.
  const asOf = "2020-05-15";

  it("compares the two years' rates", () => {
    expect(rateSense("增速", "还快")).toBe("up");
    expect(mark("000858", "2019年营收增速比2018年还快", asOf)).toBe("❌");
    expect(mark("000858", "2019年营收增速比2018年更慢", asOf)).toBe("✅");
  });

  it("leaves two metrics' rates to the relation checks, not read as a rate's change", () => {
    expect(maskRateChange("增速比归母净利润增速还快")).toBe("增速比归母净利润增速还快");
    expect(reasons("000858", "2019年营收增速比利润还快", asOf)).not.toContain("2018年");
  });
});

describe("a quarter's growth rate against the quarter before's", () => {
  it("较三季度的约2.1% after 增速 is the third quarter's own year-on-year rate, not the level's 环比 move", () => {
    // 招商银行 营业收入 2025Q4 single quarter +1.57% year on year; 2025Q3 single quarter +2.11%.
    const q = "2025年四季度单季营收861.12亿元，同比增长约1.6%，增速较三季度的";
    expect(mark("600036", `${q}约2.1%略有放缓`, "2026-04-30")).toBe("✅");
    expect(mark("600036", `${q}约3.1%略有放缓`, "2026-04-30")).toBe("❌");
    expect(mark("600036", `${q}约2.1%有所加快`, "2026-04-30")).toBe("❌");
    expect(reasons("600036", `${q}约2.1%略有放缓`, "2026-04-30")).toContain("2025年第三季度 +2.11%");
  });
});

describe("another period's rate shown before the rate word, and a bound on the rate reached", () => {
  // 贵州茅台 归母净利润同比: 2025年上半年 +8.89 %, 前三季度 +6.25 %; 宁德时代: 上半年 +33.33 %, 三季度单季 +41.21 %.
  it("reads 比上半年约8.9%的增速 as the half year's rate, and 又慢/还快 as the rate's change", () => {
    const slower = "茅台前三季度归母净利646.27亿元，同比增长约6.2%，比上半年约8.9%的增速又慢了一档";
    expect(mark("600519", slower, "2025-10-31")).toBe("✅");
    expect(mark("600519", slower.replace("8.9%", "12.9%"), "2025-10-31")).toBe("❌");
    expect(mark("600519", slower.replace("又慢了一档", "还快"), "2025-10-31")).toBe("❌");
    const faster = "三季度单季归母净利润185.49亿元，同比增长约41%，比上半年33%的增速还快";
    expect(mark("300750", faster, "2025-10-31")).toBe("✅");
    expect(mark("300750", faster.replace("33%", "23%"), "2025-10-31")).toBe("❌");
  });

  it("checks 回落到两成以下 on the period's own rate though the base of 回落 is not said", () => {
    const claim = "上半年营收只增长7%，利润增速也回落到两成以下";
    expect(mark("300750", claim, "2025-09-05")).toBe("❌");
    // True bounds leave the unsaid base 未能核验, never a failed figure.
    expect(mark("300750", claim.replace("两成", "四成"), "2025-09-05")).toBe("❔");
    expect(mark("300750", claim.replace("两成", "40%"), "2025-09-05")).toBe("❔");
  });

  it("masks 更快/还慢 with a comparative mark", () => {
    expect(maskRateChange("增速更快")).toBe("◇◇≻⇡");
    expect(maskRateChange("增速放缓")).toBe("◇◇□⇣");
  });
});

describe("a rate change against the rate its sentence stated for another period of the year", () => {
  // 比亚迪 营业总收入 2025H1 +23.30 %, 2025Q1-3 +12.75 %, 2025 +3.46 %; 贵州茅台 归母净利润 2025H1 +8.89 %, Q1-3 +6.25 %.
  it("前三季度增速回落 after 上半年's rate is against 上半年's", () => {
    expect(mark("002594", "2025年上半年营收同比增长23.3%，但前三季度增速已回落至12.7%左右。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "上半年归母净利润增长8.9%，前三季度增速放缓至6.2%。", "2025-10-31")).toBe("✅");
    expect(mark("600519", "上半年归母净利润增长8.9%，前三季度增速加快至6.2%。", "2025-10-31")).toBe("❌");
  });

  it("a rate change naming no metric and no figure is checked, never dropped", () => {
    expect(mark("002594", "2025年上半年营收同比增长23.3%，前三季度增速进一步提升。", "2026-04-30")).toBe("❌");
  });
});

describe("a rate's change quarter by quarter (逐季)", () => {
  // 比亚迪 单季归母净利润同比: 2025Q3 −32.60 %, 2025Q4 −38.16 %, 2026Q1 −55.38 %.
  it("reads each of the last single quarters' year-on-year rates against the one before", () => {
    const claim = "基本面：连续三个季度利润同比下滑（Q3 -32.60%、Q4 -38.16%、2026Q1 -55.38%），降幅逐季扩大。";
    expect(mark("002594", claim, "2026-04-30")).toBe("✅");
    expect(mark("002594", "连续三个季度利润同比下滑，降幅逐季收窄。", "2026-04-30")).toBe("❌");
    expect(reasons("002594", "归母净利润降幅逐季扩大。", "2026-04-30")).toContain("2026年一季度 -55.38%");
  });
});

describe("a margin weakening or improving (边际走弱, 边际改善)", () => {
  it("of a year's flow is its growth rate's move; of a quarter against the one before, the level's", () => {
    // 五粮液 营业总收入 growth 2018 +32.61 % → 2019 +25.20 %; 宁德时代 2026Q1 归母净利润 −10.49 % on 2025Q4.
    expect(mark("000858", "营收增速从2018年的32.61%放缓到25.20%，边际在走弱。", "2020-05-15")).toBe("✅");
    expect(mark("000858", "营收增长25.20%，边际在改善。", "2020-05-15")).toBe("❌");
    expect(mark("300750", "一季度归母净利环比回落约10%，短期盈利动能边际走弱。", "2026-04-30")).toBe("✅");
  });
});

describe("the limits of a rate's run and base", () => {
  it("a 逐季 run of a named year ends in that year; a base is only a period ending earlier", () => {
    // 招商银行: single-quarter rates of 2024 are not all stored; 2025 全年 is no base for 2025年一季度.
    expect(mark("600036", "招商银行2024年单季净利润增速逐季放缓。", "2026-04-30")).toBe("❔");
    expect(mark("600036", "招商银行2025年全年净利润增长1.2%，一季度增速有所回升。", "2026-04-30")).not.toBe("❌");
  });
});

// 中国平安 归母净利润 growth 2024 +47.79 % → 2025 +6.45 %.
describe("a move to a percent right after a clause naming a growth rate", () => {
  it("is the rate's move (回落到6%多), not the level's fall", () => {
    expect(mark("601318", "2024年利润增速接近48%，2025年回落到6%多。", "2026-04-30")).toBe("✅");
    expect(mark("601318", "2024年归母净利润增速接近48%，2025年降到6.5%左右。", "2026-04-30")).toBe("✅");
    expect(mark("601318", "2024年利润增速接近48%，2025年回落到16%多。", "2026-04-30")).toBe("❌");
  });
});

describe("a growth rate that 掉了 N points", () => {
  it("is the rates' move, sized in points", () => {
    // 贵州茅台 归母净利润 +15.38 % (2024) → -4.53 % (2025): 19.91 points; 比亚迪 +34.00 % → -18.97 %: 52.97 points.
    const claim = (x: string) => `2024年归母净利增15.38%，2025年转为-4.53%，增速一年里掉了约${x}个百分点。`;
    expect(mark("600519", claim("20"), "2026-04-30")).toBe("✅");
    expect(mark("600519", claim("30"), "2026-04-30")).not.toBe("✅");
    const byd = "2024年归母净利增34.0%，2025年转为-18.97%，增速一年里掉了约53个百分点。";
    expect(mark("002594", byd, "2026-04-30")).toBe("✅");
  });
});

// 宁德时代 归母净利润 同比: 2025H1 +33.33 %, 2025Q3 单季 +41.21 %.
describe("a growth set above or below another period's quoted growth (高于上半年33%的增速)", () => {
  it("is written as the rate's change against that period", () => {
    expect(rateAboveBaseWritten("同比增长约41%,高于上半年33%的增速")).toBe("同比增长约41%,比上半年33%的增速更快");
    expect(rateAboveBaseWritten("同比增长约41%,低于2024年约50%的增速。")).toBe(
      "同比增长约41%,比2024年约50%的增速更慢。",
    );
    // A level above another period's level, or a peer's growth, is not a period's growth quoted.
    expect(rateAboveBaseWritten("净利率52%,高于上半年50%的水平")).toBe("净利率52%,高于上半年50%的水平");
    expect(rateAboveBaseWritten("同比增长约41%,高于同行20%的增速")).toBe("同比增长约41%,高于同行20%的增速");
  });

  it("reads a rate word set above or below a period (增速明显快于2025年全年) as the rate against that period's", () => {
    expect(rateAboveBaseWritten("增速明显快于2025年全年。")).toBe("增速明显比2025年全年更快。");
    expect(rateAboveBaseWritten("增幅低于去年同期,")).toBe("增幅比去年同期更慢,");
    // Another metric's rate, or a peer's, is no period.
    expect(rateAboveBaseWritten("增速快于利润。")).toBe("增速快于利润。");
    expect(rateAboveBaseWritten("增速高于同行。")).toBe("增速高于同行。");
    // 贵州茅台 归母净利润 2025 -4.53 % → 2026Q1 +1.47 %; 比亚迪 营业总收入 2025 +3.46 % → 2026Q1 -11.82 %.
    expect(mark("600519", "一季度归母净利润同比增长1.5%，增速明显快于2025年全年。", "2026-04-30")).toBe("✅");
    expect(mark("002594", "一季度营收同比降约11.8%，增速明显慢于2025年全年。", "2026-04-30")).toBe("✅");
    expect(mark("002594", "2026年一季度营收同比下滑11.8%，增速高于2025年全年。", "2026-04-30")).toBe("❌");
  });

  it("checks the quoted rate and the order of the two rates", () => {
    const said = (order: string, rate: string) =>
      `2025年三季度单季归母净利185.49亿元，同比增长约41%，${order}上半年${rate}的增速。`;
    expect(mark("300750", said("高于", "33%"), "2026-04-30")).toBe("✅");
    expect(mark("300750", said("低于", "33%"), "2026-04-30")).toBe("❌");
    expect(mark("300750", said("高于", "50%"), "2026-04-30")).toBe("❌");
  });
});

// 贵州茅台 归母净利润 同比: 2025Q1 +11.56 %, 2025H1 +8.89 %, 2025 前三季度 +6.25 %; 宁德时代 2025H1 +33.33 %,
// 前三季度 +36.20 %.
describe("a cumulative period's rate said to slow or quicken with no base named", () => {
  it("is read against the cumulative period before it in the year", () => {
    const mt = (move: string) => `前三季度归母净利润646.27亿元，同比增长约6.2%，增速${move}。`;
    expect(mark("600519", mt("放缓"), "2025-10-31")).toBe("✅");
    expect(mark("600519", mt("加快"), "2025-10-31")).toBe("❌");
    expect(mark("600519", "上半年归母净利润454.03亿元，增长8.9%，增速有所放缓。", "2025-09-05")).toBe("✅");
    expect(mark("300750", "前三季度归母净利490.34亿，同比增约36%，增速放缓。", "2025-10-31")).toBe("❌");
  });

  // 贵州茅台 归母净利润 同比 2025Q1 +11.56 % → 2026Q1 +1.47 %; 招商银行 营业收入 2025Q1 -3.09 % → 2026Q1 +3.81 %,
  // 归母净利润 2025 全年 +1.21 %, 2025Q1 -2.08 % → 2026Q1 +1.52 %.
  it("reads a first quarter's rate with no base named against the same quarter a year earlier", () => {
    expect(mark("600519", "今年一季度归母净利润272.43亿元，同比增长1.47%，增速放缓。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "一季度归母净利同比只增长约1.5%，增速跌到了个位数。", "2026-04-30")).toBe("✅");
    expect(mark("600036", "2026年一季度营业收入同比增长3.8%，增速较去年同期明显回升。", "2026-04-30")).toBe("✅");
    expect(mark("600036", "一季度归母净利润同比增长1.5%，增速有所放缓。", "2026-04-30")).toBe("❌");
  });

  it("with no 同比 rate stated, reads it against every report before, which must agree", () => {
    // 招商银行 归母净利润 2026Q1 +1.52 %: above 2025 全年 +1.21 % and 2025Q1 -2.08 %, below 2025Q4 单季 +3.41 %.
    expect(mark("600036", "2026年一季度归母净利润378.52亿元，增速有所放缓。", "2026-04-30")).toBe("❔");
    // 贵州茅台 2025Q1 +11.56 %: no single digit, whichever the base.
    expect(mark("600519", "2025Q1归母净利润268.47亿元，同比增速回落到个位数。", "2026-04-30")).toBe("❌");
  });

  it("reads a rate quoted right before its rate word as the base's (较2025年一季度-3.09%的增速)", () => {
    const zs = (rate: string) => `26Q1营业收入869.40亿元，同比+3.81%，较2025年一季度${rate}的增速明显回升。`;
    expect(mark("600036", zs("-3.09%"), "2026-04-30")).toBe("✅");
    expect(mark("600036", zs("-5.2%"), "2026-04-30")).toBe("❌");
  });

  it("leaves it undecided where its sentence stated another period's growth that is no base of it", () => {
    // The year's 1.2 % is the base meant, of which year's first quarter not said: no year-ago rate read instead.
    expect(mark("600036", "2025年全年净利润增长1.2%，一季度增速有所回升。", "2026-04-30")).toBe("❔");
  });
});

describe("a rate reached (降幅收窄到X%) in a year the data lacks is that year's, not the year before's", () => {
  it("leaves it 未能核验 (中国石化: 2024 stored, 2025 not; 贵州茅台: 2025 stored, 2026 not)", () => {
    const asOf = "2026-04-30";
    expect(mark("600028", "2025年归母净利润同比降幅收窄至10%以内", asOf)).toBe("❔");
    expect(mark("600519", "2026年营收降幅扩大到约8%", asOf)).toBe("❔");
    expect(reasons("600028", "2025年归母净利润同比降幅收窄至10%以内", asOf)).toContain("没有2025年");
  });

  it("still checks the rate reached in a year the data holds (中国石化 2024 -16.79 %)", () => {
    const asOf = "2026-04-30";
    expect(mark("600028", "2024年归母净利润降幅扩大至约17%", asOf)).toBe("✅");
    expect(mark("600028", "2024年归母净利润降幅扩大至约5%", asOf)).toBe("❌");
  });
});

// 招商银行 归母净利润: 2024 +1.22 %, 2025 +1.21 %; 宁德时代 营业总收入: 2024 -9.70 %, 2025 +17.04 %.
describe("a rate's move denied (增速并未加快, 谈不上提速)", () => {
  it("holds where the rate did not move that way", () => {
    expect(mark("600036", "招行2025年利润增速1.21%谈不上提速，比2024年的1.22%还略慢一点。", "2026-04-30")).toBe("✅");
    expect(mark("600036", "招行2025年利润增速并未加快。", "2026-04-30")).toBe("✅");
    expect(mark("300750", "宁德2025年营收增速并未放缓。", "2026-04-30")).toBe("✅");
  });

  it("fails where it did", () => {
    expect(mark("600036", "招行2025年利润增速并没有放缓。", "2026-04-30")).toBe("❌");
    expect(mark("300750", "宁德2025年营收增速并未加快。", "2026-04-30")).toBe("❌");
  });
});

// 贵州茅台 营业总收入 同比: 2023 +18.04 %, 2024 +15.66 %.
describe("not a denial: 不断, 没停止 keep a rate moving", () => {
  it("reads the move as said", () => {
    expect(mark("600519", "2024年营收增速没停止加快。", "2025-06-30")).toBe("❌");
    expect(mark("600519", "2024年营收增速并不断加快。", "2025-06-30")).toBe("❌");
    expect(mark("600519", "2024年营收增速并未再加快。", "2025-06-30")).toBe("✅");
  });
});
