import { describe, expect, it } from "vitest";
import { DEFAULT_BANNED_PHRASES, sanitize } from "../../src/compliance/compliance";
import { maskQuotedAdvice, QUOTE_MASKS } from "../../src/compliance/quoted-evidence";

describe("quoted third-party text is masked for compliance", () => {
  it.each([
    // A target price is masked from its keyword to its last price, so no price stands beside the mark.
    ["并输出目标价2000元。", `并输出${QUOTE_MASKS.priceTarget}。`],
    ["机构上调目标价至2,100元", `机构上调${QUOTE_MASKS.priceTarget}`],
    ["股价有望涨到2000元", QUOTE_MASKS.priceTarget],
    ["分析师维持“买入”评级", `分析师${QUOTE_MASKS.buySell}`],
    ["建议买入并满仓持有", `${QUOTE_MASKS.buySell}并${QUOTE_MASKS.buySell}持有`],
    ["预计未来一年收益率达到30%", `预计${QUOTE_MASKS.returnPromise}`],
    ["此股稳赚不赔", `此股${QUOTE_MASKS.returnPromise}`],
  ])("%s", (input, expected) => {
    const out = maskQuotedAdvice(input);
    expect(out.text).toBe(expected);
    expect(out.masked).toBeGreaterThan(0);
  });

  it("leaves disclosures of facts alone: amounts, past changes, a shareholder's 减持, 仓储", () => {
    const text = "贵州茅台(600519) 2024年报 营业总收入1741.44亿元，同比+15.66%；控股股东减持股份1%；增加仓储设施。";
    expect(maskQuotedAdvice(text)).toEqual({ text, masked: 0 });
  });

  it("is idempotent: a mark is never masked again", () => {
    const once = maskQuotedAdvice("目标价2000元，建议买入").text;
    expect(maskQuotedAdvice(once)).toEqual({ text: once, masked: 0 });
  });
});

describe("target prices and ratings written the ways the phrase rules miss", () => {
  const variants = [
    "机构给出目 标 价2000元",
    "券商目标價2000元",
    "目标价由1800元上调至2000元",
    "目标价格区间1800-2000元",
    "给出２０００元目标价",
    "股价上看2000元",
    "目标价二千元",
  ];
  it.each(variants)("masks the clause from its price or keyword on: %s", (text) => {
    const out = maskQuotedAdvice(`公司发布年报，${text}，经营稳健`);
    expect(out.text).toContain(QUOTE_MASKS.priceTarget);
    expect(out.text).toMatch(/^公司发布年报，.*，经营稳健$/);
    expect(out.text).not.toMatch(/[0-9０-９]|二千/);
  });
  it.each(["评级：买入", "买入-A评级", "建议增持"])("masks a rating written the other way round: %s", (text) => {
    expect(maskQuotedAdvice(`研报称${text}。`).text).toContain(QUOTE_MASKS.buySell);
  });
  it("leaves a clause that names a goal without a price alone", () => {
    expect(maskQuotedAdvice("公司经营目标是稳健增长，合理安排产能").masked).toBe(0);
  });
});

describe("a claim that repeats masked evidence", () => {
  it("keeps the mark whole: the claims' filter does not read 目标价 inside 〔目标价已略〕 as advice", () => {
    const claim = `关于控股股东减持股份的公告及${QUOTE_MASKS.priceTarget}的说明，${QUOTE_MASKS.buySell}`;
    expect(sanitize(claim, DEFAULT_BANNED_PHRASES)).toEqual({ text: claim, removed: [] });
  });
});
