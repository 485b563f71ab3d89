import { describe, expect, it } from "vitest";
import type { StatedAssertion } from "../../../src/domain/stated-assertion";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { checkStated } from "../../../src/verification/claims/check-stated";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markWithStated } from "../../../src/verification/claims/stated-agreement";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * A model that states true data beside true prose keeps its ✅: the stated data is read the way the prose checker
 * reads the same words, and the prose is held to it only where the two could disagree. Real figures (the bundled
 * sample): 600519 贵州茅台 归母净利润 2023 747.34亿 → 2024 862.28亿 (+15.38 %) → 2025 823.20亿 (−4.53 %), 2022
 * 627.16亿; 2025 一季度 268.47亿 (+11.56 % as its report states; 2024 一季度 is not stored); 2025 三季度单季 192.24亿.
 * 600036 招商银行 营业总收入 2024 3374.88亿 → 2025 3375.32亿 (+0.01 %); 2026 一季度归母净利 378.52亿. 300750 宁德时代
 * 2026 一季度归母净利润 207.38亿 (+48.5 % yoy), 2025 四季度单季 231.67亿. 601318 中国平安 投资活动现金流量净额 2024
 * −4162.51亿 → 2025 −5599.53亿..
 */
function mark(ticker: string, asOf: string, claim: string, stated: StatedAssertion[]) {
  const facts = sampleFacts(ticker, asOf);
  const parsed = parseAssertions(claim, undefined, { asOf, company: ticker });
  const { checks } = markWithStated(stated, parsed, checkAssertions(parsed, facts), facts);
  return { mark: markOf(checks), reasons: checks.map((c) => `${c.kind}:${c.ok}:${c.reason}`) };
}
const one = (ticker: string, asOf: string, a: StatedAssertion) => checkStated([a], sampleFacts(ticker, asOf));
const MOUTAI = (claim: string, stated: StatedAssertion[]) => mark("600519", "2026-04-30", claim, stated);

describe("a stated size phrase is read as the prose reads it", () => {
  const at = (size: string, period = "2024") => one("600519", "2025-06-30", { metric: "归母净利润", period, size });
  it("its size word, its direction and a hedge before it", () => {
    expect(at("两位数增长")[0]!.ok).toBe(true);
    expect(at("稳健增长")[0]!.ok).toBe(true);
    // +15.38 % is no 大幅 (≥ 20 %), and it was a rise, not a 小幅下滑.
    expect(at("大幅增长")[0]!.ok).toBe(false);
    expect(at("小幅下滑")[0]!.reason).toContain("方向不符");
    expect(at("接近翻倍")[0]!.ok).toBe(false);
  });
  it("a phrase with no size word is its direction alone; a phrase with neither is 未能核验", () => {
    expect(at("增长")[0]!.ok).toBe(true);
    expect(at("下滑")[0]!.ok).toBe(false);
    expect(at("蒸蒸日上")[0]!.ok).toBe(null);
  });
});

describe("a stated size word on a rate", () => {
  it("is measured on the same basis as the prose: 腰斩 halves the rate, 大幅 is in points", () => {
    // 比亚迪 销售净利率 2025年一季度 5.54 % → 2026年一季度 2.67 % (−52 % of the rate, −2.87 points).
    const at = (size: string) => one("002594", "2026-04-30", { metric: "销售净利率", period: "2026Q1", size });
    expect(at("几乎腰斩")[0]!.ok).toBe(true);
    expect(at("大幅下滑")[0]!.ok).toBe(false);
  });
});

describe("a stated year-on-year change of a quarter the data holds no year earlier", () => {
  it("is checked on the year-ago value the report's own YoY implies, as the prose's is", () => {
    const [value, change] = one("600519", "2025-06-30", {
      metric: "归母净利润",
      period: "2025Q1",
      value: 268.47,
      unit: "亿元",
      change: { kind: "pct", value: 11.6 },
    });
    expect(value!.ok).toBe(true);
    expect(change!.ok).toBe(true);
    expect(change!.reason).toContain("报告所载同比推算");
  });
});

