import { describe, expect, it } from "vitest";
import {
  DEFAULT_BANNED_PHRASES,
  DISCLAIMER,
  REMOVED_MARK,
  parseBannedPhrases,
  sanitize,
  sanitizeDeep,
} from "../../src/compliance/compliance";

const banned = DEFAULT_BANNED_PHRASES;

describe("DISCLAIMER", () => {
  it("is the seed's wording", () => {
    expect(DISCLAIMER).toBe("内容由AI生成，仅供研究参考，不构成任何投资建议");
  });
});

describe("parseBannedPhrases", () => {
  it("is the defaults when nothing is configured", () => {
    expect(parseBannedPhrases(undefined)).toEqual([...DEFAULT_BANNED_PHRASES]);
    expect(parseBannedPhrases("  ")).toEqual([...DEFAULT_BANNED_PHRASES]);
  });

  it("adds comma-, 顿号- and newline-separated phrases, trimmed and without duplicates", () => {
    const parsed = parseBannedPhrases(" 加杠杆，强烈看好\n稳赚 ,, 翻身机会、");
    expect(parsed.slice(0, DEFAULT_BANNED_PHRASES.length)).toEqual([...DEFAULT_BANNED_PHRASES]);
    expect(parsed.slice(DEFAULT_BANNED_PHRASES.length)).toEqual(["加杠杆", "强烈看好", "翻身机会"]);
  });
});

describe("sanitize: banned phrases", () => {
  it.each([
    ["业绩超预期，快买！", "业绩超预期，【已移除：投资建议】！", ["快买"]],
    ["风险累积，建议清仓离场", "风险累积，建议【已移除：投资建议】离场", ["清仓"]],
    ["回调即是抄底良机，可以满仓", "回调即是【已移除：投资建议】良机，可以【已移除：投资建议】", ["抄底", "满仓"]],
    ["这是一只必涨的翻倍股", "这是一只【已移除：投资建议】的【已移除：投资建议】", ["必涨", "翻倍股"]],
  ])("%s", (text, expected, removed) => {
    expect(sanitize(text, banned)).toEqual({ text: expected, removed });
  });

  it("collapses neighbouring removals into one mark", () => {
    expect(sanitize("快买快买，梭哈", banned).text).toBe(`${REMOVED_MARK}，${REMOVED_MARK}`);
  });

  it("matches configured ASCII phrases regardless of case", () => {
    const r = sanitize("现在就 All In", parseBannedPhrases("all in"));
    expect(r).toEqual({ text: `现在就 ${REMOVED_MARK}`, removed: ["All In"] });
  });

  it("leaves words that merely contain a banned phrase's characters", () => {
    const text = "公司增加仓储能力，并削减仓库租赁支出";
    expect(sanitize(text, banned)).toEqual({ text, removed: [] });
  });
});

describe("sanitize: price targets and return forecasts", () => {
  it.each([
    ["给予目标价200元，维持评级", "给予【已移除：投资建议】，维持评级", "目标价200元"],
    ["机构目标价位：2,100-2,300元", "机构【已移除：投资建议】", "目标价位：2,100-2,300元"],
    ["股价有望看到2000元", "股价有望【已移除：投资建议】", "看到2000元"],
    ["股价有望上涨至1800元", "【已移除：投资建议】", "股价有望上涨至1800元"],
    ["估值修复后有望涨30%", "估值修复后【已移除：投资建议】", "有望涨30%"],
    ["预计未来一个月收益20%", "预计【已移除：投资建议】", "未来一个月收益20%"],
    ["当前股价仍有30%的上涨空间", "当前股价仍有【已移除：投资建议】", "30%的上涨空间"],
    ["下行空间约15%", "【已移除：投资建议】", "下行空间约15%"],
    ["止损位设在1500元", "【已移除：投资建议】", "止损位设在1500元"],
    ["预期收益率超过25%", "【已移除：投资建议】", "预期收益率超过25%"],
    ["目标价１８００元", "【已移除：投资建议】", "目标价１８００元"],
  ])("%s", (text, expected, removed) => {
    expect(sanitize(text, banned)).toEqual({ text: expected, removed: [removed] });
  });
});

describe("sanitize: ordinary financial prose is untouched", () => {
  it.each([
    "贵州茅台(600519) 2024年报 营业总收入 1741.44亿元，同比+15.66%（东方财富F10，披露 2025-04-03）",
    "营业总收入增长至1741.44亿元，归母净利润同比增长15.38%",
    "截至2025-03-31 收盘价 1523.50元，近二十个交易日涨跌幅+5.20%，较最高价-20.50%",
    "基本每股收益68.64元/股，市盈率(TTM) 22.15倍",
    "毛利率下降至91.93%，较2022年报变动-0.06个百分点",
    "应收账款周转天数0.00天，经营现金流/归母净利润 1.07倍",
    "控股股东拟增持不超过30亿元",
  ])("%s", (text) => {
    expect(sanitize(text, banned)).toEqual({ text, removed: [] });
  });
});

describe("sanitize: stability", () => {
  it("is idempotent", () => {
    const once = sanitize("目标价200元，快买，有望涨30%", banned);
    expect(once.removed).toEqual(["目标价200元", "有望涨30%", "快买"]);
    expect(sanitize(once.text, banned)).toEqual({ text: once.text, removed: [] });
  });

  it("never removes from the disclaimer or the removal mark, even when a configured phrase occurs in them", () => {
    const text = `${DISCLAIMER}。本文非投资建议。`;
    const r = sanitize(text, parseBannedPhrases("投资建议"));
    expect(r.text).toBe(`${DISCLAIMER}。本文非${REMOVED_MARK}。`);
    expect(sanitize(r.text, parseBannedPhrases("投资建议")).text).toBe(r.text);
  });
});

describe("sanitizeDeep", () => {
  it("cleans every string in a JSON-like value and reports what it removed", () => {
    const verdict = {
      stance: "bullish",
      scores: { factuality: 80, overall: 75 },
      coreConclusion: "营收1741.44亿元，同比+15.66%，目标价2000元",
      disputeFocus: ["提价能力", "是否该加仓"],
      risks: [] as string[],
      nested: [{ note: "稳赚" }, null, true],
    };
    const copy = structuredClone(verdict);
    const r = sanitizeDeep(verdict, banned);
    expect(r.value).toEqual({
      stance: "bullish",
      scores: { factuality: 80, overall: 75 },
      coreConclusion: `营收1741.44亿元，同比+15.66%，${REMOVED_MARK}`,
      disputeFocus: ["提价能力", `是否该${REMOVED_MARK}`],
      risks: [],
      nested: [{ note: REMOVED_MARK }, null, true],
    });
    expect(r.removed).toEqual(["目标价2000元", "加仓", "稳赚"]);
    expect(verdict).toEqual(copy);
  });

  it("returns a bare string cleaned", () => {
    expect(sanitizeDeep("梭哈", banned)).toEqual({ value: REMOVED_MARK, removed: ["梭哈"] });
  });
});
