import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { sentencesOf } from "../../../src/verification/claims/clause-split";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/** How a claim is cut into clauses before each is read. */
describe("headings before a colon", () => {
  it("a bold or listed label joins the clause it labels instead of standing alone", () => {
    expect(sentencesOf("**收入**：FY2024营业收入3.07万亿元，已是连续第二年下滑。", undefined)[0]).toEqual([
      "收入 FY2024营业收入3.07万亿元",
      "已是连续第二年下滑",
    ]);
    expect(sentencesOf("- 资产负债率：12.1%", undefined)[0]).toEqual(["- 资产负债率 12.1%"]);
    expect(sentencesOf("① 归母净利润：1483.91亿", undefined)[0]).toEqual(["• 归母净利润 1483.91亿"]);
  });

  it("a circled list number starts a listed clause and is not read as a digit of the date after it", () => {
    expect(sentencesOf("①7月16日公告员工持股计划；②2月发行公司债券", undefined)[0]).toEqual([
      "• 7月16日公告员工持股计划",
      "• 2月发行公司债券",
    ]);
  });

  it("a plain word before a colon still ends its clause (质疑：多方所说… keeps its attribution)", () => {
    expect(sentencesOf("质疑：多方所说利润增长", undefined)[0]).toEqual(["质疑", "多方所说利润增长"]);
  });
});

describe("a change of a change", () => {
  it("增速从…骤降到… speaks of the growth rate, not the metric: masked, its base and sense kept for the rate", () => {
    const [clauses] = sentencesOf("收入增速从FY2024的29.0%骤降到个位数", undefined);
    expect(clauses?.[0]).not.toContain("骤降");
    // The base's rate stays for the rate's check (rate-change.ts), which reads it as a rate, never as a level.
    expect(clauses?.[0]).toBe("收入◇◇从FY2024的29.0%□⇣到个位数");
  });
});

describe("rates of two bases in one bracket", () => {
  it("a comma before a rate of another basis splits the bracket; an indicator's parameters stay one clause", () => {
    expect(sentencesOf("25Q4营收1406.30亿元（yoy+36.6%，qoq+35.0%）", undefined)[0]).toEqual([
      "2025Q4营收1406.30亿元(同比+36.6%",
      "环比+35.0%)",
    ]);
    expect(sentencesOf("营收（同比+3.8%，环比-2.1%）", undefined)[0]).toHaveLength(2);
    expect(sentencesOf("MACD(12,26,9)金叉", undefined)[0]).toEqual(["MACD(12,26,9)金叉"]);
    expect(sentencesOf("毛利率（2024年20.1%，2025年18.0%）", undefined)[0]).toHaveLength(1);
    // 宁德时代 2025Q4 营收 1406.30亿元: +36.58% on 2024Q4, +35.0% on 2025Q3.
    expect(mark("300750", "25Q4营收1406.30亿元（yoy+36.6%，qoq+35.0%）", "2026-04-30")).toBe("✅");
    expect(mark("300750", "25Q4营收1406.30亿元（yoy+30.6%，qoq+35.0%）", "2026-04-30")).toBe("❌");
    expect(mark("300750", "25Q4营收1406.30亿元（yoy+36.6%，qoq+30.0%）", "2026-04-30")).toBe("❌");
  });

  it("a rate of another basis after 、 is its own clause too, each checked on its basis", () => {
    expect(sentencesOf("25Q4营收1406.30亿元，yoy+36.6%、qoq+35.0%", undefined)[0]).toEqual([
      "2025Q4营收1406.30亿元",
      "同比+36.6%",
      "环比+35.0%",
    ]);
    // 比亚迪 2025Q4 营收 2376.99亿元 (-13.52% on 2024Q4, +21.9% on Q3); 招商银行 2026Q1 归母净利 +1.5% / +4.0%.
    expect(mark("002594", "25Q4营收2376.99亿元，yoy-13.5%、qoq+21.9%", "2026-04-30")).toBe("✅");
    expect(mark("600036", "26Q1归母净利378.52亿元，yoy+1.5%、qoq+4.0%", "2026-04-30")).toBe("✅");
    expect(mark("002594", "25Q4营收2376.99亿元，yoy-3.5%、qoq+21.9%", "2026-04-30")).toBe("❌");
    expect(mark("002594", "25Q4营收2376.99亿元，yoy-13.5%、qoq+11.9%", "2026-04-30")).toBe("❌");
  });
});

