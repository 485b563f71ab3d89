import { describe, expect, it } from "vitest";
import { BYD, CATL, CMB, PINGAN, MOUTAI, WULIANGYE, markWithPeers as mark } from "./peer-marks";

describe("a named peer whose facts are given", () => {
  it("reads the peer's own line when the clause names it after the peer (营业收入 beside 营收)", () => {
    // 茅台 2025: 营业收入 1688.38亿元, 营业总收入 1720.54亿元; 比亚迪 2025 营收 8039.65亿元 (4.76 and 4.67 times).
    expect(mark(BYD, "2025年营收8039.65亿元，约为茅台同期营业收入1688.38亿元的4.76倍", [MOUTAI])).toBe("✅");
    expect(mark(BYD, "2025年营收8039.65亿元，约为茅台营业总收入1720.54亿元的4.67倍", [MOUTAI])).toBe("✅");
    expect(mark(BYD, "2025年营收8039.65亿元，约为茅台同期营业收入1688.38亿元的4.2倍", [MOUTAI])).toBe("❌");
    // A figure stated for the peer that is its 营业总收入 under the loose name is read as that line.
    expect(mark(BYD, "2025年营收8039.65亿元，约为茅台同期营业收入1720.54亿元的4.67倍", [MOUTAI])).toBe("✅");
    expect(mark(BYD, "2025年营收8039.65亿元，约为茅台同期营业收入1900亿元的4.2倍", [MOUTAI])).toBe("❌");
  });

  it("checks a ratio to the peer, and the one to 后者 in the same sentence", () => {
    expect(mark(BYD, "比亚迪营收是宁德时代的约1.9倍，利润却不到后者的一半。", [CATL])).toBe("✅");
    expect(mark(BYD, "比亚迪2025年营收8039.65亿元，约为宁德时代的2.5倍。", [CATL])).toBe("❌");
    expect(mark(BYD, "2025年营收8,039.65亿元，不到宁德时代的1.5倍。", [CATL])).toBe("❌");
    expect(mark(MOUTAI, "茅台2025年ROE 32.5%，差不多是招行13.4%的2.4倍。", [CMB])).toBe("✅");
    expect(mark(BYD, "同样是非金融龙头，比亚迪70.7%的负债率是茅台（约16.4%）的四倍多。", [MOUTAI])).toBe("✅");
    expect(mark(MOUTAI, "茅台的资产负债率还不到宁德的五分之一。", [CATL])).toBe("❌");
  });

  it("reads a half after the unit in words: 四成半 is 45 %, 一倍半 1.5 times", () => {
    // 2025: 比亚迪's profit is 45.2 % of 宁德时代's; its revenue 1.897 times.
    expect(mark(BYD, "比亚迪营收是宁德时代的近1.9倍，但利润只有后者的四成半左右，规模没有转化为利润。", [CATL])).toBe(
      "✅",
    );
    expect(mark(BYD, "比亚迪营收是宁德时代的近1.9倍，但利润只有后者的三成半左右。", [CATL])).toBe("❌");
    expect(mark(BYD, "比亚迪2025年营收约为宁德时代的一倍半。", [CATL])).toBe("❌");
  });

  it("an unhedged ratio or gap holds to its rounding only; 约 allows a few per cent", () => {
    // 2025: 比亚迪's revenue is 1.897 times 宁德时代's; its profit 45.2 % of it; 招行 earned 154.03亿元 more than 平安.
    expect(mark(BYD, "比亚迪2025年营收是宁德时代的1.8倍。", [CATL])).toBe("❌");
    expect(mark(BYD, "比亚迪2025年营收是宁德时代的1.9倍。", [CATL])).toBe("✅");
    expect(mark(BYD, "比亚迪2025年归母净利润只有宁德时代的47%。", [CATL])).toBe("❌");
    expect(mark(BYD, "比亚迪2025年归母净利润约为宁德时代的46%。", [CATL])).toBe("✅");
    expect(mark(CMB, "招行2025年归母净利润比中国平安多出160亿元。", [PINGAN])).toBe("❌");
  });

  it("reads the peer as the subject when the company is named after it", () => {
    expect(mark(BYD, "宁德时代2025年营收只有比亚迪的53%左右。", [CATL])).toBe("✅");
    expect(mark(BYD, "宁德时代2025年归母净利润高于比亚迪。", [CATL])).toBe("✅");
    expect(mark(BYD, "宁德时代2025年归母净利润低于比亚迪。", [CATL])).toBe("❌");
    expect(mark(BYD, "宁德时代2025年营收不到比亚迪的一半。", [CATL])).toBe("❌");
  });

  it("checks the peer's own figure stated beside the ratio", () => {
    expect(mark(BYD, "2025年归母净利润326.19亿元，约为宁德时代同期722.01亿元的45%。", [CATL])).toBe("✅");
    expect(mark(BYD, "2025年归母净利润326.19亿元，约为宁德时代同期822.01亿元的45%。", [CATL])).toBe("❌");
  });

  it("reads a peer's short name + 利润 before a level as its level, before a change's size as its change", () => {
    // 比亚迪 2025 归母净利润 326.19亿元, down 18.97 % from 2024.
    expect(mark(CATL, "比亚迪利润2025年为326亿元。", [BYD])).toBe("✅");
    expect(mark(CATL, "比亚迪利润2025年为526亿元。", [BYD])).toBe("❌");
    expect(mark(CATL, "比亚迪利润2025年下降19%。", [BYD])).toBe("✅");
    expect(mark(CATL, "比亚迪利润2025年下降39%。", [BYD])).toBe("❌");
  });

  it("checks a gap in money, in points, and one said again for a second metric", () => {
    expect(mark(CMB, "2025年招行归母净利1,501.8亿元，比平安的1,347.8亿元还多出约154亿元。", [PINGAN])).toBe("✅");
    expect(mark(CATL, "宁德2025年赚了722亿，离茅台的823亿还差100亿左右。", [MOUTAI])).toBe("✅");
    expect(mark(CATL, "宁德2025年赚了722亿，离茅台的823亿还差300亿左右。", [MOUTAI])).toBe("❌");
    expect(mark(CATL, "毛利率26.27%也高出比亚迪8个多百分点。", [BYD])).toBe("✅");
    expect(mark(BYD, "比亚迪2025年营收比宁德多了3800亿左右，利润却少了将近400亿。", [CATL])).toBe("✅");
  });

  // 2025 net margin: 茅台 50.53 %, 招行 44.77 %; gross margin: 宁德时代 26.27 %, 比亚迪 17.74 %.
  it("reads an unsized gap (高出一截, 更低) after a ratio to the peer as the order against that peer", () => {
    expect(mark(MOUTAI, "茅台2025年营收约为招行的一半，净利率却更高。", [CMB])).toBe("✅");
    expect(mark(MOUTAI, "茅台2025年营收约为招行的一半，净利率也低了不少。", [CMB])).toBe("❌");
    expect(mark(BYD, "比亚迪2025年营收约为宁德时代的1.9倍，但毛利率低了一大截。", [CATL])).toBe("✅");
    expect(mark(BYD, "比亚迪2025年营收约为宁德时代的1.9倍，毛利率还高出一截。", [CATL])).toBe("❌");
  });

  it("counter-case: a gap against the company's own year before (较上年, 同比) stays its own change", () => {
    expect(mark(MOUTAI, "茅台2025年营收约为招行的一半，净利率较上年低了约1.7个百分点。", [CMB])).toBe("✅");
    expect(mark(MOUTAI, "茅台2025年营收约为招行的一半，净利率同比低了约4个百分点。", [CMB])).toBe("❌");
  });

  it("checks two values said 分别, each against its company, in the order the names stand", () => {
    expect(mark(CMB, "招行和平安2025年归母净利润分别为1501.81亿元和1347.78亿元。", [PINGAN])).toBe("✅");
    expect(mark(CMB, "平安和招行2025年归母净利润分别为1347.78亿元和1501.81亿元。", [PINGAN])).toBe("✅");
    expect(mark(CMB, "招行和平安2025年归母净利润分别为1347.78亿元和1501.81亿元。", [PINGAN])).toBe("❌");
  });

  it("checks an order, active or passive", () => {
    expect(mark(CMB, "2025年招商银行归母净利润1501.81亿元，高于中国平安的1347.78亿元。", [PINGAN])).toBe("✅");
    expect(mark(CMB, "招行2025年归母净利润低于中国平安，银行赚不过保险。", [PINGAN])).toBe("❌");
    expect(mark(CMB, "招行2025年归母净利不到平安的九成，盈利规模已经被平安反超。", [PINGAN])).toBe("❌");
  });

  it("reads the peer's figures of the year the clause names", () => {
    expect(mark(MOUTAI, "2019年茅台归母净利润412.06亿元，约为五粮液同年的2.4倍。", [WULIANGYE])).toBe("✅");
    expect(mark(MOUTAI, "2019年茅台归母净利润是五粮液的3.4倍。", [WULIANGYE])).toBe("❌");
  });

  it("reads a quarter's comparison on both companies' views of that report period", () => {
    expect(mark(CATL, "2025年前三季度归母净利润是比亚迪同期的2倍。", [BYD])).toBe("✅");
    expect(mark(CATL, "一季度归母净利润是比亚迪同期的3倍。", [BYD])).toBe("❌");
    // 五粮液 holds no 2026 quarter: the gap stays 未能核验.
    expect(mark(MOUTAI, "茅台一季度毛利率89.8%，仍比五粮液同期高出约12个百分点。", [WULIANGYE])).toBe("❔");
  });

  it("reads a peer's own price move on the peer's bars, over the window its sentence names", () => {
    expect(mark(WULIANGYE, "五粮液今年以来跌了8%多，同期茅台还小涨了0.5%。", [MOUTAI])).toBe("✅");
    expect(mark(WULIANGYE, "五粮液今年以来跌了8%多，同期茅台还大涨了15%。", [MOUTAI])).toBe("❌");
    expect(mark(WULIANGYE, "五粮液今年以来跌了8%多，同期茅台还小涨了0.5%。", [])).toBe("❔");
  });

  it("stays 未能核验 when the peer's facts are not given or lack the period, never failed", () => {
    expect(mark(BYD, "比亚迪2025年营收8039.65亿元，约为宁德时代的2.5倍。", [])).toBe("❔");
    // 五粮液's stored reports end in 2019: a 2025 comparison cannot be decided.
    expect(mark(MOUTAI, "茅台2025年归母净利润是五粮液的3.4倍。", [WULIANGYE])).toBe("❔");
  });

  it("does not read a rate, a valuation or a share the data lacks as the level's comparison", () => {
    expect(mark(CATL, "2025年营收4237亿元，营收增速是比亚迪的两倍。", [BYD])).toBe("❔");
    expect(mark(CATL, "2025年营收4237亿元，宁德的份额是比亚迪的两倍还多。", [BYD])).toBe("❔");
    expect(mark(BYD, "2025年营收8039.65亿元，估值却只有宁德的一半。", [CATL])).toBe("❔");
  });

  it("reads a peer's bare percent after a change as the peer's change, and after a level as a level", () => {
    // 2025 营业总收入: 宁德时代 +17.04 %, 比亚迪 +3.46 %; 销售毛利率 比亚迪 17.74 %.
    expect(mark(CATL, "2025年宁德时代营收增长17%，比亚迪3.5%。", [BYD])).toBe("✅");
    expect(mark(CATL, "2025年宁德时代营收增长17%，比亚迪6%。", [BYD])).toBe("❌");
    expect(mark(CATL, "2025年宁德时代毛利率26.3%，比亚迪18%。", [BYD])).toBe("✅");
    // A percent after an amount's level is of another kind: 未能核验, not the peer's revenue.
    expect(mark(CATL, "2025年宁德时代营收4237亿元，比亚迪3.5%。", [BYD])).toBe("❔");
  });

  it("reads 它 after a company as subject as the other company of the sentence", () => {
    // 2025 营业总收入: 比亚迪 8039.65亿元 is 1.90 times 宁德时代's 4237.02亿元.
    expect(mark(CATL, "宁德时代2025年营收4237亿元，比亚迪是它的近两倍。", [BYD])).toBe("✅");
    expect(mark(CATL, "宁德时代2025年营收4237亿元，比亚迪是它的三倍。", [BYD])).toBe("❌");
    expect(mark(BYD, "宁德时代2025年营收4237亿元，比亚迪是它的近两倍。", [CATL])).toBe("✅");
    expect(mark(BYD, "宁德时代2025年营收4237亿元，比亚迪是它的一半。", [CATL])).toBe("❌");
  });
});

