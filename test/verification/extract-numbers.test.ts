import { describe, expect, it } from "vitest";
import { type ExtractedNumber, extractNumbers, normalizeNumberText } from "../../src/verification/extract-numbers";

/** The one number found in `text` (fails when there is not exactly one). */
function only(text: string): ExtractedNumber {
  const found = extractNumbers(text);
  expect(found, `numbers in ${text}`).toHaveLength(1);
  return found[0] as ExtractedNumber;
}

function pick(n: ExtractedNumber) {
  return { value: n.value, unit: n.unit, decimals: n.decimals, kind: n.kind };
}

describe("extractNumbers: amounts", () => {
  it.each([
    ["营业总收入1741.44亿元", 174_144_000_000, 2, 1e8, "1741.44亿元"],
    ["市值1.2万亿", 1_200_000_000_000, 1, 1e12, "1.2万亿"],
    ["净利润862亿", 86_200_000_000, 0, 1e8, "862亿"],
    ["研发费用3,456万元", 34_560_000, 0, 1e4, "3,456万元"],
    ["现金5000元", 5000, 0, 1, "5000元"],
    // A slip for 亿元: stacked scales multiply, so it never matches the 亿 figure it was meant to be.
    ["营收4237亿万元", 4_237_000_000_000_000, 0, 1e12, "4237亿万元"],
  ])("%s", (text, value, decimals, scale, raw) => {
    const n = only(text);
    expect(n.kind).toBe("amount");
    expect(n.unit).toBe("元");
    expect(n.value).toBeCloseTo(value, 0);
    expect(n.decimals).toBe(decimals);
    expect(n.scale).toBe(scale);
    expect(n.raw).toBe(raw);
  });

  it("reads a year range after EPS as years, not a P/S multiple", () => {
    const got = extractNumbers("EPS 2021-2024年分别为0.588元");
    expect(got.map((n) => [n.raw, n.kind])).toEqual([
      ["2021", "year"],
      ["2024年", "year"],
      ["0.588元", "amount"],
    ]);
    expect(extractNumbers("PS约3.5")[0]?.kind).toBe("multiple");
  });

  it("gives a loss a negative value", () => {
    expect(pick(only("净利润亏损5亿元"))).toEqual({ value: -5e8, unit: "元", decimals: 0, kind: "amount" });
  });
});

describe("extractNumbers: percentages and percentage points", () => {
  it("keeps an explicit sign", () => {
    expect(pick(only("同比+15.66%"))).toEqual({ value: 15.66, unit: "%", decimals: 2, kind: "percent" });
    expect(pick(only("同比-5.3%"))).toEqual({ value: -5.3, unit: "%", decimals: 1, kind: "percent" });
  });

  it("reads a decline word as a minus sign and keeps the word in raw", () => {
    const n = only("营收同比下降18%");
    expect(pick(n)).toEqual({ value: -18, unit: "%", decimals: 0, kind: "percent" });
    expect(n.raw).toBe("下降18%");
    expect(only("净利润同比下滑了约3.2%").value).toBe(-3.2);
  });

  it("does not read a level reached after a decline as negative", () => {
    expect(only("毛利率下降至91.5%").value).toBe(91.5);
  });

  it("reads percentage points, including pct and basis points", () => {
    expect(pick(only("毛利率下降5.3个百分点"))).toEqual({ value: -5.3, unit: "pp", decimals: 1, kind: "pp" });
    expect(pick(only("净利率提升1.2pct"))).toEqual({ value: 1.2, unit: "pp", decimals: 1, kind: "pp" });
    // "降了0.7个pct": 个 before the Latin unit, as analysts write it.
    expect(pick(only("毛利率降了0.7个pct"))).toEqual({ value: -0.7, unit: "pp", decimals: 1, kind: "pp" });
    expect(only("变动-0.06个百分点").value).toBe(-0.06);
    const bp = only("利率下调25个基点");
    expect(bp.kind).toBe("pp");
    expect(bp.value).toBe(-0.25);
    expect(bp.scale).toBe(0.01);
  });

  it("gives the first half of a range the second half's unit", () => {
    const [a, b] = extractNumbers("增速在10-15%之间");
    expect(a && pick(a)).toEqual({ value: 10, unit: "%", decimals: 0, kind: "percent" });
    expect(b && pick(b)).toEqual({ value: 15, unit: "%", decimals: 0, kind: "percent" });
  });

  it("gives each figure of a slash run the unit shown once, before or after it", () => {
    const [a, b] = extractNumbers("营收/归母净利润501.18/174.02亿元");
    expect(a && pick(a)).toEqual({ value: 501.18e8, unit: "元", decimals: 2, kind: "amount" });
    expect(b?.value).toBe(174.02e8);
    const [, after] = extractNumbers("营收501.18亿元/174.02");
    expect(after && pick(after)).toEqual({ value: 174.02e8, unit: "元", decimals: 2, kind: "amount" });
    expect(extractNumbers("毛利率/净利率26.3/18.1%")[0]?.kind).toBe("percent");
    expect(extractNumbers("毛利率同比提升183个bp")[0]).toMatchObject({ kind: "pp", value: 1.83 });
    // Two bare numbers stay bare: a fraction is no figure of a unit.
    expect(extractNumbers("3/4的").map((n) => n.kind)).toEqual(["bare", "bare"]);
  });
});

