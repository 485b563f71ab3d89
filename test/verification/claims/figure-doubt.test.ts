import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { periodDoubt } from "../../../src/verification/claims/figure-doubt";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/** A figure's ❌ needs a confident binding; otherwise its check is ❔ with the reason. */
const checks = (ticker: string, claim: string, asOf = "2026-04-30") =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf));
const mark = (ticker: string, claim: string, asOf = "2026-04-30") => markOf(checks(ticker, claim, asOf));
const reasons = (ticker: string, claim: string, asOf = "2026-04-30") =>
  checks(ticker, claim, asOf)
    .filter((c) => c.kind === "number" && c.ok === null)
    .map((c) => c.reason);

describe("a figure after a derivation word the checker does not compute", () => {
  it("上一年 names the year before, not a span of years: a false rate on it is ❌", () => {
    // 贵州茅台 归母净利润 2023 747.34亿 → 2024 862.28亿: +15.38 %.
    expect(mark("600519", "2024年归母净利润较上一年增长25%", "2025-06-30")).toBe("❌");
  });

  it("恢复到…的X% is a share of another year's level: ❔, whether it holds or not", () => {
    // 中国平安 归母净利润 2019 1494.07亿 → 2024 1266.07亿 (85 %).
    for (const x of ["85", "45"]) {
      const claim = `2024年归母净利润已经恢复到2019年高点的${x}%左右。`;
      expect(mark("601318", claim)).toBe("❔");
      expect(reasons("601318", claim).join("")).toMatch(/未能确定该数字所指/);
    }
  });
});

describe("合计 after a balance sheet total's own name (负债合计)", () => {
  // 比亚迪 总负债 2025 6251.91亿元.
  it("is that total itself, checked as its level", () => {
    expect(mark("002594", "2025年末负债合计约6252亿元。")).toBe("✅");
    expect(mark("002594", "2025年末负债合计约7000亿元。")).toBe("❌");
  });

  it("after a list of parts it stays a sum the checker does not compute", () => {
    expect(reasons("002594", "流动负债与非流动负债合计6252亿元。").join("")).toMatch(/合计的推算值/);
  });
});

describe("a figure after a Latin word the reader does not know", () => {
  it("is ❔ naming the word, not a failed value of the metric before it", () => {
    // 比亚迪 2025 营业总收入 8039.65亿 (+3.5 %).
    const claim = "2025年营收8039.65亿，ASP约17%。";
    expect(mark("002594", claim)).toBe("❔");
    expect(reasons("002594", claim).join("")).toMatch(/ASP/);
  });
  it("a speaker's label (voter_1：) is not such a word", () => {
    expect(mark("002594", "voter_1：2025年营收8039.65亿，同比增长约13%。")).toBe("❌");
  });
});

describe("a figure with no unit", () => {
  it("is ❔: no level, change or share can be named for it", () => {
    expect(mark("002594", "2025年营收8039.65亿，比上年多出300。")).toBe("❔");
  });
});

describe("English shorthand for metrics", () => {
  it("NP, Revenue and YoY are read as 归母净利润, 营业总收入 and 同比", () => {
    // 宁德时代 FY2025 归母净利润 722.01亿 (+42.3 %), 营业总收入 4237.02亿 (+17.0 %).
    expect(mark("300750", "FY25 NP 722亿，YoY +42%左右；Revenue 4237亿，YoY +17%。")).toBe("✅");
    expect(mark("300750", "FY25 NP 722亿，YoY +42%左右；Revenue 4237亿，YoY +27%。")).toBe("❌");
  });
});

describe("spoken differences and sizes", () => {
  it("多了/少了 is a direction; N成多 is N to N+1 tenths", () => {
    // 宁德时代 2026Q1 归母净利润 207.38亿, +48.5 % on 2025Q1.
    expect(mark("300750", "一季度归母净利润207亿，同比增长了四成多。")).toBe("✅");
    expect(mark("300750", "一季度归母净利润207亿，同比增长了一成多。")).toBe("❌");
    // 贵州茅台 货币资金 2024 592.96亿 → 2025 516.91亿.
    expect(mark("600519", "账上现金2025年末517亿，比2024年末还多了70多亿。")).toBe("❌");
    expect(mark("600519", "账上现金2025年末517亿，比2024年末少了70多亿。")).toBe("✅");
  });
});

