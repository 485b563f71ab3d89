import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { outOfScope, unheldCauseSpans } from "../../../src/verification/claims/scope-words";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const checks = (ticker: string, claim: string, asOf: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf));
const mark = (ticker: string, claim: string, asOf: string) => markOf(checks(ticker, claim, asOf));
const what = (text: string) => outOfScope(text)?.what ?? null;

describe("a cause named for a move is 归因: the data decides the move, not why", () => {
  it.each([
    "但主要是无息的预收类负债",
    "商誉下降源于子公司计提减值",
    "受欧洲储能需求拉动",
    "主要受油价下跌拖累",
    "投资收益拖累",
    "得益于高端产品放量",
    "归因于渠道改革",
    "净息差收窄是营收承压的主因",
    "这种波动说明回款节奏受渠道政策影响大",
  ])("%s", (clause) => expect(what(clause)).toBe("归因"));
  it.each([
    ["a stored metric as the cause", "扩张主要是靠负债推的"],
    ["a figure as the cause", "由于经营现金流降到615亿"],
    ["a base effect", "主要是低基数"],
    ["an announcement", "主要是分红力度加大所致"],
    ["a denied cause", "利润下滑并未拖累现金创造能力"],
    ["a sensitivity, not a cause of this move", "银行的经营现金流受存贷款变动影响大"],
    ["a public event every reader knows", "受疫情冲击"],
    ["no cause named", "拖累明显"],
  ])("not 归因: %s", (_why, clause) => expect(what(clause)).toBeNull());

  it("the checked figures stay checked; the cause makes the point ❔ with its reason, never ✅", () => {
    const c = checks("601318", "商誉同比下降约12%，源于子公司计提减值。", "2026-04-30");
    expect(c.find((x) => x.kind === "direction")?.ok).toBe(true);
    expect(c.some((x) => x.ok === null && x.reason.includes("归因无法由数据核验"))).toBe(true);
    expect(markOf(c)).toBe("❔");
    expect(mark("300750", "受海外大储订单带动，上半年归母净利润同比+33.3%。", "2025-08-15")).toBe("❔");
  });
  it("a false figure beside a cause is still ❌", () => {
    expect(mark("601318", "商誉同比下降约40%，源于子公司计提减值。", "2026-04-30")).toBe("❌");
  });
});

describe("peer ranks and a standing in a peer group are 未收录", () => {
  it.each(["技术储备行业领先", "上半年白酒最强音", "营收增速在行业内排名第一", "ROE位居同业前列", "放在大行里不算慢"])(
    "%s",
    (clause) => expect(["行业排名", "同业比较"]).toContain(what(clause)),
  );
  it("a place in a counted group (三大油, 两桶油) or in a group's band (消费龙头的偏低区间) is 同业比较", () => {
    expect(what("在四大行里算便宜")).toBe("同业比较");
    expect(what("估值在两桶油中偏高")).toBe("同业比较");
    expect(what("处在白酒龙头的估值中枢之下")).toBe("同业比较");
    expect(mark("600028", "按2024年利润算，中石化PE约13倍，在三大油里不算便宜。", "2026-04-30")).toBe("❔");
    // A style of stock is no group of peers whose figures are missing: 成长股里不算贵 is the writer's view.
    expect(what("成长股里不算贵")).toBeNull();
    // A level read on the group's normal leverage, not a place within the peers' band.
    expect(what("负债率70%对整车厂偏高")).toBeNull();
  });
  it("a rank over the company's own years is a record the series decides", () => {
    expect(what("但放在近五年里只能排第二")).toBeNull();
    expect(what("2025年归母净利润在2017年以来的九年里排第三")).toBeNull();
  });
  it("a price standing above its averages is no rank", () => {
    expect(what("股价位居所有均线上方")).toBeNull();
    expect(what("营收位居行业第二")).toBe("行业排名");
  });
  it("龙头 as a noun and an industry's normal level are not ranks", () => {
    expect(what("白酒龙头的定价权一目了然")).toBeNull();
    expect(what("放在银行里是正常水平")).toBeNull();
  });
  it("figures of the company's own still decide: the rank makes the point ❔", () => {
    expect(mark("600036", "2025年归母净利润1501.81亿元，放在大行里不算慢。", "2026-04-30")).toBe("❔");
  });
  it("a tier among peers (排在第一档) is a peer rank, never a place among the company's own years", () => {
    expect(what("但在A股消费龙头里依旧排在第一档")).toBe("行业排名");
    const tier = "加权ROE从36.02%回落到32.53%，但在A股消费龙头里依旧排在第一档。";
    expect(mark("600519", tier, "2026-04-30")).toBe("❔");
    // ROE is stored for 2019, 2024 and 2025 only: third of those, the place among seven years is not known.
    expect(mark("600519", "加权ROE从36.02%回落到32.53%，在近七年里排在第三。", "2026-04-30")).toBe("❔");
    expect(mark("600519", "2025年ROE在近七年里排在第一。", "2026-04-30")).toBe("❌");
  });
});

