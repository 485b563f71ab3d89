import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { assertsNothing } from "../../../src/verification/claims/idle-clauses";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * Verdicts and readings with no figure of their own: on the debate's arguments, advice on what to look at, a party's
 * belief an event signals, an announced event going ahead, a stance on the point's facts. 招商银行 2025 归母净利润
 * +1.21 %, 营收 +0.01 %, PB 0.88; 宁德时代 2026Q1 营收 +52.45 % 同比, −8.18 % 环比; 比亚迪 2026-03-28 2025年度利润分配
 * 方案公告 and 员工持股计划解锁条件未成就公告; 五粮液 2019 归母净利润 +30.02 %, 2018 +38.36 %.
 */
const mark = (ticker: string, claim: string, side?: "bull" | "bear", asOf = "2026-04-30") =>
  markOf(
    checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {
      ...(side ? { side } : {}),
    }),
  );

describe("a verdict on the arguments, or advice on what to look at", () => {
  it("asserts nothing; the figures around it are checked", () => {
    for (const t of [
      "估值论据更站得住",
      "空方的逻辑更有说服力",
      "价格上没有争议",
      "基本面双方各说各话",
      "不能只看同比",
    ])
      expect(assertsNothing(t)).toBe(true);
    for (const t of ["估值更低", "利润没有增长", "不能只看到利润下滑了12%"]) expect(assertsNothing(t)).toBe(false);
    expect(mark("600036", "综合双方：利润+1.21%、营收基本持平，PB约0.88倍，估值论据更站得住。")).toBe("✅");
    expect(mark("600036", "综合双方：利润-1.21%、营收基本持平，PB约0.88倍，估值论据更站得住。")).toBe("❌");
    const rise = "多头引用的一季度营收同比+52.5%没错，但环比去年四季度单季反而降了约8%，不能只看同比。";
    expect(mark("300750", rise, "bear")).toBe("✅");
    expect(mark("300750", rise.replace("约8%", "约18%"), "bear")).toBe("❌");
  });
});

describe("a party's belief an event is read to signal", () => {
  it("is theirs: its level word (低估) is not the writer's claim, and the event is still checked", () => {
    expect(assertsNothing("释放出管理层认为股价低估的信号")).toBe(true);
    expect(assertsNothing("股价明显低估")).toBe(false);
    expect(mark("002594", "3月28日公司发布2025年度利润分配方案公告，彰显管理层对公司前景的信心。")).toBe("✅");
    expect(mark("002594", "3月28日公司发布2025年度回购方案公告，释放出管理层认为股价低估的信号。")).toBe("❔");
  });
});

describe("an announced event said to go ahead (分红安排照常推进)", () => {
  it("restates the notice its sentence checked; a size of it, or no notice, stays open", () => {
    expect(mark("002594", "3月28日公司发布2025年度利润分配方案公告，分红安排照常推进。")).toBe("✅");
    expect(mark("002594", "3月28日公司发布2025年度利润分配方案公告，分红力度显著提升。")).toBe("❔");
    expect(mark("002594", "营收8039.65亿元，分红安排照常推进。")).toBe("❔");
  });
});

describe("an incentive plan by another name (核心人员持股计划)", () => {
  it("is a notice's event: found, it is checked; not among the notices, it is 未能核验", () => {
    expect(mark("002594", "3月28日同一天披露了2025年度分配方案和持股计划解锁条件未成就的公告。")).toBe("✅");
    expect(mark("002594", "3月28日披露了持股计划解锁条件已成就的公告。")).toBe("❌");
    expect(mark("601318", "2026年核心人员持股计划已经启动，将从二级市场买入A股。")).toBe("❔");
  });
});

describe("a stance on the point's facts (这是利好信号)", () => {
  it("passes when the facts read that way, fails against them, and is not an elaboration when unread", () => {
    const asOf = "2020-05-15";
    expect(mark("000858", "2019年利润增速30.02%，比2018年的38.36%慢了8个多点，这是利好信号。", undefined, asOf)).toBe(
      "❔",
    );
    expect(mark("000858", "2019年归母净利润同比增长30.02%，这是利好信号。", undefined, asOf)).toBe("✅");
    expect(mark("000858", "2019年归母净利润同比增长30.02%，这是利空信号。", undefined, asOf)).toBe("❌");
  });
});

describe("a balance sheet called out of balance (失衡)", () => {
  it("reads the leverage as a risk, which a bank's normal ratio refutes", () => {
    expect(mark("600036", "90.20%的负债率说明招行资产负债结构已严重失衡，这是看空的核心论据。", "bear")).toBe("❌");
  });
});

/**
 * A ruling on one side's case named by its topic (空方的利润论据成立, 多方的一季度现金流证据也成立, 利润和现金流都站在
 * 多方一边) names no figure: the point stands on the figures beside it. 贵州茅台 2026-04-17 MACD 死叉, 均线空头排列;
 * 比亚迪 2025 归母净利润 −18.97 %.
 */
describe("a ruling on one side's case", () => {
  it("asserts nothing of its own", () => {
    for (const t of [
      "空方的利润论据成立",
      "多方的一季度现金流证据也成立",
      "空方的估值质疑只部分成立",
      "裁定：多方的利润、现金流数据站得住",
      "利润和现金流都站在多方一边",
    ])
      expect(assertsNothing(t)).toBe(true);
    expect(assertsNothing("空方的利润下滑成立")).toBe(false);
  });

  it("leaves the point to the figures beside it, and alone to 未能核验", () => {
    const t = "裁定：空方的技术面证据成立——均线空头排列、MACD于4月17日死叉；多方的一季度现金流证据也成立。";
    expect(mark("600519", t)).toBe("✅");
    expect(mark("600519", "裁定：空方的技术面证据成立——MACD于4月20日金叉；多方的一季度现金流证据也成立。")).toBe("❌");
    expect(mark("002594", "空方的利润论据成立：2025年净利降约19%。")).toBe("✅");
    expect(mark("002594", "空方的利润论据成立：2025年净利增约19%。")).toBe("❌");
    expect(mark("300750", "裁定：多方的利润、现金流数据站得住，空方关于高位的担忧也成立。")).toBe("❔");
  });
});
