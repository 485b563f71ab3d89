import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { extractNumbers } from "../../../src/verification/extract-numbers";
import { isFigure } from "../../../src/verification/claims/figure-kind";
import { bareYear, periodKindOf, quarterBeforeIsBase, yearMentions } from "../../../src/verification/claims/periods";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

describe("a quarter compared with the quarter before it (环比 unsaid)", () => {
  it("is the quarter right before in the clause's own year, or Q4 of the year before for a first quarter", () => {
    expect(quarterBeforeIsBase("2025年三季度单季归母净利润较二季度增长", "q3s")).toBe(true);
    expect(quarterBeforeIsBase("2025年三季度单季归母净利润较2025年二季度增长", "q3s")).toBe(true);
    expect(quarterBeforeIsBase("2026年一季度归母净利润比2025年四季度下降", "q1")).toBe(true);
  });

  it("is not a quarter of another year", () => {
    expect(quarterBeforeIsBase("2025年三季度单季归母净利润较2024年二季度增长", "q3s")).toBe(false);
    expect(quarterBeforeIsBase("2026年一季度归母净利润比2024年四季度下降", "q1")).toBe(false);
  });

  it("leaves such a claim unverified rather than checked as 2025Q2→2025Q3", () => {
    const facts = sampleFacts("600519", "2025-12-31");
    const claim = "2025年三季度单季归母净利润较2024年二季度增长";
    const checks = checkAssertions(parseAssertions(claim, undefined, { asOf: "2025-12-31" }), facts);
    expect(checks.some((c) => c.ok === true && c.reason.includes("2025年第二季度→2025年第三季度"))).toBe(false);
  });
});

describe("years written without 年", () => {
  const years = (text: string) => yearMentions(text, extractNumbers(text)).map((y) => [y.year, y.base]);

  it("reads a bare year alone in brackets after a figure, and a list of years a span closes", () => {
    expect(years("资产负债率从15.61%（2015）升到28.48%（2019）")).toEqual([
      [2015, false],
      [2019, false],
    ]);
    expect(years("2024、2025两年利润回升")).toEqual([
      [2024, false],
      [2025, false],
    ]);
    const text = "营收501.18亿元（2019）";
    const n = extractNumbers(text).find((x) => x.raw === "2019")!;
    expect(bareYear(n, text)).toBe(true);
    expect(isFigure(n, text)).toBe(false);
  });

  it("reads a year closing a heading before its colon (【公众号】平安2025：), not a price or a metric's value", () => {
    const heading = "【公众号】平安2025";
    const n = extractNumbers(heading).find((x) => x.raw === "2025")!;
    expect(bareYear(n, heading)).toBe(true);
    expect(isFigure(n, heading)).toBe(false);
    for (const text of ["收盘2025", "营收2025"]) {
      expect(extractNumbers(text).some((x) => bareYear(x, text))).toBe(false);
    }
    // 中国平安 2025 归母净利润 1347.78亿元 (+6.45 %); 2024 1266.07亿元.
    const check = (claim: string) =>
      markOf(
        checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("601318", "2026-04-30")),
      );
    expect(check("【公众号】平安2025：归母净利1347.78亿(+6.5%)，经营现金流6586亿。")).toBe("✅");
    expect(check("【公众号】平安2024：归母净利1347.78亿(+6.5%)。")).toBe("❌");
  });

  it("is not a figure in brackets that has a unit, nor a count", () => {
    const text = "共持有2019股（2019股）";
    expect(extractNumbers(text).some((n) => bareYear(n, text))).toBe(false);
  });

  it("checks a change written with them from the first year to the second (五粮液 资产负债率 2015 15.61 % → 2019 28.48 %)", () => {
    const check = (claim: string) =>
      markOf(checkAssertions(parseAssertions(claim), sampleFacts("000858", "2020-05-15")));
    expect(check("资产负债率从15.61%（2015）升到28.48%（2019），但仍属低杠杆")).toBe("✅");
    expect(check("资产负债率从25.61%（2015）升到28.48%（2019）")).toBe("❌");
  });

  it("takes a year-end's level in brackets after a change as the base shown (年初至今下降约3.9pp（2024年末65.2%）)", () => {
    // A clause as the parser reads it (brackets normalised to ASCII).
    const text = "年初至今下降约3.9pp(2024年末65.2%)";
    expect(yearMentions(text, extractNumbers(text)).map((y) => y.base)).toEqual([true]);
  });
});

