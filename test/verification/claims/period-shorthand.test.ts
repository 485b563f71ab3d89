import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { writtenPeriods } from "../../../src/verification/claims/period-shorthand";
import { periodKindOf } from "../../../src/verification/claims/periods";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const checks = (ticker: string, claim: string, asOf = "2026-06-30") =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {});
const mark = (ticker: string, claim: string, asOf?: string) => markOf(checks(ticker, claim, asOf));
const reasons = (ticker: string, claim: string, asOf?: string) =>
  checks(ticker, claim, asOf)
    .map((c) => c.reason)
    .join("；");

describe("period shorthand is read as the period it names", () => {
  it("quarters and halves in either order, with an apostrophe, a space or glued, two or four digits of year", () => {
    const cases: [string, string][] = [
      ["1Q26营收", "2026Q1营收"],
      ["3Q2025单季", "2025Q3单季"],
      ["Q4'25单季", "2025Q4单季"],
      ["Q1’26", "2026Q1"],
      ["Q3 2025利润", "2025Q3利润"],
      ["25Q3利润", "2025Q3利润"],
      ["2025-Q2", "2025Q2"],
      ["H1'25净利", "2025H1净利"],
      ["1H25净利", "2025H1净利"],
      ["2H24", "2024H2"],
      ["25H1", "2025H1"],
      ["H1 2025", "2025H1"],
      ["单Q2利润", "Q2单季利润"],
    ];
    for (const [text, written] of cases) expect(writtenPeriods(text)).toBe(written);
  });

  it("reads a year and a quarter far apart in linear time", () => {
    const long = `2025${" ".repeat(20000)}Q`;
    const start = performance.now();
    writtenPeriods(long);
    writtenPeriods(`2025${" ".repeat(20000)}H`);
    expect(performance.now() - start).toBeLessThan(250);
    expect(writtenPeriods("2025 - Q3营收")).toBe("2025Q3营收");
  });

  it("nine months, fiscal years, LTM and years in Chinese digits", () => {
    expect(writtenPeriods("Q1-3营收")).toBe("前三季度营收");
    expect(writtenPeriods("Q1-Q3'25营收")).toBe("2025年前三季度营收");
    expect(writtenPeriods("9M25利润")).toBe("2025年前三季度利润");
    expect(writtenPeriods("FY25净利、FY24净利")).toBe("2025年净利、2024年净利");
    expect(writtenPeriods("2025A营收，25财年利润，2024财年")).toBe("2025年营收，2025年利润，2024年");
    expect(writtenPeriods("LTM净利")).toBe("TTM净利");
    expect(writtenPeriods("二〇二五年营收")).toBe("2025年营收");
  });

  it("a span of years without 年 is a span of years", () => {
    expect(writtenPeriods("近五年(2020-2024)营收")).toBe("近五年(2020年-2024年)营收");
    expect(writtenPeriods("2023至2025三年合计")).toBe("2023年至2025年三年合计");
  });

  it("years listed with 年 after the last only are years: a run is a span, others each get 年", () => {
    expect(writtenPeriods("2017、2018、2019年营收")).toBe("2017-2019年营收");
    expect(writtenPeriods("2017、2019年营收")).toBe("2017年、2019年营收");
    expect(writtenPeriods("2016年、2018和2019年")).toBe("2016年、2018年和2019年");
    expect(writtenPeriods("3、2019年")).toBe("3、2019年");
    // 五粮液 营业收入 growth 2016 +13.32%, 2017 +22.99%, 2018 +32.61%, 2019 +25.20%.
    const asOf = "2020-05-15";
    expect(mark("000858", "2017、2018、2019年营收增速分别约为23.0%、32.6%、25.2%", asOf)).toBe("✅");
    expect(mark("000858", "2017、2018、2019年营收增速分别约为23.0%、30.6%、25.2%", asOf)).toBe("❌");
    expect(mark("000858", "2016、2018、2019年营收增速分别约为13.3%、32.6%、25.2%", asOf)).toBe("✅");
    expect(mark("000858", "2016、2018、2019年营收增速分别约为13.3%、32.6%、28.2%", asOf)).toBe("❌");
  });

  it("figures and names that only look like shorthand are left alone", () => {
    for (const text of ["H1 20亿", "2025A股", "1800-2000元", "2025-2020", "MA5Q1", "Q3单季", "2024年报"])
      expect(writtenPeriods(text)).toBe(text);
  });

  it("a shorthand quarter is judged on that quarter, and its year digits are not figures", () => {
    // 比亚迪 2026年一季度 营业总收入 1502.25亿元 (2025年一季度 1703.60亿元, −11.82 %).
    expect(mark("002594", "1Q26营收1502.25亿元，YoY -11.8%")).toBe("✅");
    expect(mark("002594", "Q1'26营收1703.60亿元")).toBe("❌");
    // 比亚迪 2025年上半年 归母净利润 155.11亿元 (+13.8 %).
    expect(mark("002594", "H1'25归母净利润155.11亿元，同比+13.8%")).toBe("✅");
    expect(reasons("002594", "H1'25归母净利润155.11亿元")).not.toContain("“25”");
    expect(parseAssertions("近五年(2020-2024)营收稳步增长")[0]!.figures).toEqual([]);
  });
});