describe("a % of an amount metric not written as a change", () => {
  it("is ❔ (a share or a rate, not known which), never a failed growth rate", () => {
    // 中国石化 2024 营业成本/营业总收入 ≈ 85 %.
    expect(mark("600028", "中石化营收里将近85%要付给营业成本。", "2025-06-13")).toBe("❔");
  });
  it("written as a change it is still checked", () => {
    // 招商银行 营业总收入 2022 3447.83亿 → 2024 3374.88亿 (-2.1 %).
    expect(mark("600036", "2024年营业总收入比2022年的高点少了73亿左右，下滑了大约5%。", "2025-05-09")).toBe("❌");
  });
});

describe("the base of a rate and a listed figure", () => {
  it("每100元 is the base of a rate, not a value of 营收", () => {
    expect(mark("600028", "2024年净利率只有1.87%，每100元营收赚不到两块钱。", "2025-06-13")).not.toBe("❌");
  });
  it("a figure listed after another with no period of its own is ❔, not the first one's period", () => {
    const claim = "归母净利润326亿、280亿。";
    expect(reasons("002594", claim).join("")).toMatch(/并列/);
  });
});

describe("a threshold crossed and a figure written before its metric", () => {
  it("迈过/突破了 X is a bound: 501亿 crosses 500亿", () => {
    // 五粮液 2019 营业总收入 501.18亿.
    expect(mark("000858", "2019年营收501亿，刚好迈过500亿。", "2020-06-30")).toBe("✅");
    expect(mark("000858", "2019年营收501亿，刚好迈过600亿。", "2020-06-30")).toBe("❌");
  });
  it("403亿的利润 is the profit's figure, not the market value named before it", () => {
    // 比亚迪 2024 归母净利润 402.54亿.
    const claim = (x: string) => `按7月初1.82万亿的市值、2024年${x}亿的利润，PE约45倍。`;
    expect(mark("002594", claim("403"))).not.toBe("❌");
    expect(mark("002594", claim("503"))).toBe("❌");
  });
});

describe("a compact period name the period reading does not agree with", () => {
  it("periodDoubt names 3Q25 read as 二季度, and is silent when the reading agrees", () => {
    expect(periodDoubt("3Q25单季归母净利润78亿", "q2s")).toMatch(/3Q25/);
    expect(periodDoubt("3Q25单季归母净利润78亿", "q3s")).toBeNull();
    expect(periodDoubt("H1'25归母净利润155亿", "h1")).toBeNull();
    expect(periodDoubt("LTM口径归母净利润约790亿", "annual")).toMatch(/LTM/);
    expect(periodDoubt("2025年归母净利润326亿", "annual")).toBeNull();
  });
});

describe("a difference of two quantities", () => {
  it("与归母口径仅差约N亿元, 跑赢收入约N个百分点: the figure is neither quantity, never ❌ as a level of either", () => {
    // 招商银行 FY2025 归母净利润 1501.81亿元; 宁德时代 FY2025 归母净利润 +42.3 %, 营业总收入 +17.0 %.
    // The gap of two metrics of one period is checked as their difference (relation-gaps.ts).
    expect(mark("600036", "2025年扣非归母净利润与归母口径仅差约1.7亿元")).toBe("✅");
    expect(mark("600036", "2025年扣非归母净利润与归母口径仅差约3.7亿元")).toBe("❌");
    expect(mark("300750", "2025年利润增速跑赢收入约25个百分点")).not.toBe("❌");
  });
});

describe("a multiple placed against nothing", () => {
  it("只有约0.92倍 after two amounts is their quotient as shown, else unplaced: ❔, never the amount's growth", () => {
    // 五粮液 FY2018 经营现金流 123.17亿元, 归母净利润 133.84亿元 (0.92 倍): the quotient of the figures shown.
    const claim = (x: string) => `2018年经营现金流123.17亿元，低于归母净利润133.84亿元，只有约${x}倍`;
    expect(mark("000858", claim("0.92"), "2020-06-30")).toBe("✅");
    expect(reasons("000858", claim("0.72"), "2020-06-30").join("")).toMatch(
      /“0\.72倍”是倍数，未写明与哪一期或哪项指标相比/,
    );
    // With a base year the multiple is the ratio of the two years' levels (五粮液 归母净利润 2016→2019 2.56 倍).
    expect(mark("000858", "2019年归母净利润是2016年的3.56倍", "2020-06-30")).toBe("❌");
  });
});