describe("a list of quarter labels with rates", () => {
  it("cuts at each labelled item, a year-led one too, and pairs N periods with N figures after 分别", () => {
    expect(sentencesOf("利润同比下滑(Q3 -32.60%、Q4 -38.16%、2026Q1 -55.38%)", undefined)[0]).toHaveLength(3);
    expect(sentencesOf("Q3、Q4、2026Q1利润同比降幅分别为-32.60%、-38.16%、-45.38%", undefined)[0]).toEqual([
      "Q3利润同比降幅-32.60%",
      "Q4利润同比降幅-38.16%",
      "2026Q1利润同比降幅-45.38%",
    ]);
    // 比亚迪 归母净利润 同比: 2025Q3 -32.60%, 2025Q4 -38.16%, 2026Q1 -55.38%; each quarter is its latest one.
    const list = "连续三个季度利润同比下滑（Q3 -32.60%、Q4 -38.16%、2026Q1 -55.38%）";
    expect(mark("002594", list, "2026-04-30")).toBe("✅");
    expect(mark("002594", "Q3、Q4、2026Q1利润同比降幅分别为-32.60%、-38.16%、-45.38%", "2026-04-30")).toBe("❌");
  });
});

// 贵州茅台 归母净利润 2022 627.16 → 2023 747.34亿 (+19.16 %) → 2024 862.28亿 (+15.38 %); 宁德时代 单季归母净利润
// 2025 Q1 139.63, Q2 165.23 (环比 +18.33 %), Q3 185.49 (+12.26 %, 同比 +41.21 %), Q4 231.67亿 (同比 +57.13 %).
describe("lists of periods paired by 分别", () => {
  it("keeps years listed after their metric one list, not one clause per year", () => {
    expect(sentencesOf("茅台归母净利润2023年、2024年分别同比增长19.2%、15.4%", undefined)).toEqual([
      ["茅台归母净利润2023年、2024年分别同比增长19.2%、15.4%"],
    ]);
    expect(
      mark("600519", "茅台归母净利润2023年、2024年分别同比增长19.2%、15.4%，2025年则转为下降4.5%。", "2026-04-30"),
    ).toBe("✅");
    expect(mark("600519", "茅台归母净利润2023年、2024年分别同比增长15.4%、19.2%。", "2026-04-30")).toBe("❌");
  });

  it("cuts quarters paired with moves (分别增长A和B) one quarter each", () => {
    expect(sentencesOf("2025年二季度、三季度单季归母净利润环比分别增长18.3%和12.3%", undefined)).toEqual([
      ["2025年二季度单季归母净利润环比增长18.3%", "2025年三季度单季归母净利润环比增长12.3%"],
    ]);
    expect(mark("300750", "宁德时代2025年二季度、三季度单季归母净利润环比分别增长18.3%和12.3%。", "2026-04-30")).toBe(
      "✅",
    );
    expect(mark("300750", "宁德时代2025年二季度、三季度单季归母净利润环比分别增长12.3%和18.3%。", "2026-04-30")).toBe(
      "❌",
    );
  });

  it("pairs the next clause's 分别 with the periods the clause before listed", () => {
    const q = "宁德时代2025年二季度、三季度单季归母净利润分别为165.23亿元、185.49亿元，环比分别增长18.3%、12.3%。";
    expect(mark("300750", q, "2026-04-30")).toBe("✅");
    const yoy = "宁德时代2025年Q3、Q4单季归母净利润分别为185.49亿元和231.67亿元，同比分别增长41.2%和57.1%。";
    expect(mark("300750", yoy, "2026-04-30")).toBe("✅");
    expect(mark("300750", yoy.replace("41.2%和57.1%", "57.1%和41.2%"), "2026-04-30")).toBe("❌");
  });
});

describe("points written in words or with 多 inside (两个多百分点, 2个多百分点)", () => {
  const at = (ticker: string, claim: string) => mark(ticker, claim, "2026-04-30");
  // 招商银行 ROE 2024 14.49 % → 2025 13.44 % (−1.05 个百分点).
  it("are the figure and its bound: a fall of 1.05 points is 一个多, not 两个多 nor 两个", () => {
    expect(at("600036", "ROE只剩13.44%，单年跌去一个多百分点。")).toBe("✅");
    expect(at("600036", "ROE只剩13.44%，单年跌去两个多百分点。")).toBe("❌");
    expect(at("600036", "2025年ROE同比下降两个百分点。")).toBe("❌");
    expect(at("600036", "2025年ROE同比下降2个百分点。")).toBe("❌");
  });
});