describe("a base that is a quarter", () => {
  // 比亚迪 2025 single quarters of 归母净利润: Q1 91.55亿, Q2 63.56亿, Q3 78.23亿, Q4 92.86亿; 2026 Q1 40.85亿.
  it("the quarter right before the one judged, named without 环比, is read as 环比", () => {
    expect(mark("002594", "2025Q3单季归母净利润78.23亿元，比Q2的63.56亿元增长约23%")).toBe("✅");
    expect(mark("002594", "2025Q3单季归母净利润78.23亿元，比Q2的63.56亿元下降约23%")).toBe("❌");
    expect(mark("002594", "2025年二季度单季归母净利润63.56亿元，较上季度减少约28亿元")).toBe("✅");
    expect(mark("002594", "2026年一季度归母净利润40.85亿元，比2025年四季度减少约56%")).toBe("✅");
    expect(reasons("002594", "2026年一季度归母净利润40.85亿元，比2025年四季度减少约56%")).toContain(
      "2025年第四季度→2026年第一季度",
    );
  });

  it("a base level that is not the quarter before's is left undecided, never failed on another period", () => {
    expect(reasons("002594", "2025Q3单季归母净利润78.23亿元，比Q2的65.56亿元增长约23%")).toContain("未与该期数据核对");
  });

  it("比年末 in a first quarter's clause is the year-end before it", () => {
    // 宁德时代 货币资金 2025-12-31 3335.13亿 → 2026-03-31 3519.97亿 (+184.84亿).
    expect(mark("300750", "2026年一季度末货币资金3519.97亿，比年末多了约185亿", "2026-04-30")).toBe("✅");
    expect(mark("300750", "2026年一季度末货币资金3519.97亿，比年末多了约500亿", "2026-04-30")).toBe("❌");
  });

  it("多/余 between a figure and its unit bounds the figure from below", () => {
    expect(mark("002594", "2025年二季度单季归母净利润比一季度少赚了20多亿")).toBe("✅");
    expect(mark("002594", "2025年二季度单季归母净利润比一季度少赚了30多亿")).toBe("❌");
  });
});

describe("a list of report periods in one clause", () => {
  it("pairs each figure with the quarter it names, or with its place in a run of quarters", () => {
    // 比亚迪 2025 single quarters of 归母净利润: Q2 63.56亿, Q3 78.23亿, Q4 92.86亿.
    expect(mark("002594", "2025年二季度单季利润约64亿，三季度约78亿、四季度约93亿")).toBe("✅");
    expect(mark("002594", "2025年二季度单季利润约64亿，三季度约93亿、四季度约78亿")).toBe("❌");
    // 招商银行 2025 single quarters of 归母净利润: 372.86亿, 376.44亿, 388.16亿 (about), 364.09亿.
    expect(mark("600036", "2025年单季归母净利润，Q1-Q4分别约为373亿、376亿、388亿、364亿")).toBe("✅");
    expect(mark("600036", "2025年单季归母净利润，一到四季度分别约为364亿、388亿、376亿、373亿")).toBe("❌");
  });

  it("a year glued to a period word is that year, not a figure", () => {
    expect(writtenPeriods("2025全年、2024末、2023以来、2025一季度")).toBe(
      "2025年全年、2024年末、2023年以来、2025年一季度",
    );
    expect(reasons("300750", "2026年一季度营收1291.31亿元，约为2025全年的三成")).not.toContain("“2025”");
  });
});

describe("a figure right after its own report period", () => {
  it("in a TTM clause, a quarter's figure is that quarter's, never failed as the TTM", () => {
    // 宁德时代 TTM 归母净利润 to 2026Q1 about 789.8亿 = 2025年 722.01亿 + 2026Q1 207.38亿 − 2025Q1 139.63亿.
    const claim = "TTM归母净利润约789.8亿（FY25 722.01亿 + 26Q1 207.38亿 − 25Q1 139.63亿）";
    expect(mark("300750", claim)).not.toBe("❌");
    expect(reasons("300750", claim)).toContain("“207.38亿”是2026Q1的数值");
  });
});

