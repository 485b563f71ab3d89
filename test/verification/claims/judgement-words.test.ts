import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const checks = (ticker: string, claim: string, asOf = "2026-04-30", side?: "bull" | "bear") =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), { side });
const mark = (ticker: string, claim: string, asOf = "2026-04-30") => markOf(checks(ticker, claim, asOf));

describe("a finished move written with 了 (降了, 低了, 高了, 涨了, 跌了)", () => {
  it("is a direction against the base named before it", () => {
    // 宁德时代 ROE 2018 11.75 % → 2019 12.78 %.
    expect(mark("300750", "2019年ROE 12.78%，比2018年的11.75%降了1个多点。")).toBe("❌");
    expect(mark("300750", "2019年ROE 12.78%，比2018年的11.75%高了1个多点。")).toBe("✅");
    expect(mark("300750", "2019年ROE 12.78%，比2018年的11.75%反而低了。")).toBe("❌");
  });
  it("against another company's name it is a peer gap the data cannot decide", () => {
    expect(mark("002594", "比亚迪的毛利率比特斯拉低了大约2个点。")).toBe("❔");
  });
});

describe("a clause before a turn (却, 但, 不过)", () => {
  it("is conceded: its direction is checked, but it does not count against the side's stance", () => {
    // 宁德时代 2024: 营业总收入 -9.7 %, 归母净利润 +15 %.
    const failed = (claim: string) =>
      checks("300750", claim, "2026-04-30", "bull")
        .filter((c) => c.ok === false)
        .map((c) => c.kind);
    expect(failed("2024年收入降了，增长乏力。")).toEqual(["polarity"]);
    for (const claim of ["2024年收入降了，利润却在涨。", "2024年收入降了，但利润在涨。"]) {
      expect(failed(claim)).toEqual([]);
      expect(checks("300750", claim, "2026-04-30", "bull").some((c) => c.kind === "direction" && c.ok)).toBe(true);
    }
  });
});

describe("growth called proven, however the proving is worded", () => {
  it("成长性得到确认/获得证实 needs more than a rounding error", () => {
    // 招商银行 前三季度归母净利润 2024 1131.84亿 → 2025 1137.72亿 (+0.52 %); 宁德时代 2026Q1 +48.5 %.
    for (const w of ["成长性得到确认", "成长性获得证实", "成长性得到验证"]) {
      expect(mark("600036", `前三季度归母净利润同比+0.5%，${w}。`, "2025-11-30")).toBe("❌");
      expect(mark("300750", `一季度归母净利润同比增长48%，${w}。`)).toBe("✅");
    }
  });
});

describe("a move the other way than expected (不降反升, 不增反降) and one conceded after 虽", () => {
  it("is one direction word: its 不 denies nothing", () => {
    // 宁德时代 资产负债率 2024 65.24 % → 2025 61.94 %.
    expect(mark("300750", "资产负债率61.94%，较2024年末不降反升。")).toBe("❌");
    expect(mark("300750", "资产负债率61.94%，较2024年末不升反降。")).toBe("✅");
    // 宁德时代 2024: 营业总收入 4009.17 → 3620.13亿元, 归母净利润 441.21 → 507.45亿元.
    expect(mark("300750", "2024年营业总收入不增反降，归母净利润却不减反增。", "2025-04-30")).toBe("✅");
  });

  it("反升 / 反降 say the turn short: the way after 反 is the direction", () => {
    expect(mark("300750", "资产负债率61.94%，较2024年末的65.24%反升约3.3个百分点。")).toBe("❌");
    expect(mark("300750", "资产负债率61.94%，较2024年末的65.24%反降约3.3个百分点。")).toBe("✅");
    // 招商银行 归母净利润 2024 1483.91亿 → 2025 1501.81亿 (+1.21 %).
    expect(mark("600036", "2025年归母净利润反增约1%。")).toBe("✅");
    expect(mark("600036", "2025年归母净利润反减约1%。")).toBe("❌");
  });

  it("虽降 / 虽增 concede a move that is still checked", () => {
    expect(mark("300750", "2024年收入虽降，归母净利仍增长约15%至507.45亿元。", "2025-04-30")).toBe("✅");
    expect(mark("300750", "2024年收入虽增，归母净利却下滑。", "2025-04-30")).toBe("❌");
  });
});

/** 贵州茅台: 归母股东权益 2023 2156.69 → 2024 2331.06亿元; 货币资金 2024 592.96 → 2025 516.91亿元. */
describe("a stock that accumulates (积累) grows", () => {
  it("is read as a rise of the metric it names", () => {
    expect(mark("600519", "股东权益稳步积累，2024年归母股东权益2331.06亿元。")).toBe("✅");
    expect(mark("600519", "2025年末现金516.91亿元，较上年继续积累。")).toBe("❌");
  });
  it("counter-case: a clause naming no metric is not judged on the one before", () => {
    expect(mark("600519", "2025年末现金516.91亿元，品牌经验持续积累。")).not.toBe("❌");
  });
});

describe("覆盖不了 and 覆盖不住 say the cover falls short (A < B)", () => {
  // 贵州茅台 2025: 自由现金流 583.95亿元, 分配股利、利润或偿付利息支付的现金 672.42亿元.
  it("holds when the first is below the second and fails otherwise", () => {
    expect(mark("600519", "2025年自由现金流约584亿元，仍覆盖不了672亿的分红支出。")).toBe("✅");
    expect(mark("600519", "2025年自由现金流约584亿元，覆盖不住400亿元的分红支出。")).toBe("❌");
  });
});