describe("flows, sentiment, operating data, rumours and unstored indicators own their clause", () => {
  it.each([
    ["雪球上看空的帖子占七成", "资金流向与市场情绪"],
    ["北向资金连续5日净买入", "资金流向与市场情绪"],
    ["主力资金净流出12亿元", "资金流向与市场情绪"],
    ["融资余额升至200亿", "资金流向与市场情绪"],
    ["海外销量占比大概三成", "经营数据"],
    ["单车利润降到了8000元左右", "经营数据"],
    ["飞天批价跌破2000元", "经营数据"],
    ["渠道库存约3个月", "经营数据"],
    ["炼化产品价差被严重压缩", "经营数据"],
    ["有消息称招行将发行永续债", "已公告的事项"],
    ["公司会在5月份公布中期分红方案", "已公告的事项"],
    ["KDJ金叉", "该技术指标"],
    ["CCI跌破-100", "该技术指标"],
    ["RSI6已跌破25", "该周期的RSI"],
    ["RSI(6)约20", "该周期的RSI"],
    ["RSI24回到50上方", "该周期的RSI"],
    ["RSI 6日 40", "该周期的RSI"],
    ["6日RSI跌至20以下", "该周期的RSI"],
  ])("%s → %s", (clause, subject) => expect(what(clause)).toBe(subject));
  it("RSI(14) and a spaced or bounded value are the stored RSI's", () => {
    for (const clause of ["RSI14约70", "RSI(14)跌破30", "RSI 28，已经进入超卖区", "RSI70以上为超买", "14日RSI约40"])
      expect(what(clause)).toBeNull();
  });
  it("a glued figure that is no usual window and has no value after it is the value (RSI56未超买)", () => {
    for (const clause of ["RSI56未超买", "RSI35偏弱", "RSI81已超买"]) expect(what(clause)).toBeNull();
    for (const clause of ["RSI12进入超卖区", "RSI10=45"]) expect(what(clause)).toBe("该周期的RSI");
  });
  it("an owned figure is checked against no metric: ❔, not a neighbour's ❌", () => {
    expect(mark("002594", "2025年海外销量占比大概三成，单车利润降到了8000元左右。", "2026-04-30")).toBe("❔");
    expect(mark("600519", "RSI6已跌破25进入超卖区。", "2026-04-30")).toBe("❔");
    expect(mark("600519", "渠道库存约3个月，春节后动销环比改善。", "2026-04-30")).toBe("❔");
    // A spread said to shrink names no stored line: ❔, never a silent ✅ for a clause nothing checked.
    expect(mark("600028", "炼化产品价差被严重压缩。", "2026-04-30")).toBe("❔");
  });
  it("an unstored indicator's 金叉 is its own, not MACD's", () => {
    const c = checks("601318", "KDJ金叉叠加布林中轨支撑，短线看高一线。", "2026-04-30");
    expect(c.some((x) => x.kind === "market")).toBe(false);
    expect(markOf(c)).toBe("❔");
  });
  it("a first over quarters the data does not reach is 未能核验", () => {
    expect(what("为本年首个单季正增长")).toBe("季度序列");
    expect(what("是近几个季度里首次出现单季收入同比下滑")).toBe("季度序列");
    expect(what("单季利润首次突破200亿")).toBeNull();
    expect(what("这是2019年以来利润第一次负增长")).toBeNull();
  });
});