describe("a stated direction beside a stated change of the same sign", () => {
  it("is the change's sign, however small; alone, a move inside rounding is no direction", () => {
    const up = { metric: "营业总收入", period: "2025", direction: "up" } as const;
    const both = one("600036", "2026-04-30", { ...up, change: { kind: "pct", value: 0.01 } });
    expect(both.map((c) => c.ok)).toEqual([true, true]);
    expect(one("600036", "2026-04-30", up)[0]!.ok).toBe(false);
  });
});

describe("a stated value or change the prose qualifies", () => {
  it("is read with the prose's 约 / 近 on the same figure", () => {
    const about = { metric: "归母净利润", period: "2024", value: 860, unit: "亿元" } as const;
    expect(MOUTAI("2024年归母净利润约860亿元", [about]).mark).toBe("✅");
    expect(MOUTAI("2024年归母净利润860亿元", [about]).mark).toBe("❌");
    const fell = { metric: "归母净利润", period: "2025", unit: "亿元", change: { kind: "abs", value: -40 } } as const;
    expect(MOUTAI("2025年归母净利润比上年少了约40亿元", [fell]).mark).toBe("✅");
  });
});

describe("a ratio of flows stated for a single quarter", () => {
  it("has no single-quarter reading but the first quarter's (its cumulative report)", () => {
    const q = (period: string) => one("600519", "2025-10-31", { metric: "净资产收益率", period, value: 10, unit: "%" });
    expect(q("2025Q3")[0]!.ok).toBe(null);
    expect(q("2025Q1")[0]!.ok).not.toBe(null);
  });
});

describe("the prose's figures against what was stated", () => {
  it("a stated value of its metric in another period agrees wherever the prose shows it", () => {
    const v = MOUTAI("归母净利润从2023年的747.34亿元增至2024年的862.28亿元，2025年为823.20亿元", [
      { metric: "归母净利润", period: "2023", value: 747.34, unit: "亿元" },
      { metric: "归母净利润", period: "2024", value: 862.28, unit: "亿元" },
      { metric: "归母净利润", period: "2025", value: 823.2, unit: "亿元" },
    ]);
    expect(v.mark, v.reasons.join("\n")).toBe("✅");
  });
  it("a stated value of another period agrees only where the prose gives the figure that period", () => {
    const v = MOUTAI("2025年营业总收入1720.54亿元，归母净利润862.28亿元", [
      { metric: "归母净利润", period: "2024", value: 862.28, unit: "亿元" },
      { metric: "归母净利润", period: "2025", value: 823.2, unit: "亿元" },
    ]);
    expect(v.mark, v.reasons.join("\n")).not.toBe("✅");
  });
  it("a stated change is matched whatever its sign in the prose (少了 39亿 is −39亿)", () => {
    const v = MOUTAI("2025年归母净利润823.20亿元，比上年少了约39亿元", [
      { metric: "归母净利润", period: "2025", value: 823.2, unit: "亿元", change: { kind: "abs", value: -39 } },
    ]);
    expect(v.mark, v.reasons.join("\n")).toBe("✅");
  });
  it("a change the prose checker found true is not held to a stated change of another base (qoq beside yoy)", () => {
    const v = mark("600036", "2026-04-30", "26Q1归母净利378.52亿元，yoy+1.5%、qoq+4.0%", [
      { metric: "归母净利润", period: "2026Q1", value: 378.52, unit: "亿元", change: { kind: "pct", value: 1.5 } },
    ]);
    expect(v.reasons.filter((r) => r.includes("不是结构化断言给出的数值"))).toEqual([]);
  });
  it("a figure the prose checker read as no value of the metric (a gap between two rates) is the prose's", () => {
    const v = MOUTAI("2025年营收1720.54亿元、同比-1.2%，归母净利823.20亿元、同比-4.5%，利润降幅比营收深约3.3个百分点", [
      { metric: "营业总收入", period: "2025", value: 1720.54, unit: "亿元", change: { kind: "pct", value: -1.2 } },
      { metric: "归母净利润", period: "2025", value: 823.2, unit: "亿元", change: { kind: "pct", value: -4.5 } },
    ]);
    expect(
      v.reasons.filter((r) => r.includes("不是结构化断言给出的数值")),
      v.reasons.join("\n"),
    ).toEqual([]);
  });
});