describe("a year after 比起 or 较之 is the base of the change, not the year judged", () => {
  // 宁德时代 营业总收入 2021 1303.56亿 → 2025 4237.02亿 (×3.25).
  const check = (claim: string) =>
    markOf(
      checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("300750", "2026-04-30")),
    );
  it("reads the change from that year into the sentence's", () => {
    expect(yearMentions("比起2021年的1303.56亿元", extractNumbers("比起2021年的1303.56亿元"))[0]?.base).toBe(true);
    expect(check("2025年营收4237.02亿元，比起2021年的1303.56亿元增长了两倍多。")).toBe("✅");
    expect(check("2025年营收4237.02亿元，较之2021年的1303.56亿元有所下降。")).toBe("❌");
  });
});

describe("the whole a share is of (占2025年全年的) is not the period judged", () => {
  // 中国平安 2026年一季度 归母净利润 250.22亿, 2025年 1347.78亿; 资产负债率 2025年末 89.81 %, 2026年一季度末 89.90 %
  // (2025年一季度末 89.80 %).
  const check = (claim: string) =>
    markOf(
      checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("601318", "2026-04-30")),
    );
  it("leaves a bare 一季度 the latest, for its own figures and the clauses after it", () => {
    expect(check("一季度利润250.22亿元约占2025年全年的18.6%，负债率89.90%，较年末略升0.1个百分点")).toBe("✅");
    expect(check("一季度利润250.22亿元约占2025年全年的18.6%，负债率89.80%，较年末略升0.1个百分点")).toBe("❌");
    expect(check("一季度利润250.22亿元约占2025年全年的25%")).toBe("❌");
  });
});

describe("a year's middle (2024年中, 2024年中期) is its half-year report", () => {
  it("reads 年中 after a year, never 中国 or 中期分红", () => {
    expect(periodKindOf("2024年中的77.5%")?.kind).toBe("h1");
    expect(periodKindOf("2024年中期营收")?.kind).toBe("h1");
    expect(periodKindOf("2024年中国石化营收")).toBeNull();
    // The end of a range of years, among which a year is placed, is not a mid-year.
    expect(periodKindOf("仍是2021-2025年中的第二高")).toBeNull();
    expect(periodKindOf("2025年中期分红")).toBeNull();
  });

  it("比亚迪 资产负债率 2024-06-30 77.47 % → 2026-03-31 70.94 %: a move from the year's middle", () => {
    const claim = (x: string) => `资产负债率从2024年中的${x}降到2026年一季度末的70.9%，杠杆明显下降。`;
    expect(
      markOf(
        checkAssertions(
          parseAssertions(claim("77.5%"), undefined, { asOf: "2026-04-30" }),
          sampleFacts("002594", "2026-04-30"),
        ),
      ),
    ).toBe("✅");
    expect(
      markOf(
        checkAssertions(
          parseAssertions(claim("74.6%"), undefined, { asOf: "2026-04-30" }),
          sampleFacts("002594", "2026-04-30"),
        ),
      ),
    ).toBe("❌");
  });
});

describe("the day a report came out", () => {
  it("is not the period it reports on: 2024年年报于2025年4月3日披露，当年… is 2024", () => {
    // 贵州茅台 归母净利润 2024 862.28亿元, 2025 823.20亿元; 招商银行 2024 1483.91亿元.
    const at = (claim: string) => yearMentions(claim, extractNumbers(claim)).map((y) => y.year);
    expect(at("2024年年报于2025年4月3日披露，当年归母净利润862.28亿元")).toEqual([2024]);
    expect(at("截至2025年9月30日，总资产8837亿元")).toEqual([2025]);
    const mark = (ticker: string, claim: string) =>
      markOf(
        checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")),
      );
    expect(mark("600519", "2024年年报于2025年4月3日披露，当年归母净利润862.28亿元。")).toBe("✅");
    expect(mark("600519", "2024年年报于2025年4月3日披露，当年归母净利润823.20亿元。")).toBe("❌");
    expect(mark("600036", "招行2025年3月26日已披露2024年年报，当年归母净利润1483.91亿元。")).toBe("✅");
  });
  it("nor is it when 公告 or 挂出 is the verb, and the report is then an event whose day is checked", () => {
    const at = (claim: string) => yearMentions(claim, extractNumbers(claim)).map((y) => y.year);
    expect(at("2024年年度报告于2025年3月24日公告，当年营收3.07万亿元")).toEqual([2024]);
    expect(at("2025年营收于2026年3月24日前后回落")).toEqual([2025, 2026]);
    const mark = (ticker: string, claim: string) =>
      markOf(
        checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")),
      );
    expect(mark("600519", "2024年年度报告于2025年4月3日公告，当年归母净利润862.28亿元。")).toBe("✅");
    expect(mark("600519", "2024年年度报告于2025年4月3日挂出，当年归母净利润823.20亿元。")).toBe("❌");
    expect(mark("600519", "2024年年度报告于2025年5月3日公告。")).toBe("❌");
  });
});
