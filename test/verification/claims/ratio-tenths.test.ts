import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * Sample figures: 600519 2025 销售毛利率 91.18 %, 销售净利率 50.53 %, ROE 32.53 %; 000858 2019 营业利润 242.46亿 /
 * 营业收入 501.18亿 = 48.38 %; 002594 资产负债率 2025 70.74 %.
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));
const kinds = (ticker: string, claim: string, asOf = "2026-04-30") =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}).map((c) => c.kind);

describe("tenths said of a rate with no change before them", () => {
  it("are its level, bounded as the words before or after them bound it", () => {
    expect(mark("600519", "毛利率超过九成。")).toBe("✅");
    expect(mark("600519", "毛利率不到九成。")).toBe("❌");
    expect(mark("600519", "ROE超过三成。")).toBe("✅");
    // A level broken through (跌破, 突破) is on the far side of it.
    expect(mark("600519", "2025年ROE跌破三成。")).toBe("❌");
    expect(mark("600519", "2025年ROE跌破四成。")).toBe("✅");
    expect(mark("600519", "2025年ROE突破三成。")).toBe("✅");
    expect(mark("600519", "ROE不到两成。")).toBe("❌");
    expect(kinds("600519", "毛利率超过九成。")).toEqual(["level"]);
  });

  it("read 营业利润率 near its level, not as a change of 45 points", () => {
    expect(mark("000858", "营业利润约242亿元，营业利润率接近五成。", "2020-05-15")).toBe("✅");
    expect(mark("000858", "营业利润242亿元，营业利润率接近六成。", "2020-05-15")).toBe("❌");
  });

  it("after a change verb stay the size of the change", () => {
    expect(kinds("600519", "毛利率下降近一成。")).toContain("magnitude");
  });

  it("are not the rate's when a peer's or another quantity's (银行九成的负债率, 相当于…的八成)", () => {
    // Not the rate's 九成: the bank's band (85-95 %) then judges 70.74 % as no bank's normal (borrowed-norm.ts).
    expect(mark("002594", "资产负债率70.74%，和银行九成的负债率一样属于行业常态。")).toBe("❌");
    expect(mark("600519", "2025年分配股利、利润或偿付利息支付的现金约672亿元，相当于归母净利润的八成。")).toBe("✅");
  });

  it("of a rate an industry's norm judges (资产负债率) are its level too, never a change of 70 points", () => {
    // 002594 资产负债率 2025 70.74 %; 600036 2025 90.20 %.
    expect(kinds("002594", "资产负债率超过七成。")).toEqual(["level"]);
    expect(mark("002594", "比亚迪资产负债率超过七成。")).toBe("✅");
    expect(mark("002594", "比亚迪资产负债率超过八成。")).toBe("❌");
    expect(mark("600036", "招商银行资产负债率约九成。")).toBe("✅");
  });

  it("beside a judgement word of the same clause are checked as well as the judgement", () => {
    expect(mark("002594", "比亚迪资产负债率超过七成，偿债压力不容忽视。")).toBe("✅");
    expect(mark("002594", "比亚迪资产负债率超过八成，偿债压力不容忽视。")).toBe("❌");
    // A general company at 61.94 % (300750) is 偏高 but not yet in the 危险区 (≥ 70 %).
    expect(mark("300750", "宁德时代负债率超过六成，已处于危险区。")).toBe("❌");
  });

  it("a half said of a rate is its level (过半, 接近一半), not a change of 50 %", () => {
    expect(mark("600519", "贵州茅台净利率过半。")).toBe("✅");
    expect(mark("600036", "招商银行资产负债率过半。")).toBe("✅");
    expect(mark("600519", "贵州茅台毛利率接近一半。")).toBe("❌");
  });
});

describe("tenths that are no level of the rate", () => {
  // 贵州茅台 毛利率 91.18 %; 招商银行 ROE 13.44 %.
  it("an idiom (一成不变) or a part's source (约一成来自投资收益) is not read as the rate's level", () => {
    expect(mark("600519", "毛利率多年来几乎一成不变。")).not.toBe("❌");
    expect(mark("600036", "ROE约一成来自投资收益。")).not.toBe("✅");
    expect(mark("600519", "ROE三成以上来自高净利率而非杠杆。")).not.toBe("✅");
  });
});

describe("tenths right after a comparison word with no figure (低于两成, 高于八成)", () => {
  it("bound the rate the clause before names", () => {
    // 600519 资产负债率 2025 16.42 %; 600036 90.20 %.
    expect(mark("600519", "资产负债率16.42%，低于两成，总负债也只有498.76亿元。")).toBe("✅");
    expect(mark("600519", "资产负债率16.42%，低于一成。")).toBe("❌");
    expect(mark("600036", "资产负债率90.2%，高于八成。")).toBe("✅");
    expect(mark("600036", "资产负债率90.2%，低于八成半。")).toBe("❌");
  });

  it("bound a growth rate too, but never an amount", () => {
    // 002594 营业总收入 2025 +3.46 %.
    expect(mark("002594", "2025年营收增速低于一成。")).toBe("✅");
    expect(mark("002594", "2025年营收增速高于两成。")).toBe("❌");
    expect(mark("600519", "归母净利润823亿元，低于两成。")).toBe("❔");
  });
});

describe("tenths before 的 and the rate's name", () => {
  it("are the rate's level, not a change's size", () => {
    // 中国平安 资产负债率 2025 89.81 %; 贵州茅台 销售毛利率 2025 91.18 %.
    expect(mark("601318", "平安将近九成的资产负债率，是保险业的常态。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "茅台超过九成的毛利率是定价权的体现。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "茅台不到八成的毛利率是定价权的体现。", "2026-04-30")).toBe("❌");
  });

  it("are a peer group's when the group stands right before them", () => {
    expect(mark("300750", "银行九成的负债率是常态，电池厂不能比。", "2026-04-30")).not.toBe("❌");
    // 宁德时代 资产负债率 2025 61.94 %: the financial institutions' 九成 is not its level.
    expect(mark("300750", "61.94%的负债率在制造业偏高，不能拿金融机构九成的负债率来比。", "2026-04-30")).not.toBe("❌");
  });
});

describe("tenths a financial group owns in a clause that names the company's rate", () => {
  it("are not the company's level", async () => {
    const { parseAssertions } = await import("../../../src/verification/claims/parse-assertions");
    const { tenthsAsLevel } = await import("../../../src/verification/claims/ratio-tenths");
    const read = (t: string) => parseAssertions(t, undefined, { asOf: "2026-04-30" }).map(tenthsAsLevel);
    expect(read("61.94%的负债率不能拿保险业九成来衡量").some((a) => a.level?.word === "九成")).toBe(false);
    expect(read("银行资产负债率在九成左右").some((a) => a.level?.word.includes("九成"))).toBe(false);
    expect(read("负债率已近九成").some((a) => a.level?.word === "近九成")).toBe(true);
  });
});
