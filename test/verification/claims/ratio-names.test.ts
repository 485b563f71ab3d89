import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { SHARE_GAP, writtenRatio } from "../../../src/verification/claims/ratio-names";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

// 中国平安 归母净利润 / 营业总收入: 2024 12.30 %, 2025 12.83 %. 五粮液 归母净利润 / 营收: 2015 28.51 %, 2018 33.44 %,
// 2019 34.72 %.
describe("a clause after a ratio written out by its sides compares the ratio, not its numerator", () => {
  it("its move and its earlier year's level are the ratio's", () => {
    expect(mark("601318", "归母净利润与营业总收入之比约12.8%，较2024年的12.3%略有提升。")).toBe("✅");
    expect(mark("000858", "归母净利占营业收入的比重约34.7%，比2015年的28.5%明显提高。", "2020-05-15")).toBe("✅");
    const points = "2019年归母净利润占营收的比例约34.7%，比2018年高出约1.3个百分点。";
    expect(mark("000858", points, "2020-05-15")).toBe("✅");
  });

  it("a wrong earlier level or a wrong way fails", () => {
    expect(mark("601318", "归母净利润与营业总收入之比约12.8%，较2024年的11.3%略有提升。")).toBe("❌");
    expect(mark("601318", "2025年归母净利润与营业总收入之比约12.8%，较2024年有所下降。")).toBe("❌");
    expect(mark("000858", "归母净利占营业收入的比重约34.7%，比2015年的28.5%有所下降。", "2020-05-15")).toBe("❌");
  });

  it("a base year the ratio's series does not reach stays undecidable", () => {
    expect(mark("000858", "归母净利占营业收入的比重约34.7%，比2005年明显提高。", "2020-05-15")).toBe("❔");
  });

  it("only the table's pairs, written with 与…之比 or 占…的比例/比重, name a ratio", () => {
    expect(writtenRatio("归母净利润与营业总收入之比约12.8%")).toBe("parent_net_margin");
    expect(writtenRatio("净利润占营收的比重约50.5%")).toBe("net_margin");
    expect(writtenRatio("经营现金流与归母净利润之比约1.1倍")).toBeNull();
    expect(writtenRatio("归母净利润和营业总收入双双增长")).toBeNull();
  });
});

describe("a comparison in the clause after a ratio written out by its two sides", () => {
  it("compares the ratio, not the numerator (高于/低于…的N%)", () => {
    // 中国平安 归母净利润/营业总收入 2025 12.83 %, 2026Q1 11.46 %; 贵州茅台 2025 47.85 %.
    const q1 = (word: string) =>
      `一季度营收2184亿元、归母净利250.2亿元，归母净利与营收之比约11.5%，${word}2025全年的12.8%。`;
    expect(mark("601318", q1("低于"))).toBe("✅");
    expect(mark("601318", q1("高于"))).toBe("❌");
    const mt = (word: string) => `2025年归母净利润与营业总收入之比约47.8%，${word}2024年的49.5%。`;
    expect(mark("600519", mt("低于"))).toBe("✅");
    expect(mark("600519", mt("高于"))).toBe("❌");
  });
});

// 比亚迪 经营现金流 2023 1697.25亿元, 2025 591.36亿元 (归母净利润 326.19亿元); 招商银行 营收 2022 3447.83亿元.
describe("a clause opening with a comparison, an adverb before its verb", () => {
  it("leaves the clause before's subject to the figures after it", () => {
    const said = (x: string) => `2025年经营现金流591.36亿元，仍明显高于归母净利润，而2023年曾高达${x}亿元。`;
    expect(mark("002594", said("1697.25"))).toBe("✅");
    expect(mark("002594", said("1897.25"))).toBe("❌");
    expect(mark("600036", "2025年营收3375.32亿元，是归母净利润的两倍多，2022年曾达3447.83亿元。")).toBe("✅");
  });

  it("lets 后者 after it name the side compared with", () =>
    expect(mark("002594", "2025年经营现金流591.36亿元，远高于归母净利润，后者2024年为402.54亿元。")).toBe("✅"));
});

// 中国石化 2024 研发费用 / 营业总收入 0.49 %; 平安 2025 资本开支 / 经营现金流 1.27 %.
describe("a share with an adverb before its bound (占营收比重仍不足0.5%)", () => {
  it("binds the figure as the share and checks it", () => {
    expect(SHARE_GAP.test("比重仍不足")).toBe(true);
    expect(SHARE_GAP.test("比重只有约")).toBe(true);
    expect(mark("600028", "2024年研发费用152.15亿元，但占营收比重仍不足0.5%。")).toBe("✅");
    expect(mark("600028", "2024年研发费用152.15亿元，但占营收比重仍不足0.3%。")).toBe("❌");
    expect(mark("601318", "2025年资本开支83.55亿元，占经营现金流比重只有约1.3%。")).toBe("✅");
    expect(mark("601318", "2025年资本开支83.55亿元，占经营现金流比重只有约5%。")).toBe("❌");
  });
});