describe("extractNumbers: multiples, per-share figures and days", () => {
  it("reads multiples written with 倍, after PE, or bare", () => {
    expect(pick(only("经营现金流是净利润的1.07倍"))).toEqual({
      value: 1.07,
      unit: "倍",
      decimals: 2,
      kind: "multiple",
    });
    expect(pick(only("PE 25.3倍"))).toEqual({ value: 25.3, unit: "倍", decimals: 1, kind: "multiple" });
    expect(pick(only("市盈率(TTM)为25.3"))).toEqual({ value: 25.3, unit: "倍", decimals: 1, kind: "multiple" });
    expect(pick(only("现金比率0.95"))).toEqual({ value: 0.95, unit: "", decimals: 2, kind: "bare" });
  });

  it("reads a quotient of two quantities written bare after 之比 or 比值 as a multiple", () => {
    expect(pick(only("资本开支与经营现金流之比约2.65"))).toEqual({
      value: 2.65,
      unit: "倍",
      decimals: 2,
      kind: "multiple",
    });
    expect(pick(only("两者比值为0.98"))).toEqual({ value: 0.98, unit: "倍", decimals: 2, kind: "multiple" });
    expect(pick(only("比值下降到0.98"))).toEqual({ value: 0.98, unit: "", decimals: 2, kind: "bare" });
  });

  it("reads per-share figures by unit or by label", () => {
    expect(pick(only("基本每股收益68.64元/股"))).toEqual({
      value: 68.64,
      unit: "元/股",
      decimals: 2,
      kind: "per_share",
    });
    expect(pick(only("每股收益68.64元"))).toEqual({ value: 68.64, unit: "元/股", decimals: 2, kind: "per_share" });
    expect(pick(only("每股收益(EPS)68.64元"))).toEqual({ value: 68.64, unit: "元/股", decimals: 2, kind: "per_share" });
  });

  it("leaves 每股 to the per-share name written after the figure", () => {
    expect(only("按去年1.26元每股收益计").raw).toBe("1.26元");
    expect(pick(only("按去年1.26元每股收益计"))).toEqual({
      value: 1.26,
      unit: "元/股",
      decimals: 2,
      kind: "per_share",
    });
    expect(only("对应9.80元的每股净资产").raw).toBe("9.80元");
    // 每股 that is no metric's name is still the unit's.
    expect(only("合0.35元每股，较上年持平").raw).toBe("0.35元每股");
  });

  it("reads days", () => {
    expect(pick(only("应收账款周转天数120天"))).toEqual({ value: 120, unit: "天", decimals: 0, kind: "days" });
  });
});

describe("extractNumbers: years, dates and what is not a figure", () => {
  it.each([["2024年营收"], ["2024年报"], ["FY2024"], ["2024Q3"], ["2024年度"]])("%s is the year 2024", (text) => {
    expect(pick(only(text))).toEqual({ value: 2024, unit: "年", decimals: 0, kind: "year" });
  });

  it("reads a list or range of years", () => {
    expect(extractNumbers("2023、2024年").map((n) => [n.kind, n.value])).toEqual([
      ["year", 2023],
      ["year", 2024],
    ]);
    expect(extractNumbers("2023-2024年").map((n) => [n.kind, n.value])).toEqual([
      ["year", 2023],
      ["year", 2024],
    ]);
  });

  it.each([
    ["披露 2025-04-03", 20250403],
    ["2025年4月3日公告", 20250403],
    ["2025/4/3", 20250403],
    ["4月3日", 403],
  ])("%s is a date", (text, value) => {
    const n = only(text);
    expect(n.kind).toBe("date");
    expect(n.value).toBe(value);
  });

  it("skips stock codes and identifiers glued to letters", () => {
    expect(extractNumbers("贵州茅台(600519)")).toEqual([]);
    expect(extractNumbers("600519.SH")).toEqual([]);
    expect(extractNumbers("东方财富F10，5G基站，Q3")).toEqual([]);
  });

  it("keeps time spans and counts as bare numbers with their counter", () => {
    expect(extractNumbers("近3年、过去12个月、减持1000万股").map((n) => [n.kind, n.value, n.unit])).toEqual([
      ["bare", 3, "年"],
      ["bare", 12, "个月"],
      ["bare", 10_000_000, "股"],
    ]);
  });

  it("reads 只 before a verb as the adverb only, not the counter of items", () => {
    expect(extractNumbers("823亿只比2024年少").map((n) => [n.kind, n.unit])).toEqual([
      ["amount", "元"],
      ["year", "年"],
    ]);
    expect(extractNumbers("326亿只相当于2024年的八成")[0]?.kind).toBe("amount");
    expect(extractNumbers("1348亿只排在2019、2020年之后")[0]?.kind).toBe("amount");
    expect(extractNumbers("823亿只输给2024年")[0]?.kind).toBe("amount");
    expect(extractNumbers("发行1.2亿只电池")[0]).toMatchObject({ kind: "bare", unit: "只" });
  });
});

