import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { perListedPeriod } from "../../../src/verification/claims/period-lists";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

// 比亚迪 营业总收入 by single quarter of 2025: 1703.60, 2009.20, 1949.85, 2376.99亿元.
describe("a year's single quarters listed in order", () => {
  it("cuts 单季…依次为 into one clause per quarter from the first, the unit written once shared", () => {
    expect(perListedPeriod("2025年单季营收依次为1703.60、2009.20、1949.85和2376.99亿元")).toEqual([
      "2025年单季一季度营收依次为1703.60亿元",
      "2025年单季二季度营收依次为2009.20亿元",
      "2025年单季三季度营收依次为1949.85亿元",
      "2025年单季四季度营收依次为2376.99亿元",
    ]);
    expect(perListedPeriod("2025年营收分别为1703.60、2009.20亿元")).toEqual(["2025年营收分别为1703.60、2009.20亿元"]);
  });

  it("checks each figure on its own quarter", () => {
    const ok = "2025年单季营收依次为1703.60、2009.20、1949.85和2376.99亿元，四季度为全年单季最高";
    expect(mark("002594", ok)).toBe("✅");
    expect(mark("002594", "2025年单季度营收分别为1703.60亿元、2009.20亿元、1949.85亿元与2376.99亿元")).toBe("✅");
    expect(mark("002594", "2025年单季营收依次为1703.60、1949.85、2009.20和2376.99亿元")).toBe("❌");
  });
});

// 比亚迪 归母净利润 by single quarter, year on year: 2025 Q3 −32.60 %, Q4 −38.16 %.
describe("two quarters named together and paired with two figures", () => {
  it("reads 三、四季度…分别A和B one quarter each", () => {
    expect(perListedPeriod("2025年三、四季度单季归母净利润分别同比下降32.60%和38.16%")).toEqual([
      "2025年三季度单季归母净利润分别同比下降32.60%",
      "2025年四季度单季归母净利润分别同比下降38.16%",
    ]);
    expect(mark("002594", "2025年三、四季度单季归母净利润分别同比下降32.60%和38.16%")).toBe("✅");
    expect(mark("002594", "2025年Q3、Q4单季归母净利润分别同比下降32.60%、38.16%")).toBe("✅");
    expect(mark("002594", "2025年三、四季度单季归母净利润分别同比下降38.16%和32.60%")).toBe("❌");
  });
});

// 招商银行 营业总收入 by single quarter of 2025: Q2 862.18, Q3 814.51, Q4 861.12亿元.
describe("quarters each named beside their figure, joined by 和 as by 、", () => {
  it("reads each figure on the quarter before it", () => {
    expect(perListedPeriod("2025年单季营收在二季度862.18亿元和四季度861.12亿元两度接近")).toEqual([
      "2025年单季营收在二季度862.18亿元",
      "四季度861.12亿元两度接近",
    ]);
    expect(mark("600036", "2025年单季营收在二季度862.18亿元与四季度861.12亿元两度接近")).not.toBe("❌");
    expect(mark("600036", "2025年单季营收在二季度861.12亿元和四季度862.18亿元两度接近")).toBe("❌");
  });
});

// 招商银行 基本每股收益 2025 5.70元, 2026年一季度 1.49元; 归母净利润 2026年一季度 +1.5%.
describe("items before the first that names a period", () => {
  it("are cut off as one clause, not read as that period's", () => {
    expect(perListedPeriod("EPS 5.70元、PE约6.7倍、一季度净利同比+1.5%")).toEqual([
      "EPS 5.70元、PE约6.7倍",
      "一季度净利同比+1.5%",
    ]);
    expect(mark("600036", "基本面：EPS 5.70元、PE约6.7倍、一季度净利同比+1.5%，投看多票。")).toBe("✅");
    expect(mark("600036", "基本面：EPS 5.90元、PE约6.7倍、一季度净利同比+1.5%，投看多票。")).toBe("❌");
  });
  it("keep a lead item of no valuation or price on the quarter named after it", () => {
    expect(perListedPeriod("营收869.4亿元、一季度归母净利润378.5亿元")).toEqual([
      "营收869.4亿元、一季度归母净利润378.5亿元",
    ]);
    expect(mark("600036", "招商银行营收869.4亿元、一季度归母净利润378.5亿元")).toBe("✅");
    expect(mark("600036", "招商银行营收969.4亿元、一季度归母净利润378.5亿元")).toBe("❌");
  });
});

// 宁德时代 营业总收入 by single quarter of 2025: 847.05, 941.82, 1041.86, 1406.30亿元.
describe("a count of single quarters (四个单季) before as many figures", () => {
  it("pairs them from the first quarter, each cut clause still a single quarter", () => {
    expect(perListedPeriod("2025年四个单季营收847、942、1042、1406亿元")).toEqual([
      "2025年一季度单季营收847亿元",
      "2025年二季度单季营收942亿元",
      "2025年三季度单季营收1042亿元",
      "2025年四季度单季营收1406亿元",
    ]);
    expect(mark("300750", "2025年四个单季营收847、942、1042、1406亿元，逐季走高")).toBe("✅");
    expect(mark("300750", "2025年四个单季营收847、1042、942、1406亿元，四季度最高")).toBe("❌");
  });

  it("leaves a count of quarters with no 单季 and no 分别 as one clause", () => {
    expect(perListedPeriod("2025年四个季度营收合计4237亿元、同比+17%")).toEqual([
      "2025年四个季度营收合计4237亿元、同比+17%",
    ]);
  });
});

