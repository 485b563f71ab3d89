import { describe, expect, it } from "vitest";
import { checkEventClause } from "../../../src/verification/claims/check-events";
import { classifyEvent } from "../../../src/verification/claims/event-facts";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * 300750 holds 2026-03-03 and 2026-04-02 《关于回购公司A股股份的进展公告》, 2026-04-07 《关于A股股份回购结果暨股份变动的
 * 公告》 and 2026-03-10 《关于授权董事会制定2026年中期分红方案的公告》; 002594 2024-11-28 《关于2024年员工持股计划完成
 * 股票购买的公告》.
 */
const catl = sampleFacts("300750", "2026-04-30");
const oks = (text: string, facts = catl) => checkEventClause(text, facts).map((c) => c.ok);

describe("how a clause words an event", () => {
  it("X月以来 bounds the events counted; it is not the day of one", () => {
    expect(oks("2026年2月以来公司先后发布两份回购进展公告")).toEqual([true]);
    // From April on only one progress notice and the result are held: two progress notices are not shown.
    expect(oks("2026年4月以来公司发布了三份回购公告")).toEqual([null]);
    // A day named with a day of month is still a day: 3月10日 is not 3月1日.
    expect(oks("2026年3月10日以来发布回购公告")).toEqual([true]);
  });

  it("提请/授权董事会制定 a dividend is a filing, checked like one", () => {
    expect(oks("提请授权董事会制定2026年中期分红")).toEqual([true]);
    expect(oks("提请授权董事会制定2025年中期分红")).toEqual([null]);
  });

  it("a plan named before 于 (员工持股计划于…完成) is no forecast", () => {
    const byd = sampleFacts("002594", "2026-04-30");
    expect(oks("2024年员工持股计划于2024年11月28日完成股票购买", byd)).toEqual([true]);
    expect(oks("公司计划于6月推出员工持股", byd)).toEqual([null]);
  });
});

describe("a clause listing filings of several kinds", () => {
  it("checks each item with what is said before the list, and 2026年以来 as when they were filed", () => {
    const text = "2026年以来公司先后公告员工持股计划、科创债发行、回购结果和年度分配预案";
    expect(oks(text)).toEqual([true, true, true, true]);
    // "员工持股" of one item does not select the others' filings, nor does "落地" after 等 make them done.
    expect(oks("2026年以来已有回购结果、利润分配预案和员工持股计划等多项公告落地")).toEqual([true, true, true]);
  });

  it("leaves a list alone when an item names no kind the checker knows", () => {
    expect(oks("2026年以来公司先后公告回购结果和新产品发布会")).toEqual([true]);
  });

  it("a bond issue's result notice shows it issued", () => {
    expect(oks("2月公司完成一期科技创新公司债券发行")).toEqual([true]);
  });
});

describe("an annual report said published, with a third of a month (上旬, 中旬, 下旬)", () => {
  // 600036 holds 2025-03-26 《招商银行2024年年度报告》; 600519 2025-04-03 《贵州茅台2024年年度报告》.
  const cmb = sampleFacts("600036", "2026-04-30");
  const mt = sampleFacts("600519", "2026-04-30");
  it("is the annual report's filing, on a day within that third", () => {
    expect(oks("招行2025年3月下旬发布了2024年年报", cmb)).toEqual([true]);
    expect(oks("2025年3月中旬就把2024年年报发了出来", cmb)).toEqual([false]);
    expect(oks("2024年年报早在2025年3月下旬就已发布", mt)).toEqual([false]);
  });
  it("a report still to come is no filing", () => {
    expect(oks("2025年年报尚未披露", mt)).toEqual([]);
  });
});

describe("a spin-off (分拆) and a bank's capital bonds are notices like any other", () => {
  const spun = classifyEvent({ date: "2026-03-20", title: "关于分拆所属子公司至创业板上市的预案" });
  const withSpinOff = { ...catl, events: [...(catl.events ?? []), spun] };
  it("a spin-off filed is shown by its notice; none stored proves none planned (the notices are partial)", () => {
    expect(spun.category).toBe("分拆上市");
    expect(oks("公司已披露分拆子公司上市的预案", withSpinOff)).toEqual([true]);
    expect(oks("公司暂无分拆子公司单独上市的计划", withSpinOff)).toEqual([false]);
    expect(oks("董秘回复投资者：公司暂无分拆子公司单独上市的计划")).toEqual([null]);
  });
  it("二级资本债 and 永续债 are bond issues: a plan no notice shows stays undecided", () => {
    expect(classifyEvent({ date: "2026-01-10", title: "关于二级资本债券发行完毕的公告" }).category).toBe("债券发行");
    const cmb = sampleFacts("600036", "2026-04-30");
    expect(oks("公司拟发行千亿元级二级资本债，补充资本实力", cmb)).toEqual([null]);
  });
});