describe("a target price rules its sentence", () => {
  it("the PE after a target is the forecast's: ❔, not the stored PE's ❌", () => {
    const c = checks("600519", "目标价1650元，对应2026年约23倍PE。", "2026-04-30");
    expect(c.some((x) => x.ok === false)).toBe(false);
    expect(markOf(c)).toBe("❔");
  });
});

describe("out of scope is 未能核验, never ❌", () => {
  it("a gap to another company framed before it (与平安银行相比，…高出) is a peer comparison", () => {
    expect(mark("600036", "与平安银行相比，招行ROE高出约5个百分点。", "2026-04-30")).toBe("❔");
    expect(mark("601318", "和中国人寿比，平安的ROE要高出2个点左右。", "2026-04-30")).toBe("❔");
    // Without the frame the same words are the company's own change, checked.
    expect(mark("600036", "2025年ROE较2024年高出约5个百分点。", "2026-04-30")).toBe("❌");
  });

  it("a level likened to a group's (已经和银行差不多了) is a peer comparison", () => {
    expect(what("已经和银行差不多了")).toBe("同业比较");
    // 28.48 % is nowhere near a bank's 85-95 % (borrowed-norm.ts), so the likening fails.
    expect(mark("000858", "负债率28.48%，已经和银行差不多了。", "2020-05-15")).toBe("❌");
  });

  it("a sell-side estimate rules its sentence (机构测算…，对应PE约45倍)", () => {
    expect(mark("000858", "机构测算2021年净利润增速约20%，对应PE约45倍。", "2021-02-26")).toBe("❔");
  });

  it("operating data the reports do not hold (代理人数量, 新业务价值) owns its clause", () => {
    expect(what("可寿险代理人数量仍在下滑")).toBe("经营数据");
    expect(what("新业务价值同比增长12%")).toBe("经营数据");
    expect(mark("601318", "多方只看利润，可寿险代理人数量仍在下滑。", "2026-04-30")).toBe("❔");
  });
});

describe("results against what the market expected are 未能核验", () => {
  it.each(["符合市场预期", "业绩大超预期", "低于一致预期", "好于此前机构预期", "存在预期差"])("%s", (clause) =>
    expect(what(clause)).toBe("市场预期"),
  );
  it("a forecast word alone is not an expectation met (预期 as a verb stays the scenario rule's)", () => {
    expect(what("公司预期明年产能释放")).not.toBe("市场预期");
  });
  it("the results beside it stay checked: ❔ for a true figure, ❌ for a false one", () => {
    expect(mark("600519", "2026年一季度营业收入539.09亿元，同比增长6.5%，符合市场预期", "2026-05-06")).toBe("❔");
    expect(mark("600519", "2026年一季度营业收入639.09亿元，同比增长6.5%，符合市场预期", "2026-05-06")).toBe("❌");
  });
});

describe("contracts and products no stored figure or notice records are 未能核验, never a silent ✅", () => {
  it.each([
    "【快讯】宁德时代与某欧洲车企签订长期供货协议，金额超千亿元。",
    "若钠离子电池2026年量产，公司有望再造一个千亿市场。",
    "公司近日中标一个大型储能项目。",
  ])("%s", (claim) => expect(mark("300750", claim, "2026-04-30")).toBe("❔"));
});