describe("an open question with no figure (怎么样？, 贵不贵？)", () => {
  // 宁德时代 2025 经营现金流 1332.20亿元 = 1.85 × 归母净利润 722.01亿元.
  it("asserts nothing; the answer after it is checked", () => {
    const claim = (x: string) => `利润含金量怎么样？看现金：1332.20亿元的经营现金流净额，是归母净利润的${x}倍左右。`;
    expect(mark("300750", claim("1.85"), "2026-04-30")).toBe("✅");
    expect(mark("300750", claim("2.85"), "2026-04-30")).toBe("❌");
  });
});

describe("a 、-list of metrics each with its figure, one of them moved", () => {
  it("is one clause per item, so the move is its own item's", () => {
    expect(sentencesOf("净利722亿元、负债率降至61.94%、自由现金流约900亿元", undefined)[0]).toEqual([
      "净利722亿元",
      "负债率降至61.94%",
      "自由现金流约900亿元",
    ]);
    // 宁德时代 2025: 归母净利润 +42.28 %, 资产负债率 65.24 % → 61.94 %.
    expect(mark("300750", "净利722亿元、负债率降至61.94%、自由现金流约900亿元。", "2026-04-30")).toBe("✅");
    expect(mark("300750", "净利722亿元、负债率升至61.94%、自由现金流约900亿元。", "2026-04-30")).toBe("❌");
  });

  it("is one clause per item when an item sizes its metric in words, so the size is not the multiple's", () => {
    expect(sentencesOf("滚动PE约25倍、利润增速超四成", undefined)[0]).toEqual(["滚动PE约25倍", "利润增速超四成"]);
    expect(mark("300750", "滚动PE约25倍、利润增速超四成，维持超配。", "2026-04-30")).toBe("✅");
    expect(mark("300750", "滚动PE约25倍、利润增速超六成，维持超配。", "2026-04-30")).toBe("❌");
  });
});

describe("a clause that only names how the figure after it is computed", () => {
  it("经营现金流减去资本开支，自由现金流约为…: the figure is checked as the quantity it names", () => {
    // 比亚迪 2025 自由现金流 -976.72亿元; 宁德时代 908.75亿元.
    expect(mark("002594", "经营现金流减去资本开支，2025年自由现金流约为-977亿元，缺口近千亿。", "2026-04-30")).toBe(
      "✅",
    );
    expect(mark("002594", "经营现金流减去资本开支，2025年自由现金流约为-577亿元。", "2026-04-30")).toBe("❌");
    expect(mark("300750", "经营现金流减去资本开支，2025年自由现金流约909亿元。", "2026-04-30")).toBe("✅");
  });
  it("two moves joined by 加上 are causes, each checked: 比亚迪's 2025 revenue rose", () => {
    expect(mark("002594", "营收下滑加上费用上升，2025年净利润下降约19%。", "2026-04-30")).toBe("❌");
  });
});

describe("items each naming a period and its figure, then 分别 rates", () => {
  // 比亚迪 归母净利润 单季 2024Q3 116.07 / 2024Q4 150.16; 2025Q3 78.23 / 2025Q4 92.86亿元 (同比 -32.6% / -38.2%).
  it("pairs the rates with the items' periods in order", () => {
    expect(sentencesOf("单季归母净利润Q3为78.23亿元、Q4为92.86亿元，同比分别降约33%和38%", undefined)[0]).toEqual([
      "单季归母净利润Q3为78.23亿元",
      "Q4为92.86亿元",
      "Q3同比降约33%",
      "Q4同比降38%",
    ]);
    const claim = (rates: string) => `单季归母净利润Q3为78.23亿元、Q4为92.86亿元，同比分别${rates}`;
    expect(mark("002594", claim("降约33%和38%"), "2026-04-30")).toBe("✅");
    expect(mark("002594", claim("降约38%和33%"), "2026-04-30")).toBe("❌");
    const later = (rates: string) => `单季利润同比下滑：去年三季度78.2亿、四季度92.9亿，同比分别降${rates}`;
    expect(mark("002594", later("32.6%、38.2%"), "2026-04-30")).toBe("✅");
    expect(mark("002594", later("38.2%、32.6%"), "2026-04-30")).toBe("❌");
  });
});