describe("the prose's direction against a stated one", () => {
  it("a clause naming no base speaks of the move from a year earlier, not of a stated move from another base", () => {
    const v = MOUTAI("即便2025年利润小幅回落，823.20亿元的归母净利润较2022年的627.16亿元仍高出约31%", [
      { metric: "归母净利润", period: "2025", base: "2022", change: { kind: "pct", value: 31 } },
    ]);
    expect(
      v.reasons.filter((r) => r.includes("说下降")),
      v.reasons.join("\n"),
    ).toEqual([]);
  });
  it("a 环比 is not the stated year-on-year move", () => {
    const v = mark(
      "300750",
      "2026-04-30",
      "2026年一季度归母净利润207.38亿元，同比增长约48.5%，但较2025年四季度环比回落约10%",
      [{ metric: "归母净利润", period: "2026Q1", value: 207.38, unit: "亿元", change: { kind: "pct", value: 48.5 } }],
    );
    expect(
      v.reasons.filter((r) => r.includes("说下降")),
      v.reasons.join("\n"),
    ).toEqual([]);
  });
  it("a direction the prose checker found true of the data agrees (an outflow that widened is a fall)", () => {
    const v = mark("601318", "2026-04-30", "2025年投资活动现金净流出约5600亿元，较2024年的约4163亿元进一步扩大", [
      { metric: "投资活动现金流量净额", period: "2025", value: -5600, unit: "亿元", direction: "down" },
      { metric: "投资活动现金流量净额", period: "2024", value: -4163, unit: "亿元" },
    ]);
    expect(v.mark, v.reasons.join("\n")).toBe("✅");
  });
});

describe("the prose's period against a stated one", () => {
  it("the same figure stated for two periods: the clause's own is one of them", () => {
    const v = MOUTAI("2024年归母净利润862.28亿元，2025年为823.20亿元", [
      { metric: "归母净利润", period: "2024", value: 862.28, unit: "亿元" },
      { metric: "归母净利润", period: "2025", value: 823.2, unit: "亿元" },
      { metric: "归母净利润", period: "2025", value: 823.2, unit: "亿元", direction: "down" },
    ]);
    expect(
      v.reasons.filter((r) => r.includes("所说的期间")),
      v.reasons.join("\n"),
    ).toEqual([]);
  });
  it("a clause whose years come from its sentence said no period to disagree with", () => {
    const v = mark("600519", "2025-06-30", "每股收益（EPS）68.64元（FY2024），FY2023为59.49元，增长约15.4%", [
      { metric: "基本每股收益", period: "2024", value: 68.64, unit: "元/股", change: { kind: "pct", value: 15.4 } },
      { metric: "基本每股收益", period: "2023", value: 59.49, unit: "元/股" },
    ]);
    expect(
      v.reasons.filter((r) => r.includes("所说的期间")),
      v.reasons.join("\n"),
    ).toEqual([]);
  });
});

describe("what a stated value does not speak for", () => {
  it("an unread word of its clause (低点) stays 未能核验", () => {
    const v = MOUTAI("2025年三季度单季归母净利润192.24亿元，是全年单季利润的低点", [
      { metric: "归母净利润", period: "2025Q3", value: 192.24, unit: "亿元" },
    ]);
    expect(v.mark, v.reasons.join("\n")).toBe("❔");
  });
});