describe("money said to move and a place in a historical band are 未收录", () => {
  it.each(["长期资金持续撤离", "外资资金加速流入", "主力资金净卖出"])("%s", (clause) =>
    expect(what(clause)).toMatch(/资金流向/),
  );
  it.each(["处于历史偏低区间", "估值明显低于历史中枢", "PE处于历史分位30%以下", "估值已到历史底部"])("%s", (clause) =>
    expect(what(clause)).toBe("历史区间"),
  );
  it("a record over the stored years is no band (历史低位, 创历史新高 stay the rank and record rules')", () => {
    expect(what("毛利率处于历史低位")).toBeNull();
    expect(what("营收创历史新高")).toBeNull();
  });
  it("the moves beside them stay checked: ❔ for true ones, ❌ for a false one (600519: 120 sessions −3.16 %)", () => {
    expect(mark("600519", "过去120个交易日股价下跌约3%，长期资金持续撤离。", "2026-04-30")).toBe("❔");
    expect(mark("600519", "过去120个交易日股价上涨约3%，长期资金持续流入。", "2026-04-30")).toBe("❌");
    const pe = "按2024年每股收益68.64元计，当前1384.79元的股价对应静态市盈率约20.2倍，处于历史偏低区间。";
    expect(mark("600519", pe, "2026-04-30")).toBe("❔");
  });
  it("a fall read as money rushing in is still read as a fall (the flow does not own its clause)", () => {
    expect(outOfScope("放量下跌是资金抢筹的信号")?.owns).toBe(false);
  });
});

describe("what the stored data holds no line of", () => {
  it("a move against a group of peers, the company's H shares, a placement", () => {
    expect(what("仍跑赢同期多数权重股")).toBe("同业比较");
    expect(what("已经接近港股H股价格")).toBe("H股行情");
    expect(what("A/H溢价基本抹平")).toBe("H股行情");
    expect(what("公司近期又在筹划H股配售融资")).toBe("融资事项");
    // 分配股利 holds 配股 in its letters and is no placement.
    expect(what("2024年分配股利及偿付利息支付的现金610.31亿元")).toBeNull();
    expect(what("宁德时代的扩产节奏足以匹配股价涨幅")).toBeNull();
    expect(what("配售电业务稳步推进")).toBeNull();
  });

  it("leaves the checked part of the sentence checked and the whole ❔", () => {
    // 中国平安 close 2025-04-18 50.44元 → 2026-04-30 59.37元 (+17.70 %).
    const claim = "自2025年4月18日50.44元算起累计上涨约17.7%，仍跑赢同期多数权重股。";
    expect(mark("601318", claim, "2026-04-30")).toBe("❔");
  });
});

describe("a part of the whole the data does not hold (其中…手续费收入)", () => {
  it("is what moves in its clause, not the metric of the clause before", () => {
    // 招商银行 营业总收入 2025 +0.01 %; its fee income is not stored.
    expect(mark("600036", "营收3375.32亿元基本持平，其中财富管理手续费收入已重回两位数增长。", "2026-04-30")).toBe(
      "❔",
    );
    // Without 其中 the line is the clause's own subject as before; 营收 alone is the metric moved.
    expect(mark("600036", "营收3375.32亿元基本持平，同比增长约15%。", "2026-04-30")).toBe("❌");
  });
});

describe("what a move rests on (靠的是) is its cause", () => {
  it("is an attribution the data cannot decide when the cause is no stored figure", () => {
    expect(what("一季度利润增长靠的是直营渠道提价")).toBe("归因");
    // 贵州茅台 2026年一季度 归母净利润 +1.47 %.
    expect(mark("600519", "一季度利润增长靠的是提价。", "2026-04-30")).toBe("❔");
  });
  it("counter-case: a cause that is a stored figure is checked", () => {
    expect(what("利润增长靠的是营收增长17.04%")).toBeNull();
    expect(what("靠谱的是现金流")).toBeNull();
  });
});