// 招商银行 归母净利润 同比: 2025 +1.21 %, 2025年一季度 −2.08 %; 贵州茅台 2025 −4.53 %, 2026年一季度 +1.47 %.
describe("全年 beside a quarter in one list", () => {
  it("is the full year of the list, not the quarter's, whichever comes first", () => {
    expect(mark("600519", "综合来看：全年利润-4.53%、一季度+1.47%，是放缓而非恶化。")).toBe("✅");
    expect(mark("600519", "综合来看：全年利润-2.5%、一季度+1.47%。")).toBe("❌");
    expect(mark("600036", "2025年一季度利润-2.08%、全年+1.21%。")).toBe("✅");
    expect(mark("600036", "2025年一季度利润-2.08%、全年+3.21%。")).toBe("❌");
  });

  it("does not cut a list whose 全年 carries no figure of its own", () => {
    expect(perListedPeriod("一季度和全年的利润都在增长")).toEqual(["一季度和全年的利润都在增长"]);
  });
});

// 比亚迪 归母净利润 by single quarter of 2025: 91.55, 63.56, 78.23, 92.86亿元.
describe("a year's quarters counted (四个季度) or taken each (各季) and paired with as many figures", () => {
  it("reads 四个季度…分别为 as the year's single quarters from the first, without 单季", () => {
    expect(perListedPeriod("2025年四个季度归母净利分别为91.55、63.56、78.23、92.86亿元")).toEqual([
      "2025年一季度归母净利分别为91.55亿元",
      "2025年二季度归母净利分别为63.56亿元",
      "2025年三季度归母净利分别为78.23亿元",
      "2025年四季度归母净利分别为92.86亿元",
    ]);
    expect(mark("002594", "2025年四个季度归母净利分别为91.55、63.56、78.23、92.86亿元。")).toBe("✅");
    expect(mark("002594", "2025年四个季度归母净利分别为91.55、78.23、63.56、92.86亿元。")).toBe("❌");
  });

  it("reads 各季单季 and 各季度…分别为 the same way", () => {
    expect(mark("002594", "2025年各季单季归母净利约91.6亿、63.6亿、78.2亿、92.9亿。")).toBe("✅");
    expect(mark("002594", "2025年各季度归母净利分别为91.55、63.56、78.23、92.86亿元。")).toBe("✅");
    expect(mark("002594", "2025年各季单季归母净利约91.6亿、78.2亿、63.6亿、92.9亿。")).toBe("❌");
  });

  it("leaves a rolling run (过去四个季度, 连续四个季度) and a count without 分别 alone", () => {
    const rolling = "过去四个季度归母净利分别为63.56、78.23、92.86、40.85亿元";
    expect(perListedPeriod(rolling)).toEqual([rolling]);
    expect(perListedPeriod("2025年四个季度归母净利合计326.19亿元")).toEqual(["2025年四个季度归母净利合计326.19亿元"]);
  });
});

// 宁德时代 归母净利润 by single quarter of 2025: 139.63, 165.23, 185.49, 231.67亿元; 招商银行 372.86, 376.44, 388.42,
// 364.09亿元.
describe("four figures listed after one year's 单季 or 逐季 are its four quarters", () => {
  it("reads each figure on its quarter, the list standing after a colon or with a quarter named on its last item", () => {
    expect(mark("300750", "2025年宁德单季归母净利148.6亿、165.23亿、185.49亿、231.67亿元。")).toBe("❌");
    expect(mark("300750", "2025年宁德单季归母净利139.63亿、165.23亿、185.49亿、231.67亿元。")).toBe("✅");
    expect(mark("300750", "2025年单季净利逐季走高：139.63亿、165.23亿、185.49亿到四季度231.67亿元。")).toBe("✅");
    expect(mark("300750", "2025年单季净利逐季走高：139.63亿、165.23亿、205.49亿到四季度231.67亿元。")).toBe("❌");
    expect(mark("300750", "2025年Q1-Q4归母净利139.63/165.23/185.49/231.67亿元。")).toBe("✅");
    expect(mark("600036", "招行2025年单季净利逐季抬升：372.86亿、376.44亿、388.42亿到四季度364.09亿元。")).toBe("❌");
  });

  it("does not place a list whose quarter named disagrees with its place, nor three figures as four quarters", () => {
    expect(perListedPeriod("2025年单季净利139.63亿、165.23亿到四季度231.67亿元")).toEqual([
      "2025年单季净利139.63亿、165.23亿到四季度231.67亿元",
    ]);
  });
});