describe("a rating the writer gives is a view, not a shareholder's trade", () => {
  const mark = (ticker: string, claim: string) =>
    markOf(
      checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")),
    );
  it("给予增持 / 维持增持 / 评级下调至减持 beside figures: the figures are checked, no 增持 notice sought", () => {
    // 中国平安 FY2025 归母净利润 +6.45 %, 经营现金流 +72.20 %; no 增持 among its stored notices.
    expect(mark("601318", "利润增6.5%、经营现金流增约72%，给增持。")).toBe("✅");
    expect(mark("601318", "利润增16.5%、经营现金流增约72%，给予增持。")).toBe("❌");
    expect(mark("600519", "利润下滑4.5%，评级下调至减持。")).toBe("✅");
  });
  it("advice is a word class: an advising verb before it, the trade named as advice, a timing, an exclamation", () => {
    // 中国平安 FY2025 归母净利润 +6.45 %; 贵州茅台 -4.53 %; neither holds a 增持 or 减持 notice.
    expect(mark("601318", "利润增长6.5%，给出增持建议。")).toBe("✅");
    expect(mark("600519", "利润降4.5%，建议投资者适当减持。")).toBe("✅");
    expect(mark("601318", "归母净利润增6.5%，增持观点不变。")).toBe("✅");
    expect(mark("601318", "利润增6.5%，逢低增持。")).toBe("✅");
    expect(mark("601318", "利润增6.5%，增持！")).toBe("✅");
    expect(mark("601318", "利润增16.5%，给出增持建议。")).toBe("❌");
  });
  it("a trade said done or planned by a holder is no advice, whatever verb stands near", () => {
    expect(mark("601318", "利润增长6.5%，建议关注大股东已增持的信号。")).toBe("❔");
    expect(mark("601318", "利润增长6.5%，控股股东增持了公司股份。")).toBe("❔");
  });
  it("a shareholder's trade is still an event; a rating alone stays 未能核验", () => {
    expect(mark("601318", "控股股东宣布增持计划，利润增长6.5%。")).toBe("❔");
    expect(mark("601318", "综合研判，给予增持评级。")).toBe("❔");
  });
});

describe("an event word met inside an ordinary word is no event", () => {
  const mark = (ticker: string, claim: string) =>
    markOf(
      checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")),
    );
  it("稳定增长 holds 定增 by accident: the growth is checked, no placement notice sought", () => {
    // 中国平安 FY2025 归母净利润 +6.45 %; 贵州茅台 FY2025 -4.53 %.
    expect(mark("601318", "2025年归母净利润保持稳定增长。")).toBe("✅");
    expect(mark("600519", "2025年归母净利润823.2亿元，保持稳定增长。")).toBe("❌");
  });
  it("a placement named as such is still an event", () => {
    expect(mark("601318", "公司拟定增募资补充资本。")).toBe("❔");
  });
});

describe("落地 said of a plan is the plan published; said of the event it is the event done", () => {
  const mark = (ticker: string, claim: string) =>
    markOf(
      checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")),
    );
  // 中国平安 holds 2025-08-27 《2025年中期利润分配方案公告》 and 2026-03-27 《2025年年度利润分配方案公告》, no
  // implementation notice of either; 宁德时代 2026-03-10 《关于2025年度利润分配预案的公告》.
  it("a 方案/预案/安排 said 落地 or 敲定 is shown by its proposal notice", () => {
    expect(mark("601318", "平安的2025年中期分红方案早已落地。")).toBe("✅");
    expect(mark("300750", "宁德2025年度分配预案3月就落地了。")).toBe("✅");
    expect(mark("601318", "3月27日平安公告了2025年度利润分配方案，全年分红安排随之落地。")).toBe("✅");
  });
  it("the dividend itself said paid still wants an implementation notice", () => {
    expect(mark("601318", "平安2025年度分红已经派发到账。")).toBe("❌");
  });
});