// 招商银行 on 2026-04-30: 近5个交易日股价 -3.87%, PB 0.85倍.
describe("a price move, then a multiple of the price reached after it", () => {
  it("is two clauses: the move the price's, the multiple its own", () => {
    expect(sentencesOf("近5日跌了3.9%之后PB已不足0.9倍", undefined)).toEqual([["近5日跌了3.9%之后", "PB已不足0.9倍"]]);
    expect(mark("600036", "近5日跌了3.9%之后PB已不足0.9倍，这个位置激进一点可以加仓。", "2026-04-30")).toBe("✅");
  });

  it("a move or a multiple the data does not show is wrong", () => {
    expect(mark("600036", "近5日跌了8.9%之后PB已不足0.9倍，这个位置激进一点可以加仓。", "2026-04-30")).toBe("❌");
    expect(mark("600036", "近5日跌了3.9%之后PB已不足0.8倍。", "2026-04-30")).toBe("❌");
  });
});

// 归母净利润 2025 vs 2024: 宁德时代 +42.28 %, 中国平安 +6.45 %; 中国石化 2024 vs 2023 −16.79 %.
describe("the earnings' move, then the valuation read after it (利润下滑之后估值不算便宜)", () => {
  it("is two clauses: the move the earnings', the valuation its own", () => {
    expect(sentencesOf("利润下滑之后估值已经不算便宜", undefined)).toEqual([["利润下滑之后", "估值已经不算便宜"]]);
    expect(mark("300750", "滚动PE约25倍，净利润增长以后估值反而不贵。", "2026-04-30")).toBe("✅");
    expect(mark("300750", "滚动PE约25倍，利润下滑之后估值已经不便宜。", "2026-04-30")).toBe("❌");
    // 盈利 after the multiple alone is the earnings under it, not the multiple.
    expect(mark("601318", "平安PE约8倍，盈利回升以后估值仍然偏低。", "2026-04-30")).toBe("✅");
    expect(mark("600028", "按2024年利润算PE约13倍，盈利回升以后估值依然不高。", "2026-04-30")).toBe("❌");
  });

  it("leaves a profit's move with no valuation after it in one clause", () => {
    expect(sentencesOf("利润下滑之后现金流也走弱", undefined)).toEqual([["利润下滑之后现金流也走弱"]]);
  });
});

// 宁德时代 2025Q4 单季归母净利润 231.67亿元: 同比 +57.13 %, 环比 +24.90 %.
describe("two bases and their rates in one slash (同/环比+57%/+25%)", () => {
  it("reads each rate on its own basis, in the order written", () => {
    const q4 = "宁德时代25Q4单季归母净利231.67亿，";
    expect(mark("300750", `${q4}同/环比+57%/+25%。`, "2026-04-30")).toBe("✅");
    expect(mark("300750", `${q4}环/同比分别+25%/+57%。`, "2026-04-30")).toBe("✅");
    expect(mark("300750", `${q4}同/环比+25%/+57%。`, "2026-04-30")).toBe("❌");
  });
});

describe("a valuation's reading, then growth (估值低但增长乏力)", () => {
  it("is two clauses: the valuation's, then the growth's", () => {
    expect(sentencesOf("市净率0.9倍，估值偏低但盈利增长放缓", undefined)[0]).toEqual([
      "市净率0.9倍",
      "估值偏低",
      "但盈利增长放缓",
    ]);
    // Two metrics' moves on either side of 但 were already split; one metric's two readings are not.
    expect(sentencesOf("估值偏低但仍在回落", undefined)[0]).toEqual(["估值偏低但仍在回落"]);
  });
  it("growth after a multiple is the earnings' growth, not the multiple's change", () => {
    // 宁德时代 归母净利润 2025 +42.3 %; 招商银行 2025 +1.2 %.
    expect(mark("300750", "市盈率约25倍，估值不算低但增长依然强劲。", "2026-04-30")).toBe("✅");
    expect(mark("300750", "滚动市盈率约25倍，但增长乏力。", "2026-04-30")).toBe("❌");
    expect(mark("600036", "滚动市盈率6.4倍左右，增长乏力。", "2026-04-30")).toBe("✅");
    // Growth after a per-share line (每股净资产 is read with valuations but is no multiple) stays that line's.
    expect(mark("600036", "每股净资产从2024年末的41.46元升至2025年末的43.43元，增长约4.8%。", "2026-04-30")).toBe("✅");
    expect(mark("600036", "每股净资产从2024年末的41.46元升至2025年末的43.43元，增长约1.2%。", "2026-04-30")).toBe("❌");
    // A move of the multiple itself stays the multiple's.
    expect(mark("300750", "滚动市盈率约25倍，较去年提升。", "2026-04-30")).toBe("❔");
  });
});

