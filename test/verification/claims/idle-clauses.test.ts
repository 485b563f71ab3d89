import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { assertsNothing } from "../../../src/verification/claims/idle-clauses";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/** Headings, position rules, plans, bare concessions and rhetorical questions assert nothing of the data. */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a clause that asserts nothing", () => {
  it("is told by its grammar, not by its words alone", () => {
    for (const t of ["信号日志 04-30", "信号日志 2026-04-30 000858", "但单票仓位不超过5%", "破58止损"])
      expect(assertsNothing(t)).toBe(true);
    for (const t of ["回调到20日线就是机会", "先观察MA60压力", "等出现底背离再说", "即便大涨", "难道增长只是基数低？"])
      expect(assertsNothing(t)).toBe(true);
    for (const t of [
      "收盘跌破58元",
      "即便2025年利润下滑12%",
      "即便需求下滑",
      "仓位较重的基金减持",
      "破位下行",
      "难道2025年增长了5%",
    ])
      expect(assertsNothing(t)).toBe(false);
  });

  it("leaves the point to the clauses that do assert", () => {
    // 贵州茅台 2026-04-30: close 1384.79, 2025 归母净利润 −4.53%; 中国平安 close 59.37.
    expect(mark("600519", "信号日志 04-30｜600519 收1384.79，RSI 39.6。")).toBe("✅");
    expect(mark("600519", "信号日志 04-30｜600519 收1484.79，RSI 39.6。")).toBe("❌");
    expect(mark("600519", "最终决定：低配，但单票仓位不超过5%。依据是2025年归母净利润同比下降约4.5%。")).toBe("✅");
    expect(mark("600519", "最终决定：低配，但单票仓位不超过5%。依据是2025年归母净利润同比增长约4.5%。")).toBe("❌");
    // 比亚迪 2026Q1 归母净利润 −55.38 %: a position held until an event bounds the position, not the profit.
    expect(assertsNothing("利润止跌前建议仓位不超过5%")).toBe(true);
    expect(assertsNothing("利润下滑30%前仓位不超过5%")).toBe(false);
    expect(mark("002594", "比亚迪一季度净利同比降逾五成，利润止跌前建议仓位不超过5%。")).toBe("✅");
    expect(mark("002594", "比亚迪一季度净利同比增长逾五成，利润止跌前建议仓位不超过5%。")).toBe("❌");
    expect(mark("601318", "平安收盘59.37元，破58止损。")).toBe("✅");
    expect(mark("601318", "平安收盘69.37元，破58止损。")).toBe("❌");
    expect(mark("601318", "平安近5日涨约2.6%，回调到20日线就是机会。")).toBe("✅");
    expect(mark("601318", "平安近5日跌约2.6%，回调到20日线就是机会。")).toBe("❌");
  });

  it("still checks an average's value stated inside a plan: only the awaited move is idle", () => {
    // 贵州茅台 2026-04-30 MA20 1433.56.
    expect(mark("600519", "先等站回MA20的1434元再评估")).toBe("✅");
    expect(mark("600519", "先等站回MA20的1600元再评估")).toBe("❌");
    expect(mark("600519", "回调到1434元的20日线就是机会")).toBe("✅");
    expect(mark("600519", "回调到1600元的20日线就是机会")).toBe("❌");
    expect(mark("600519", "等股价突破1600元的MA20再说")).toBe("❌");
  });

  it("keeps a check that read it: a concession's move is still the data's", () => {
    expect(mark("600519", "就算掉了一点，2025年823亿的利润仍是2023年以来的次高。")).toBe("✅");
    expect(mark("600519", "就算涨了一点，2025年823亿的利润仍是2023年以来的次高。")).toBe("❌");
    expect(mark("600036", "难道利润增长只是靠基数？2025年归母净利润1501.81亿元，同比增长约11.2%。")).toBe("❌");
  });
});

describe("a rhetorical question (难道…吗) asserts the opposite of its words", () => {
  it("is 未能核验, whatever its literal reading gives, and the rest of the point is still checked", () => {
    // 贵州茅台 2026Q1 归母净利润 +1.47 %: read literally, 不是在下滑吗 would pass and 还在增长吗 would fail.
    expect(mark("600519", "难道今年一季度净利润不是在下滑吗？")).toBe("❔");
    expect(mark("600519", "难道净利润还在增长吗？一季度净利润同比增长1.5%。")).toBe("❔");
    expect(mark("600519", "难道净利润还在增长吗？一季度净利润同比增长11.5%。")).toBe("❌");
  });
});

/** 宁德时代 2026-04-30: +88.34 % since 2025-04-30's close. */
describe("the crowd's mood about a move (踏空的人太多了) asserts no fact", () => {
  it("leaves the point to the move it follows", () => {
    expect(mark("300750", "宁德一年涨了九成左右，踏空的人太多了。")).toBe("✅");
    expect(mark("300750", "宁德一年涨了三成左右，踏空的人太多了。")).toBe("❌");
  });
  it("counter-case: a count of investors with a figure is not a mood", () => {
    expect(mark("300750", "宁德一年涨了九成左右，踏空的人超过10万。")).not.toBe("✅");
  });
});

