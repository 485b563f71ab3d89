import { describe, expect, it } from "vitest";
import { DEFAULT_BANNED_PHRASES, sanitize } from "../../src/verdict/compliance";
import { maskQuotedAdvice, QUOTE_MASKS } from "../../src/verdict/quoted-evidence";

describe("quoted third-party text is masked for compliance", () => {
  it.each([
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

describe("a claim that repeats masked evidence", () => {
  it("keeps the mark whole: the claims' filter does not read 目标价 inside 〔目标价已略〕 as advice", () => {
    const claim = `关于控股股东减持股份的公告及${QUOTE_MASKS.priceTarget}的说明，${QUOTE_MASKS.buySell}`;
    expect(sanitize(claim, DEFAULT_BANNED_PHRASES)).toEqual({ text: claim, removed: [] });
  });
});