describe("a turn with no comma between two metrics (利润小降但净利率仍超50%)", () => {
  it("opens a clause when the part after it gives its own metric's level, not only a move", () => {
    expect(sentencesOf("利润小降但净利率仍超50%", undefined)[0]).toEqual(["利润小降", "但净利率仍超50%"]);
  });
  it("counter-case: a part after the turn with neither a figure nor a move stays with the clause", () => {
    expect(sentencesOf("利润小降但净利率仍然很高", undefined)[0]).toEqual(["利润小降但净利率仍然很高"]);
  });
});

// 宁德时代 资产负债率 2024 65.24 %, 2025 61.94 %; 归母净利润 up each year 2021-2025. 贵州茅台 归母净利润 2025 -4.53 %.
describe("a 、-list whose items judge their own metrics, some with no figure", () => {
  it("cuts the list so a streak's years stay with its own item", () => {
    expect(sentencesOf("利润连增四年、负债率降至61.94%、经营现金流破1300亿元", undefined)[0]).toEqual([
      "利润连增四年",
      "负债率降至61.94%",
      "经营现金流破1300亿元",
    ]);
    expect(mark("300750", "近三年负债率持续下降、利润连增四年、经营现金流1332亿元。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "利润连增三年、负债率降到16.42%。", "2026-04-30")).toBe("❌");
  });

  it("keeps a list that names a year, or whose items are not each a metric, whole", () => {
    expect(sentencesOf("2021年以来营收、利润连增四年", undefined)[0]).toEqual(["2021年以来营收、利润连增四年"]);
    expect(sentencesOf("营收4237亿元、同比增长17%", undefined)[0]).toEqual(["营收4237亿元、同比增长17%"]);
  });
});

describe("two metrics' moves joined by 同时 or 而 inside a clause", () => {
  it("are two clauses, each move read on its own metric", () => {
    expect(sentencesOf("2024年营收下降4%的同时利润下降17%", undefined)[0]).toEqual([
      "2024年营收下降4%的",
      "同时利润下降17%",
    ]);
    expect(sentencesOf("净利下滑而营收增长", undefined)[0]).toEqual(["净利下滑", "而营收增长"]);
    // 比亚迪 2025: 营业总收入 +3.46 %, 归母净利润 -18.97 %.
    expect(mark("002594", "去年净利润跌了约19%的同时营业收入还增长了3.5%。", "2026-04-30")).toBe("✅");
    expect(mark("002594", "去年净利润跌了约19%而营业收入也下降了3.5%。", "2026-04-30")).toBe("❌");
  });
  it("keeps two metrics that move together, and 同时期 or 然而, whole", () => {
    expect(sentencesOf("营收与利润同时下降", undefined)[0]).toEqual(["营收与利润同时下降"]);
    expect(sentencesOf("利润较上年同时期下降", undefined)[0]).toEqual(["利润较上年同时期下降"]);
    expect(sentencesOf("利润下滑然而营收增长", undefined)[0]).toEqual(["利润下滑然而营收增长"]);
  });
});

describe("a window's sized move after 、", () => {
  it("is a clause of its own with a hedge before its size, not a size of the volume before it", () => {
    expect(sentencesOf("近20日缩量明显、20日涨幅仅0.3%左右", undefined)[0]).toEqual([
      "近20日缩量明显",
      "20日涨幅仅0.3%左右",
    ]);
    expect(sentencesOf("量能萎缩三成、近20日涨幅只有0.3%", undefined)[0]).toEqual([
      "量能萎缩三成",
      "近20日涨幅只有0.3%",
    ]);
  });

  it("leaves a list of volumes with no move after 、 in one clause", () => {
    expect(sentencesOf("近20日均量、近60日均量均萎缩", undefined)[0]).toEqual(["近20日均量、近60日均量均萎缩"]);
  });
});

describe("a card's fields after |", () => {
  it("joins a field valued by a figure or a place to its name", () => {
    expect(sentencesOf("【诊股】招商银行 收盘38.27 | RSI：36 偏弱 | 52周位置：低位", undefined)[0]).toEqual([
      "【诊股】招商银行 收盘38.27",
      "RSI 36 偏弱",
      "52周位置 低位",
    ]);
  });

  it("leaves a field valued by a word that is no place apart from its name", () => {
    expect(sentencesOf("收盘38.27 | 均线：空头", undefined)[0]).toEqual(["收盘38.27", "均线", "空头"]);
  });
});