describe("who runs the company and how it reorganises, and how much it is talked about", () => {
  it.each(["五粮液新任总经理已经到位", "管理层换届落地", "推进营销改革", "董事长近日卸任"])("%s is 人事与改革", (c) =>
    expect(what(c)).toBe("人事与改革"),
  );
  it.each(["近一个月雪球上的讨论量翻了一倍", "社交媒体上关注度骤升"])("%s is a mood", (c) =>
    expect(what(c)).toBe("资金流向与市场情绪"),
  );
  it("a 关注度 read from the volume is not", () => expect(what("成交缩量，市场关注度明显下降")).toBe(null));
  it("where a view is heard (社交媒体普遍认为…) is no mood: the figure after it is checked", () => {
    expect(what("社交媒体普遍认为2025年营收同比下降")).toBe(null);
    expect(mark("600519", "渠道改革后2025年营业总收入同比增长20%。", "2026-04-30")).toBe("❌");
  });
  it("leaves a point that asserts them 未能核验, its talk's 翻倍 no price move", () => {
    expect(mark("600036", "招行新任行长履新后推动零售条线组织架构调整。", "2026-04-30")).toBe("❔");
    expect(mark("600036", "近两周社交媒体对招行的讨论热度翻倍。", "2026-04-30")).toBe("❔");
    // The reform named as a cause of a stored move stays 归因; a point with neither is untouched.
    expect(what("利润增长主要源于渠道改革")).toBe("归因");
    expect(mark("600036", "招行2025年归母净利润同比增长约1.2%。", "2026-04-30")).toBe("✅");
  });
});

describe("a band over recent years (近年偏低区间, 近十年低位区间)", () => {
  it("is the multiple's own history, which the data does not hold", () => {
    expect(what("PB约1.1倍，处于近十年低位区间")).toBe("历史区间");
    expect(what("处于近几年的偏高区间")).toBe("历史区间");
    expect(mark("600036", "招行PE不到7倍，处于近年偏低区间。", "2026-04-30")).toBe("❔");
    // Not a low of the stored years, which the series decides.
    expect(what("营收为近年低点")).toBe(null);
  });
});

describe("a share of a move's source (部分来自) and a total's make-up (多为…类) are 归因", () => {
  it.each(["利润高增部分来自投资收益", "降幅多来自系列酒", "增量大部分来自手续费", "负债多为预收类经营性负债"])(
    "%s",
    (clause) => expect(what(clause)).toBe("归因"),
  );
  it("a make-up named by no kind, and a source that is a stored figure, are not", () => {
    expect(what("近五年多为正增长")).toBeNull();
    expect(what("增长主要来自营收")).toBeNull();
    // Non-recurring gains are 归母净利润 less 扣非, both stored; two sources weighed (更多来自…而非…) are the rates'.
    expect(what("利润里有一部分来自非经常性收益")).toBeNull();
    expect(what("靠非经常性损益撑住了利润")).toBeNull();
    expect(what("利润增长更多来自成本端而非量的扩张")).toBeNull();
  });
  it("the checked figures beside it stay checked: ❔, and a false one ❌", () => {
    // 平安 归母净利润 2025 +6.45 %.
    expect(mark("601318", "2025年归母净利润增约6.5%，增长一部分来自投资收益回暖。", "2026-04-30")).toBe("❔");
    expect(mark("601318", "2025年归母净利润增约16%，增长一部分来自投资收益回暖。", "2026-04-30")).toBe("❌");
  });
});

describe("one of the most of a group (最大的公司之一) is a peer rank", () => {
  it("is 行业排名, but one of the company's own years is the series'", () => {
    expect(what("但仍是A股收入体量最大的公司之一")).toBe("行业排名");
    expect(what("是国内最赚钱的银行之一")).toBe("行业排名");
    expect(what("是2019年以来最低的年份之一")).toBeNull();
    expect(mark("600036", "2025年归母净利润1501.81亿元，是国内最赚钱的银行之一。", "2026-04-30")).toBe("❔");
  });
});

