import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { MAGNITUDE_WORDS } from "../../../src/verification/claims/judgement-words";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { extremeWindowOf } from "../../../src/verification/claims/extreme-windows";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/** Comparison words checked on the sample's real figures. */
const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("the gap between a comparison's two sides", () => {
  it("落后约9个pp is the difference of the two growth rates, checked with the comparison", () => {
    // 宁德时代 FY2019: 扣非归母净利润 +25.15 %, 归母净利润 +34.64 % (a gap of 9.49 points).
    const head = "扣非归母净利由31.28亿增至39.15亿（+25.2%），增速落后归母净利约";
    expect(mark("300750", `${head}9个pp。`, "2020-06-30")).toBe("✅");
    expect(mark("300750", `${head}9.5个pct。`, "2020-06-30")).toBe("✅");
    expect(mark("300750", `${head}15个pp。`, "2020-06-30")).toBe("❌");
  });
});

describe("size words", () => {
  it("增长约两成 is within five points of 20 % and keeps its direction", () => {
    // 贵州茅台 销售费用 2023→2024: 46.49亿元 → 56.39亿元 (+21.3 %); 经营现金流 2025Q1→2026Q1 +205 %.
    expect(mark("600519", "销售费用2024年为56.39亿元，同比增长约两成", "2025-04-30")).toBe("✅");
    expect(mark("600519", "销售费用2024年为56.39亿元，同比下降约两成", "2025-04-30")).toBe("❌");
    expect(mark("600519", "2026Q1经营现金流269.10亿，同比增长约两成", "2026-04-30")).toBe("❌");
  });

  it("翻了三倍 is ✅ from +300 %, ❌ under +200 %, undecided between its two readings", () => {
    const rule = MAGNITUDE_WORDS.find((w) => w.word === "翻了三倍");
    expect(rule).toMatchObject({ percent: { min: 300 }, looseMin: 200 });
    // 中国石化 归母净利润 2020→2021: 332.71亿元 → 712.08亿元 (+114 %).
    expect(mark("600028", "FY2021归母净利润712亿，较FY2020翻了一番", "2025-06-13")).toBe("✅");
    expect(mark("600028", "FY2021归母净利润712亿，较FY2020翻了三倍", "2025-06-13")).toBe("❌");
    // 五粮液 归母净利润 2015→2019: +181.77 %, within the hedged ×3 reading (+200 % less the hedge margin).
    expect(mark("000858", "2019年归母净利润较2015年接近翻了三倍", "2020-07-15")).toBe("❔");
  });

  it("翻了N倍 for any N reads as 翻了三倍 does: ❌ under both readings, undecided between them", () => {
    // 比亚迪 归母净利润 2021→2025: 30.45亿元 → 326.19亿元 (+971 %, ×10.7).
    const byd = (claim: string) => mark("002594", claim, "2026-04-30");
    expect(byd("利润从2021年的30.45亿元涨到2025年的326.19亿元，四年翻了二十倍。")).toBe("❌");
    expect(byd("利润从2021年的30.45亿元涨到2025年的326.19亿元，四年翻了五倍多。")).toBe("✅");
    expect(byd("利润从2021年的30.45亿元涨到2025年的326.19亿元，四年翻了十倍。")).toBe("❔");
  });
});

describe("an amount's extreme since a year said as most or least", () => {
  it("最多/最少 and 最大的一年 are the window's highest or lowest", () => {
    // 比亚迪 货币资金 2021 504.57亿, 2022 514.71亿, 2023 1090.94亿, 2024 1027.39亿, 2025 754.25亿.
    const cash = (claim: string) => mark("002594", claim, "2026-04-30");
    expect(cash("2023年末货币资金是2021年以来最多的一年。")).toBe("✅");
    expect(cash("2025年末货币资金754亿，是2021年以来最多的一年。")).toBe("❌");
    expect(cash("2025年末货币资金是2021年以来最大的一年。")).toBe("❌");
    expect(cash("2025年末货币资金754亿，是2021年以来最少的一年。")).toBe("❌");
  });
});

describe("an extreme since a year said as worst or best (最差/最好的一年)", () => {
  it("is the lowest where more is better, the highest where less is", () => {
    // 贵州茅台 经营活动现金流量净额 2025 615.22亿 (2019以来最低 366.99亿); 资产负债率 2025 16.42 %, lowest since 2019.
    expect(mark("600519", "OCF 2025年615亿，是2019年以来最差的一年。", "2026-04-30")).toBe("❌");
    expect(mark("600519", "2025年资产负债率是2019年以来最好的一年。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "2025年资产负债率是2019年以来最差的一年。", "2026-04-30")).toBe("❌");
  });
});

describe("extremes over all stored history", () => {
  it("有数据以来的最高水平 is read like 历史最高", () => {
    expect(extremeWindowOf("仍处于有数据以来的最高水平", [])).toEqual({ extreme: "high", periods: null, since: null });
    expect(extremeWindowOf("上市以来最低", [])).toEqual({ extreme: "low", periods: null, since: null });
  });
});

describe("a denied rise", () => {
  it("谈不上增长 and 不能解读为“增长” hold on a change of nothing, not on real growth", () => {
    // 招商银行 营业总收入 2024→2025 +0.01 %; 归母净利润 +1.2 %.
    expect(mark("600036", "FY2025营收+0.01%，谈不上增长。", "2026-04-30")).toBe("✅");
    expect(mark("600036", "FY2025营收+0.01%，严格说只是持平，不能解读为“增长”。", "2026-04-30")).toBe("✅");
    expect(mark("601318", "2025年营业总收入同比+2.1%，谈不上增长。", "2026-04-30")).toBe("❌");
  });
});

describe("a hedged size word", () => {
  it("几乎腰斩 holds within the hedge margin of a half", () => {
    // 中国平安 归母净利润 2019→2022: 1494.07亿元 → 837.74亿元 (−43.9 %).
    expect(mark("601318", "2022年归母净利润837.74亿，较FY2019几乎腰斩", "2025-04-25")).toBe("✅");
    expect(mark("601318", "2022年归母净利润837.74亿，较FY2019几乎翻倍", "2025-04-25")).toBe("❌");
  });
});

describe("a per cent compared against an amount", () => {
  it("is the amount's growth only with a word of change; else a share the comparison cannot read (❔, never ❌)", () => {
    expect(mark("002594", "研发投入占营收比超过6%。", "2026-04-30")).toBe("❔");
    // 比亚迪 FY2025 营业总收入 +3.46 %.
    expect(mark("002594", "2025年营收同比增长超过3%。", "2026-04-30")).toBe("✅");
  });
});

describe("indicator level words denied or hedged", () => {
  it("尚未跌入30以下的超卖区间 denies the level (the line between), never a ❌ of the word", () => {
    // 贵州茅台 RSI(14) 39.64 on 2026-04-30.
    expect(mark("600519", "RSI(14)约39.6，但尚未跌入30以下的超卖区间", "2026-04-30")).not.toBe("❌");
    expect(mark("600519", "RSI(14)约39.6，还没有进入30下方的超卖区", "2026-04-30")).not.toBe("❌");
    expect(mark("600519", "RSI(14)约39.6，已跌入超卖区间", "2026-04-30")).toBe("❌");
  });

  it("逼近70的超买线 is near the line (its figure between), not over it", () => {
    // 宁德时代 RSI(14) 69.59 on 2025-08-29.
    expect(mark("300750", "RSI(14)约69.6，逼近70的超买线", "2025-08-29")).toBe("✅");
    expect(mark("300750", "RSI(14)约69.6，已进入超买区", "2025-08-29")).toBe("❌");
  });
});
