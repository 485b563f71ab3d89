import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { checkEventClause } from "../../../src/verification/claims/check-events";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { sampleFacts } from "./sample-facts";

/*
 * Announcements from ../shared/data/reference/announcements_300750_002594_601318.csv: 002594 2025-07-16 "关于2022年
 * 员工持股计划第三个锁定期届满暨解锁条件成就的公告", 2025-07-22 "2024年度利润分配及资本公积金转增股本实施公告",
 * 2026-03-28 "关于2025年员工持股计划第一个锁定期解锁条件未成就的公告", no buy-back; 300750 2026-04-07 "关于A股股份
 * 回购结果暨股份变动的公告"; 601318 buy-back cancellations 2023-2025.
 */
const byd = sampleFacts("002594", "2026-04-30");
const oks = (text: string, facts = byd) => checkEventClause(text, facts).map((c) => c.ok);

describe("checking event clauses against the announcements", () => {
  it("reads a denial with its verb (未发布任何…) and 本年度/今年 as the year of asOf", () => {
    // 601318 published 《中国平安2025年中期利润分配方案公告》 on 2025-08-27.
    expect(oks("本年度未发布任何中期分红安排", sampleFacts("601318", "2025-12-31"))).toEqual([false]);
    // In 2026 (to 2026-04-30) no dividend announcement is stored: a denial cannot be proved by a partial file.
    expect(oks("今年未发布任何分红方案")).toEqual([null]);
    // "已于7月实施" says done: the 2025-07-22 实施公告 shows it.
    expect(oks("2024年度权益分派已于7月实施")).toEqual([true]);
  });

  it("reads 还没看到/未见 as a denial, and a denied implementation as not refuted by a proposal", () => {
    // As of 2025-06-30 only the 2024 proposals are stored (the 实施公告 is of 2025-07-22): undecided, never ❌.
    expect(oks("到6月底还没看到2024年度分红转增的实施公告", sampleFacts("002594", "2025-06-30"))).toEqual([null]);
    expect(oks("还没看到2024年度分红的实施公告")).toEqual([false]);
    expect(oks("未见减持公告")).toEqual([null]);
  });

  it("a dated announcement is checked against the date of the one held of its kind", () => {
    const pingan = sampleFacts("601318", "2026-04-30");
    // 《中国平安2025年中期利润分配方案公告》 is of 2025-08-27: another month of the same report year contradicts it.
    expect(oks("2025年中期利润分配方案于2025年10月公告", pingan)).toEqual([false]);
    expect(oks("2025年中期利润分配方案于2025年8月公告", pingan)).toEqual([true]);
    // A month with no year written, or an implementation we do not hold, is 未能核验: the file is partial.
    expect(oks("公司已于6月2日发布2025年年度权益分派实施公告", pingan)).toEqual([null]);
    // 002594 《关于2025年员工持股计划完成股票购买的公告》 of 2025-05-24: not done in April.
    expect(oks("2025年员工持股计划在4月就已完成股票购买", sampleFacts("002594", "2025-06-01"))).toEqual([null]);
    expect(oks("2025年员工持股计划在5月已完成股票购买", sampleFacts("002594", "2025-06-01"))).toEqual([true]);
  });

  it("a clause about one kind of filing is not shown by another of its category", () => {
    // 300750 holds share buy-back notices (2026-04-02, 2026-04-07), none on restricted shares.
    expect(oks("4月16日公司公告回购注销部分限制性股票", sampleFacts("300750", "2026-04-30"))).toEqual([null]);
    expect(oks("公司4月初公告A股回购进展", sampleFacts("300750", "2026-04-30"))).toEqual([true]);
  });

  it("checks a condition's outcome against the latest announcement that states one", () => {
    expect(oks("2025年员工持股计划第一个锁定期解锁条件未成就")).toEqual([true]);
    expect(oks("2025年员工持股计划解锁条件已成就")).toEqual([false]);
    // A lock-up said released (已顺利解锁) is its condition said met: refuted by the 未成就 filing.
    expect(oks("2025年员工持股计划首个锁定期已顺利解锁")).toEqual([false]);
  });

  it("checks that an event said to be done has an implementation or result announcement", () => {
    expect(oks("已实施2024年度利润分配")).toEqual([true]);
    expect(oks("公司已完成A股回购", sampleFacts("300750", "2026-04-30"))).toEqual([true]);
    expect(oks("公司已完成A股回购", sampleFacts("300750", "2026-03-31"))).toEqual([true]); // 2026-03-03 进展
  });

  it("reads 到账 as done: the 实施公告 shows it, a proposal alone does not", () => {
    expect(oks("2024年度分红已到账")).toEqual([true]);
    expect(oks("2025年度分红已到账")).toEqual([false]);
  });

  it("reads 实施公告/实施方案/除息 as done: a proposal alone does not show it", () => {
    expect(oks("已公告2025年度利润分配实施方案，除息日即将到来")).toEqual([false]);
    expect(oks("2024年度利润分配实施公告已披露")).toEqual([true]);
  });

  it("needs a proposal among the events for a new plan (新一轮回购计划); cancellations of old buy-backs are not one", () => {
    const pingan = sampleFacts("601318", "2025-04-30");
    expect(oks("公司4月公告新一轮股份回购计划", pingan)).toEqual([null]);
    expect(oks("公司有回购", pingan)).toEqual([true]);
  });

  it("leaves an event the announcements do not show undecided, never failed on absence nor passed by default", () => {
    expect(oks("比亚迪拟回购股份")).toEqual([null]);
    expect(oks("大股东减持")).toEqual([null]);
    expect(oks("公司未减持")).toEqual([null]);
    expect(oks("预计将推出回购计划", sampleFacts("601318", "2026-04-30"))).toEqual([null]);
  });

  it("reads a dividend as an event only where the clause says it was announced or done", () => {
    expect(oks("货币资金减少主要是分红力度加大所致")).toEqual([]);
    expect(oks("分红率超过70%")).toEqual([]);
    expect(oks("公司公告2025年度利润分配方案")).toEqual([true]);
  });

  it("refutes a denial with an announcement that exists", () => {
    expect(oks("公司未进行回购", sampleFacts("601318", "2026-04-30"))).toEqual([false]);
  });

  it("knows an event only once announced by asOf", () => {
    expect(oks("2025年员工持股计划解锁条件未成就", sampleFacts("002594", "2026-03-27"))).toEqual([null]);
  });

  it("is run by checkAssertions on a point's own clauses", () => {
    const checks = checkAssertions(parseAssertions("2025年员工持股计划解锁条件已成就，激励到位"), byd);
    expect(checks.some((c) => c.kind === "event" && c.ok === false)).toBe(true);
  });

  it("claims an announcement's title words first: 利润分配 is no 利润, 减少注册资本 no fall of a metric", () => {
    const pingan = sampleFacts("601318", "2025-12-31");
    const kinds = (claim: string) => checkAssertions(parseAssertions(claim), pingan).map((c) => `${c.kind}:${c.ok}`);
    const title = "2024年年度利润分配方案及注销回购A股股份、减少注册资本的公告";
    expect(kinds(`3月20日同日发布${title}`)).toEqual(["event:true"]);
    // A metric named beside the event is still read.
    expect(kinds("2024年归母净利润减少，同时发布利润分配方案")).toContain("direction:false");
  });
});