describe("what held a figure up (靠成本端撑住了利润) is its cause", () => {
  it.each(["靠成本端撑住了利润", "依靠投资端回暖托住了利润", "主要凭借储能业务带动增长"])("%s", (clause) =>
    expect(what(clause)).toBe("归因"),
  );
  it("a stored figure as the prop is checked, not 归因", () => {
    expect(what("靠营收增长撑住了利润")).toBeNull();
    // 招商银行 营业总收入 2025 +0.01 %: no growth to hold anything up.
    expect(mark("600036", "2025年净利率44.77%，靠营收增长撑住了利润。", "2026-04-30")).toBe("❌");
  });
});

/**
 * The move words inside a cause the data lacks (需求走弱, 毛利收窄) are the cause's, never the metric's the clause
 * carries: the cause leaves the point ❔, it does not fail it. 中国石化 营业利润 2024 −16.70 %.
 */
describe("a move inside an unheld cause", () => {
  it("is the cause's span; a cause the data speaks to has none", () => {
    expect(unheldCauseSpans("主因是成品油需求走弱")).toEqual([{ index: 3, end: 10 }]);
    expect(unheldCauseSpans("主要是低基数")).toEqual([]);
  });

  it("is not read as the metric's move", () => {
    const cause = "主因是成品油需求走弱、炼油毛利收窄。";
    expect(mark("600028", `2024年营业利润同比下降约17%，${cause}`, "2026-04-30")).toBe("❔");
    expect(mark("600028", `2024年营业利润同比增长约17%，${cause}`, "2026-04-30")).toBe("❌");
  });
});

/** A group's state framing the company's move ("在同业普遍负增长的年份里") is the group's, which the data lacks. */
describe("a peer group's state as the frame of a move", () => {
  it.each(["在同业普遍负增长的年份里仍守住正增长", "在车企集体亏损的时候", "在银行板块整体承压的背景下"])(
    "%s",
    (clause) => expect(what(clause)).toBe("同业比较"),
  );
  it("not a company's own year or a frame with no group", () => {
    expect(what("在2025年利润普遍下滑的背景下")).toBeNull();
    expect(what("招行在2025年归母净利润同比增长1.21%")).toBeNull();
  });
  it("leaves a false figure beside it ❌", () => {
    expect(mark("600036", "在同业普遍负增长的年份，招行2025年归母净利润同比增长21%。", "2026-04-30")).toBe("❌");
  });
});

/** Where spending went is a split by project the reports do not hold; the total beside it is still checked. */
describe("a use of funds", () => {
  it.each(["公司称资本开支主要投向东南亚工厂", "研发费用重点投放于智能驾驶", "募集资金用于储能产线"])("%s", (clause) =>
    expect(what(clause)).toBe("资金投向"),
  );
  it("not a use the data holds, nor a spending's size", () => {
    expect(what("资本开支用于回购的部分不多")).toBeNull();
    expect(what("资本开支同比大增")).toBeNull();
  });
  it("leaves the total's check standing", () => {
    // 比亚迪 资本开支 2025 1568.08亿元.
    expect(mark("002594", "2025年资本开支约1568亿元，主要投向欧洲工厂。", "2026-04-30")).toBe("❔");
    expect(mark("002594", "2025年资本开支约1868亿元，主要投向欧洲工厂。", "2026-04-30")).toBe("❌");
  });
});

describe("a forum's tag opening a post (【股吧】, 【雪球热帖】) says where the words are from", () => {
  // 宁德时代 close 2025-04-30 224.67元 → 2026-04-30 436.00元; 五粮液 2020-12-31 291.85元 → 97元 now.
  it("reads the post's own claim", () => {
    expect(mark("300750", "【股吧】宁德一年翻了快一倍，从225涨到436，拿住的都赚麻了", "2026-04-30")).toBe("✅");
    expect(mark("000858", "【雪球】五粮液从2020年底的291块跌到现在97块，跌掉三分之二", "2026-04-30")).toBe("✅");
  });

  it("a forum named in the claim is still a mood the data does not hold", () => {
    expect(what("雪球上看空的人越来越多")).not.toBeNull();
    expect(what("股吧里一片哀嚎")).not.toBeNull();
  });
});
