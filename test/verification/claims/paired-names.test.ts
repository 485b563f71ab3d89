import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { PAIRED_AT, pairedNames } from "../../../src/verification/claims/paired-names";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("分别 pairs its figures with the metrics named just before it", () => {
  it("the names of the clause before, or one from each clause before, are written before 分别", () => {
    expect(pairedNames(["营业总收入1720.54亿元", "归母净利润823.20亿元", "同比分别下降1.20%和4.53%"])[2]).toBe(
      "同比营业总收入、归母净利润分别下降1.20%和4.53%",
    );
    expect(pairedNames(["营收、利润双双下滑", "分别为837.51亿元(-3.09%)和372.86亿元(-2.08%)"])[1]).toBe(
      "营收、利润分别为837.51亿元(-3.09%)和372.86亿元(-2.08%)",
    );
    // A clause naming its own metric, or as many figures as names nowhere before it, is left as written.
    expect(pairedNames(["营收1720亿元", "净利润分别增长1%和2%"])[1]).toBe("净利润分别增长1%和2%");
    expect(pairedNames(["营收1720亿元", "分别增长1%和2%"])[1]).toBe("分别增长1%和2%");
    // A clause that pairs its figures with two periods takes no names: its figures are one metric's, by period.
    expect(pairedNames(["营收、利润双双下滑", "2024年、2025年分别为1741亿元和1720亿元"])[1]).toBe(
      "2024年、2025年分别为1741亿元和1720亿元",
    );
    expect(pairedNames(["营收、利润双双下滑", "一季度和二季度分别为1%和2%"])[1]).toBe("一季度和二季度分别为1%和2%");
  });

  it("each change is checked against its own metric; a rate in brackets goes with its item", () => {
    const claim = "贵州茅台2025年实现营业总收入1720.54亿元，归母净利润823.20亿元，同比分别下降1.20%和4.53%。";
    expect(mark("600519", claim)).toBe("✅");
    expect(mark("600519", claim.replace("4.53%", "14.53%"))).toBe("❌");
    const listed = "招行营收、利润：2025年一季度分别为837.51亿元（-3.09%）和372.86亿元（-2.08%）。";
    expect(mark("600036", listed)).toBe("✅");
    expect(mark("600036", listed.replace("-2.08%", "-12.08%"))).toBe("❌");
  });

  it("a clause whose figure is bound to a weak name it opens with is about that metric, as is the clause after", () => {
    expect(mark("600036", "3Q25单季营收815亿，YoY +2.1%；单季利润388亿，YoY +1%。")).toBe("✅");
  });

  it("reaches back only across clauses with no figures and no topic of their own, never into a price clause", () => {
    // "股价表现平平" stands between: the windows' moves are the share price's, not 营收's and 归母净利润's.
    const claim = "2025年营收1720.54亿元、归母净利润823.20亿元，股价表现平平，近5日和近20日分别下跌2%和5%";
    expect(pairedNames(claim.split("，"))[2]).toBe("近5日和近20日分别下跌2%和5%");
    expect(pairedNames(["营收、利润双双下滑", "股价表现平平", "分别下跌2%和5%"])[2]).toBe("分别下跌2%和5%");
    expect(pairedNames(["营收、利润双双下滑", "其中约500亿元来自海外", "分别下跌2%和5%"])[2]).toBe("分别下跌2%和5%");
    // A clause between with no figure and no topic of its own keeps the pair.
    expect(pairedNames(["营收、利润双双下滑", "2018年双双创新高", "分别增长2%和5%"])[2]).toBe(
      "营收、利润分别增长2%和5%",
    );
    expect(mark("600519", claim)).toBe("✅");
  });

  it("对应 before figures pairs as 分别 does, read by the same words where the names were written", () => {
    const claim = "2024年营业总收入、归母净利润双双创新高，对应1741.4亿元与862.3亿元";
    expect(pairedNames(claim.split("，"))[1]).toBe("营业总收入、归母净利润对应1741.4亿元与862.3亿元");
    expect(PAIRED_AT.test("营业总收入、归母净利润对应1741.4亿元与862.3亿元")).toBe(true);
    expect(PAIRED_AT.test("与之相对应的是渠道库存")).toBe(false);
    expect(mark("600519", claim)).toBe("✅");
    expect(mark("600519", claim.replace("1741.4", "1841.4"))).toBe("❌");
  });

  it("a clause opening with only the size its figures are (降幅分别为) takes the names before that size word", () => {
    // 比亚迪 2026Q1 营业总收入 −11.82 %, 归母净利润 −55.38 %.
    const claim = (x: string, y: string) => `一季度收入、利润双降，降幅分别为${x}与${y}。`;
    expect(pairedNames(["一季度收入、利润双降", "降幅分别为11.8%与55.4%"])[1]).toBe("收入、利润降幅分别为11.8%与55.4%");
    expect(mark("002594", claim("11.8%", "55.4%"))).toBe("✅");
    expect(mark("002594", claim("55.4%", "11.8%"))).toBe("❌");
  });
});

// 贵州茅台 归母净利润增速 2021 +12.34 %, 2022 +19.55 %, 2023 +19.16 %; 营业总收入增速 2022 +16.5 %, 2023 +18.0 %,
// 2024 +15.7 % (list-pairs.ts).
describe("a 、-run of rates after 增速 over a span of as many years", () => {
  it("pairs the rates with the span's years in order, as 分别 would", () => {
    expect(mark("600519", "2021至2023年归母净利润增速约12.3%、19.6%、19.2%，连续三年超过10%。")).toBe("✅");
    expect(mark("600519", "2021至2023年归母净利润增速约12.3%、25.6%、19.2%，连续三年超过10%。")).toBe("❌");
    expect(mark("600519", "2022-2024年营业总收入增速为16.5%、18.0%、15.7%。")).toBe("✅");
    expect(mark("600519", "2022-2024年营业总收入增速为16.5%、15.7%、18.0%。")).toBe("❌");
  });

  it("a run of a different length than the span stays unpaired and does not pass", () => {
    expect(mark("600519", "2021至2023年归母净利润增速约12.3%、19.2%。")).not.toBe("✅");
  });
});