/**
 * A verdict on a case (投反对票理由不足), a character weighed in two words (稳健有余、弹性不足) and the writer's own plan
 * at the price (这价格我愿意慢慢攒) name no fact of the data; the figures beside them decide the point.
 * 招商银行 2025: 营业总收入 +0.01 %, 归母净利润 +1.21 %; 中国石化 2024 归母净利润 −16.79 %.
 */
describe("a verdict, a character or the writer's own plan", () => {
  it("asserts nothing, whatever the figures before it", () => {
    for (const t of ["投反对票理由不足", "唱空的依据明显不充分", "防守有余而进攻不足", "这个位置我打算分批买"])
      expect(assertsNothing(t)).toBe(true);
    expect(mark("600036", "营收基本持平、净利润增约1.2%，看空的依据明显不足，给持有。")).toBe("✅");
    expect(mark("600028", "2024年归母净利润同比降约17%，防守有余而进攻不足。")).toBe("✅");
    expect(mark("600036", "净利润增约1.2%，这个估值我会继续拿着。")).toBe("✅");
  });

  it("does not hide a false figure beside it, nor stand alone as a fact", () => {
    expect(mark("600036", "净利润增约12%，看空的依据明显不足，给持有。")).toBe("❌");
    expect(mark("600028", "2024年归母净利润同比增约17%，防守有余而进攻不足。")).toBe("❌");
    expect(mark("600036", "这价格我愿意慢慢攒。")).toBe("❔");
    // A shortfall with a figure is a comparison, checked.
    expect(assertsNothing("净利润不足1000亿元")).toBe(false);
    expect(assertsNothing("我觉得利润增速不足5%")).toBe(false);
  });
});

/** 贵州茅台 资产负债率 2024 19.04 % → 2025 16.42 %; 中国石化 归母净利润 2024 −16.79 %. */
describe("the debate's ruling between its sides (裁定多方略占上风)", () => {
  it("sizes the win, not the change of the metric named before it", () => {
    expect(assertsNothing("裁定多方略占上风")).toBe(true);
    expect(assertsNothing("本轮空方小幅领先")).toBe(true);
    expect(mark("600519", "茅台利润降4.5%，但负债率仅16.42%，裁定多方略占上风。")).toBe("✅");
    expect(mark("600028", "2024年归母净利润同比降约17%，判定空方略胜一筹。")).toBe("✅");
  });

  it("leaves a size said of the metric itself, and a false figure, to be checked", () => {
    expect(assertsNothing("负债率略降")).toBe(false);
    expect(mark("600519", "茅台利润增4.5%，负债率仅16.42%，裁定多方略占上风。")).toBe("❌");
    expect(mark("600028", "2024年归母净利润同比略降，判定空方略胜一筹。")).toBe("❌");
  });
});

describe("figures called no proof (不足为凭, 难以为凭)", () => {
  it("is a verdict on the figures, which are checked in their own clauses", () => {
    expect(assertsNothing("一年的波动不足为凭")).toBe(true);
    expect(assertsNothing("但单一年度的数据不足为证")).toBe(true);
    // 中国石化 归母净利润 2024 −16.79 %.
    expect(mark("600028", "2024年归母净利润降约17%，一年的波动不足为凭。")).toBe("✅");
    expect(mark("600028", "2024年归母净利润增约17%，一年的波动不足为凭。")).toBe("❌");
    expect(assertsNothing("利润不足100亿元")).toBe(false);
  });
});

describe("a valuation view beside a figure (安全边际明显更厚)", () => {
  // 601318's debt ratio moved −0.12 points in 2025: 明显 in the view sizes no metric's change.
  it("asserts nothing, while the figure before it is still checked", () => {
    expect(mark("601318", "中国平安资产负债率89.8%，安全边际明显更厚。")).toBe("✅");
    expect(mark("601318", "中国平安资产负债率95%，安全边际明显更厚。")).toBe("❌");
  });
});

/**
 * A position cap after the way in ("建议逢低分批、单只仓位不高于8%") or spelt 最多/别超过/上限 bounds the holding, not a
 * metric: no check reads its figure as a PE or a growth rate. Holders' own positions (公募持仓比例降至3%) are facts.
 * 招商银行 2026-04-30 PE(TTM) 6.71.
 */
describe("a position cap however it is spelt", () => {
  it("is a rule of the portfolio", () => {
    for (const t of ["建议逢低分批、单只仓位不高于8%", "仓位最多三成", "单票别超过总资金的一成", "总仓位上限20%"])
      expect(assertsNothing(t)).toBe(true);
    for (const t of ["公募持仓比例降至3%", "机构仓位已经超过五成", "分批建仓"]) expect(assertsNothing(t)).toBe(false);
  });

  it("leaves the point to its checked figures", () => {
    expect(mark("600036", "招行PE不到7倍，建议逢低布局，单只仓位别超过8%。")).toBe("✅");
    expect(mark("600036", "招行PE不到5倍，建议逢低布局，单只仓位别超过8%。")).toBe("❌");
  });
});