describe("a payout day is not the day its filing was published", () => {
  // 601318 2024-10-11 "中国平安2024年半年度分红派息实施公告": the money is paid days after the filing.
  it("leaves a named payment day 未能核验, still fails a filing dated a month off", () => {
    const pingan = sampleFacts("601318", "2026-05-06");
    expect(checkEventClause("平安2024年中期分红已于2024年10月17日派发完毕", pingan).map((c) => c.ok)).toEqual([null]);
    expect(checkEventClause("平安2024年中期利润分配方案于2024年9月23日公告", pingan).map((c) => c.ok)).toEqual([false]);
  });

  it("a count of notices: more held than 仅N fails, fewer held than N is undecided (a partial file)", () => {
    const catl = sampleFacts("300750", "2026-04-30");
    // 300750 holds several 2026 buy-back notices (2026-03-03 进展, 2026-04-02 进展, 2026-04-07 结果).
    expect(oks("2026年以来公司仅发布过一次回购相关公告", catl)).toEqual([false]);
    expect(oks("2026年以来公司发布过9次回购相关公告", catl)).toEqual([null]);
    expect(oks("2026年以来公司发布过两次回购相关公告", catl)).toEqual([true]);
  });
});

describe("the plan an event is about, and an event said ended", () => {
  it("a year in the filing date is not the plan's year when the plan's own year is named", () => {
    // 2025-07-16: the 2022 plan's third lock-up met; the 2025 plan's first (2026-03-28) not met.
    expect(oks("2025年7月公司公告2022年员工持股计划第三个锁定期届满，解锁条件成就")).toEqual([true]);
    expect(oks("2025年7月，2022年员工持股计划解锁条件未达成")).toEqual([false]);
    expect(oks("2025年员工持股计划第一个锁定期解锁条件成就")).toEqual([false]);
  });
  it("a plan said ended needs a filing that ends it; the category's other filings leave it 未能核验", () => {
    // 300750 2026-04-16 adjusts the plans' prices, 2026-04-22 grants the 2026 plan's reserved shares: none ends one.
    const catl = sampleFacts("300750", "2026-04-30");
    expect(oks("公司4月公告终止2026年员工持股计划", catl)).toEqual([null]);
    expect(oks("宁德时代今年取消了员工持股计划", catl)).toEqual([null]);
    expect(oks("公司4月公告授予2026年员工持股计划预留份额", catl)).toEqual([true]);
  });
  it("a draft said published in a month is dated by the draft's own filing, not a later one of its plan", () => {
    // 300750 filed 《2026年A股员工持股计划（草案）》 on 2026-02-09; the plan's later filings are of April.
    const catl = sampleFacts("300750", "2026-04-30");
    expect(oks("宁德时代2026年3月发布了员工持股计划草案", catl)).toEqual([false]);
    expect(oks("宁德时代2026年2月发布了员工持股计划草案", catl)).toEqual([true]);
  });
});

describe("a capacity to pay is no announced event", () => {
  it("分红能力无虞 is not looked up among the announcements", () => {
    expect(oks("分红能力无虞")).toEqual([]);
    expect(oks("分红潜力仍大")).toEqual([]);
  });
});

describe("new shares placed (增发H股) are a placement's filing", () => {
  it("is an event, 未能核验 where no placement is held, never a silent ✅", () => {
    expect(oks("公司4月公告拟增发H股补充资本", sampleFacts("601318", "2026-04-30"))).toEqual([null]);
    expect(oks("比亚迪近期没有增发计划")).toEqual([null]);
    // "稳定增长", "大增发生在2024年" hold no placement.
    expect(oks("营收保持稳定增长")).toEqual([]);
    expect(oks("真正的大增发生在2024年")).toEqual([]);
  });
});