/** 宁德时代 2025 营收 +17.04 %, 归母净利润 +42.28 %; 比亚迪 2025 营收 +3.46 %, 归母净利润 −18.97 %. */
describe("a % after the peer of a pace (增速…快于比亚迪的3.46%) is the peer's growth", () => {
  it("is checked as the peer's growth, not as a ratio of the two levels", () => {
    expect(mark(CATL, "2025年营收增速17.04%，快于比亚迪的3.46%。", [BYD])).toBe("✅");
    expect(mark(CATL, "2025年营收增速17.04%，快于比亚迪的13.46%。", [BYD])).toBe("❌");
    expect(mark(BYD, "2025年归母净利润增速-18.97%，远慢于宁德时代的42.28%。", [CATL])).toBe("✅");
  });
  it("counter-case: a share of the peer's level with no pace word is still a ratio", () => {
    // 宁德时代 2025 营收 4237.02亿元 over 比亚迪's 8039.65亿元: 53 %.
    expect(mark(CATL, "2025年营收约为比亚迪的53%。", [BYD])).toBe("✅");
    expect(mark(CATL, "2025年营收约为比亚迪的73%。", [BYD])).toBe("❌");
  });
});

/** A frame ("对比…", "相对…") stands aside only when every peer it names has its facts given. */
describe("a frame naming peers", () => {
  it("frames the comparison with a given peer, not with one the data lacks", () => {
    // 2025 营业总收入: 比亚迪 8039.65亿元, 宁德时代 4237.02亿元.
    expect(mark(BYD, "对比宁德时代，比亚迪营收是宁德时代的约1.9倍。", [CATL])).toBe("✅");
    expect(mark(BYD, "对比宁德时代和丰田，比亚迪营收是宁德时代的约1.9倍。", [CATL])).toBe("❔");
  });
});