describe("extractNumbers: full-width text", () => {
  it("reads full-width digits, percent and decimal point", () => {
    expect(pick(only("营收１７４１．４４亿元"))).toEqual({
      value: 174_144_000_000,
      unit: "元",
      decimals: 2,
      kind: "amount",
    });
    expect(pick(only("同比＋１５．６６％"))).toEqual({ value: 15.66, unit: "%", decimals: 2, kind: "percent" });
  });

  it("treats a Chinese comma after a unit as punctuation, not a thousands separator", () => {
    const found = extractNumbers("营业总收入1741.44亿元，同比+15.66%，归母净利润862.28亿元");
    expect(found.map((n) => n.raw)).toEqual(["1741.44亿元", "+15.66%", "862.28亿元"]);
  });

  it("reads a whole metric chunk", () => {
    const found = extractNumbers(
      "贵州茅台(600519) 2024年报 营业总收入 1741.44亿元，同比+15.66%（东方财富F10，披露 2025-04-03）",
    );
    expect(found.map((n) => [n.kind, n.raw])).toEqual([
      ["year", "2024年"],
      ["amount", "1741.44亿元"],
      ["percent", "+15.66%"],
      ["date", "2025-04-03"],
    ]);
  });
});

describe("extractNumbers: 多/余 before the scale", () => {
  it("170多亿 is an amount in 亿, its raw keeping the 多 (a lower bound for the binding)", () => {
    const n = only("两年少了170多亿");
    expect(pick(n)).toEqual({ value: 17_000_000_000, unit: "元", decimals: 0, kind: "amount" });
    expect(n.raw).toBe("170多亿");
    expect(only("一年多了9000余亿元").value).toBe(900_000_000_000);
  });
});

describe("extractNumbers: amounts in Chinese numerals", () => {
  it("reads 四千亿, 七百多亿, 近万亿 to the precision of their place", () => {
    expect(pick(only("营收四千亿"))).toEqual({ value: 4000e8, unit: "元", decimals: 0, kind: "amount" });
    // "多" is the middle of its place: 700亿 to under 800亿.
    expect(only("归母净利润七百多亿")).toMatchObject({ value: 750e8, scale: 100e8, raw: "七百多亿" });
    expect(only("总资产近万亿")).toMatchObject({ value: 1e12, scale: 1e12 });
    expect(only("营收减少两千亿元")).toMatchObject({ value: -2000e8, raw: "减少两千亿元" });
  });

  it("leaves orders of size and counts with no value unread", () => {
    for (const text of ["数百亿", "上千亿", "百亿级", "千亿市值", "超百亿", "万亿市值", "一千六百八十多亿", "亿"])
      expect(extractNumbers(text)).toEqual([]);
  });
});

describe("extractNumbers: a list of averages' spans", () => {
  it("gives the spans before the last one its 日", () => {
    expect(extractNumbers("5、10、20日均线空头排列").map((n) => n.unit)).toEqual(["日", "日", "日"]);
    expect(extractNumbers("5/10/20/60日均线中").map((n) => n.unit)).toEqual(["日", "日", "日", "日"]);
  });
});

describe("a spoken 快 before a move's size is 近 (今年跌了快20%)", () => {
  it("reads it as near, one character for one", () => {
    expect(normalizeNumberText("茅台今年跌了快20%了")).toBe("茅台今年跌了近20%了");
    expect(normalizeNumberText("近一年涨了快一倍")).toBe("近一年涨了近一倍");
  });

  it("leaves a pace alone (加快, 跌得很快, 快速)", () => {
    for (const t of ["增速加快20%", "今年跌得很快", "快速下跌5%"]) expect(normalizeNumberText(t)).toBe(t);
  });
});