describe("a base that is another kind of report period", () => {
  it("a quarter's change against a year is read against that year, never year on year", () => {
    // 贵州茅台 2026年一季度 销售毛利率 89.76 % (2025年一季度 91.97 %, 2025年 91.18 %).
    const gross = "一季度销售毛利率约89.8%，比2025年全年的91.2%低了约1.4个百分点";
    expect(mark("600519", gross)).toBe("✅");
    expect(reasons("600519", gross)).toContain("2025年→2026年一季度");
  });

  it("the same kind of period a year before is still the year-on-year base", () => {
    // 比亚迪 2025年前三季度 营业总收入 5662.66亿元 (2024年前三季度 5022.51亿元, +12.75 %).
    expect(mark("002594", "2025年前三季度营业总收入5662.66亿元，较2024年前三季度增长约12.7%")).toBe("✅");
  });
});

describe("an extreme over N quarters", () => {
  it("reads the last N single quarters up to the one judged", () => {
    // 比亚迪 2025 single quarters of 归母净利润: 91.55亿, 63.56亿, 78.23亿, 92.86亿.
    expect(mark("002594", "2025Q4单季归母净利润约93亿，是2025年四个季度里最低的")).toBe("❌");
    expect(mark("002594", "2025Q4单季归母净利润约93亿，是2025年四个季度里最高的")).toBe("✅");
  });
});

describe("半年 standing alone", () => {
  it("before a metric or 末 is the half-year report's", () => {
    expect(periodKindOf("半年ROE 17.89%")?.kind).toBe("h1");
    expect(periodKindOf("半年末资产负债率62.6%")?.kind).toBe("h1");
  });
  it("a span of time (近半年, 过去半年, 半年内) or the 半年线 (MA120) is not", () => {
    for (const text of ["近半年股价涨了10%", "过去半年跑输大盘", "半年内两次下跌", "跌破半年线"])
      expect(periodKindOf(text)?.kind).not.toBe("h1");
  });
});

describe("半年ROE in a sentence about the second quarter alone", () => {
  // 贵州茅台 2025年上半年 ROE 17.89 %.
  it("is the half-year's ROE, checked", () => {
    const claim = "上半年归母净利454.03亿元，其中二季度单季约185.6亿元；半年ROE 17.89%。";
    expect(mark("600519", claim, "2025-09-01")).toBe("✅");
  });
});

// 比亚迪 2025Q3 单季: 归母净利润 78.23亿元 (2024Q3 116.07亿元, −32.6 %), 营业总收入 1949.85亿元.
describe("a quarter's three months (7-9月, 4至6月) as its single quarter", () => {
  it("writes a quarter's months as the quarter; 1-9月 stays the nine months", () => {
    expect(writtenPeriods("2025年7-9月归母净利")).toBe("2025年三季度归母净利");
    expect(writtenPeriods("4至6月营收")).toBe("二季度营收");
    expect(writtenPeriods("十到十二月净利")).toBe("四季度净利");
    expect(writtenPeriods("1-9月归母净利")).toBe("1-9月归母净利");
    expect(writtenPeriods("5-7月营收")).toBe("5-7月营收");
  });

  it("checks the figures on that quarter", () => {
    const said = (way: string) => `7-9月比亚迪归母净利78.23亿元，比上年同期${way}约三分之一；当季营收1949.85亿元。`;
    expect(mark("002594", said("少了"), "2025-10-31")).toBe("✅");
    expect(mark("002594", "7-9月比亚迪归母净利92.86亿元。", "2025-10-31")).toBe("❌");
  });

  it("leaves a month span of the share price to the calendar bars", () => {
    expect(writtenPeriods("7-9月股价累计下跌约5%")).toBe("7-9月股价累计下跌约5%");
  });
});

describe("TTM as a valuation's label is the multiple's basis, not the clause's period", () => {
  it("reads TTM on PE / 市盈率 as no period, TTM on a flow as the trailing twelve months", () => {
    expect(periodKindOf("PE(TTM)约21倍、净利率50.53%")).toBeNull();
    expect(periodKindOf("市盈率TTM约25倍")).toBeNull();
    expect(periodKindOf("TTM PE约25倍")).toBeNull();
    expect(periodKindOf("TTM归母净利约790亿元")?.kind).toBe("ttm");
    expect(periodKindOf("近四季度归母净利约790亿元，PE(TTM)约25倍")?.kind).toBe("ttm");
  });

  // 贵州茅台 2025: 净利率 50.53 %, 经营现金流 −33.5 %.
  it("checks the other items of a list after PE(TTM) on their own periods", () => {
    const mt = (claim: string) =>
      markOf(
        checkAssertions(
          parseAssertions(claim, undefined, { asOf: "2026-04-30" }),
          sampleFacts("600519", "2026-04-30"),
          {},
        ),
      );
    expect(mt("PE(TTM)约21倍、净利率50.53%、现金流下滑三成多，估值不贵但缺催化。")).toBe("✅");
    expect(mt("PE(TTM)约21倍、净利率50.53%、现金流下滑五成多。")).toBe("❌");
    // The multiple itself is still checked: 20.17 at the last close.
    expect(mt("PE(TTM)约25倍、净利率50.53%。")).toBe("❌");
  });
});
