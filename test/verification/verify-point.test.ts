import { describe, expect, it } from "vitest";
import type { ChunkFigure } from "../../src/db/schema";
import type { EvidenceItem, PointOutput } from "../../src/debate/debate-types";
import type { VerifyContext } from "../../src/verification/verify-context";
import { normalizeForQuote, verifyPoint } from "../../src/verification/verify-point";

function item(
  id: string,
  text: string,
  period: string | null,
  figures: ChunkFigure[],
  publicDate = "2025-04-03",
): EvidenceItem {
  return {
    id,
    chunkId: `600519-${id}`,
    text,
    category: "growth",
    dimension: "earnings",
    period,
    publicDate,
    source: "东方财富F10",
    sourceUrl: null,
    figures,
  };
}

const revenue2024 = item(
  "E1",
  "贵州茅台(600519) 2024年报 营业总收入 1741.44亿元，同比+15.66%（东方财富F10，披露 2025-04-03）",
  "2024-12-31",
  [
    { label: "营业总收入", value: 174144069958.25, unit: "元" },
    { label: "营业总收入同比", value: 15.66, unit: "%" },
  ],
);
const revenue2023 = item(
  "E3",
  "贵州茅台(600519) 2023年报 营业总收入 1505.60亿元，同比+18.04%（东方财富F10，披露 2024-04-03）",
  "2023-12-31",
  [
    { label: "营业总收入", value: 150560330316.45, unit: "元" },
    { label: "营业总收入同比", value: 18.04, unit: "%" },
  ],
  "2024-04-03",
);
const eps2024 = item(
  "E6",
  "贵州茅台(600519) 2024年报 基本每股收益 68.64元/股（东方财富F10，披露 2025-04-03）",
  "2024-12-31",
  [{ label: "基本每股收益", value: 68.64, unit: "元/股" }],
);
const margin2023 = item(
  "E7",
  "贵州茅台(600519) 2023年报 销售毛利率 91.96%（东方财富F10，披露 2024-04-03）",
  "2023-12-31",
  [{ label: "销售毛利率", value: 91.96, unit: "%" }],
);
const margin2024 = item(
  "E8",
  "贵州茅台(600519) 2024年报 销售毛利率 91.93%（东方财富F10，披露 2025-04-03）",
  "2024-12-31",
  [{ label: "销售毛利率", value: 91.93, unit: "%" }],
);
const cost2023 = item(
  "E9",
  "贵州茅台(600519) 2023年报 营业成本 118.67亿元（东方财富F10，披露 2024-04-03）",
  "2023-12-31",
  [{ label: "营业成本", value: 11867273851.78, unit: "元" }],
);
const cost2024 = item(
  "E10",
  "贵州茅台(600519) 2024年报 营业成本 139.40亿元（东方财富F10，披露 2025-04-03）",
  "2024-12-31",
  [{ label: "营业成本", value: 13939587590.07, unit: "元" }],
);
const research = item("E11", "贵州茅台(600519) 2024年报 研发费用 2.35亿元（公司年报，披露 2025-04-03）", "2024-12-31", [
  { label: "研发费用", value: 23500.5, unit: "万元" },
]);
// Announcement chunks may carry no structured figures: what their text says is still evidence.
const buyback = item(
  "E5",
  "贵州茅台(600519) 2025-01-10 公告：关于以集中竞价交易方式回购股份的方案，回购金额不低于30亿元且不超过60亿元",
  null,
  [],
  "2025-01-10",
);

const pack = new Map(
  [revenue2024, revenue2023, eps2024, margin2023, margin2024, cost2023, cost2024, research, buyback].map((e) => [
    e.id,
    e,
  ]),
);

const ctx: VerifyContext = {
  tickerFigures: [
    { label: "归母净利润", value: 86228146421.62, unit: "元" },
    { label: "归母净利润同比", value: 15.38, unit: "%" },
  ],
  years: new Set([2022, 2023, 2024, 2025]),
  banned: [],
};

function point(claim: string, evidence: { id: string; quote: string }[]): PointOutput {
  return { claim, evidence, confidence: 0.8 };
}

const quoteE1 = { id: "E1", quote: "营业总收入 1741.44亿元，同比+15.66%" };

describe("verifyPoint: a well-supported point", () => {
  it("is verified when every number comes from the cited chunk", () => {
    const v = verifyPoint(point("2024年营业总收入1741.44亿元，同比增长15.66%，增长动能强劲", [quoteE1]), pack, ctx);
    expect(v).toEqual({ status: "verified", reasons: [] });
  });

  it("accepts a number from the ticker's other figures", () => {
    const v = verifyPoint(point("营收增长15.66%的同时归母净利润达862.28亿元", [quoteE1]), pack, ctx);
    expect(v.status).toBe("verified");
  });

  it("ignores dates and small counts", () => {
    const v = verifyPoint(point("2025-04-03披露的年报给出3个增长信号：营收1741.44亿元", [quoteE1]), pack, ctx);
    expect(v).toEqual({ status: "verified", reasons: [] });
  });
});

describe("verifyPoint: citation alignment", () => {
  it("is invalid when no cited id is in the side's pack", () => {
    const v = verifyPoint(point("营收1741.44亿元", [{ id: "E99", quote: "营业总收入 1741.44亿元" }]), pack, ctx);
    expect(v.status).toBe("invalid");
    expect(v.reasons).toContain("引用E99不在本方证据包中");
  });

  it("is doubtful, naming the stray id, when only some cited ids are in the pack", () => {
    const v = verifyPoint(point("营收1741.44亿元", [quoteE1, { id: "E42", quote: "营业总收入" }]), pack, ctx);
    expect(v.status).toBe("doubtful");
    expect(v.reasons).toEqual(["引用E42不在本方证据包中"]);
  });
});

describe("verifyPoint: quotes", () => {
  it("is doubtful when a quote is not in the cited text", () => {
    const v = verifyPoint(point("营收稳健增长", [{ id: "E1", quote: "营业总收入创历史新高" }]), pack, ctx);
    expect(v).toEqual({ status: "doubtful", reasons: ["E1引文与原文不符"] });
  });

  it("ignores whitespace, punctuation, full-width forms and case", () => {
    const v = verifyPoint(
      point("营收稳健增长", [{ id: "E1", quote: "营业总收入1741.44亿元,同比＋１５．６６％(东方财富f10" }]),
      pack,
      ctx,
    );
    expect(v).toEqual({ status: "verified", reasons: [] });
  });

  it("still tells 1741.44 from 174144 after dropping punctuation", () => {
    expect(normalizeForQuote("1,741.44亿元！")).toBe("1741.44亿元");
    expect(normalizeForQuote("营业总收入 1741.44亿元").includes(normalizeForQuote("1744亿元"))).toBe(false);
  });

  it("rejects a quote that is only punctuation", () => {
    const v = verifyPoint(point("营收稳健增长", [{ id: "E1", quote: "，。" }]), pack, ctx);
    expect(v.status).toBe("doubtful");
    expect(v.reasons).toEqual(["E1引文与原文不符"]);
  });
});

describe("verifyPoint: numbers", () => {
  it("flags a number that no cited figure supports, naming it", () => {
    const v = verifyPoint(point("2024年营收同比下降18%，增长失速", [quoteE1]), pack, ctx);
    expect(v.status).toBe("doubtful");
    expect(v.reasons).toHaveLength(1);
    expect(v.reasons[0]).toContain("18%");
    expect(v.reasons[0]).toMatch(/在所引证据中找不到$/);
  });

  it("does not accept a percent with its sign flipped", () => {
    expect(verifyPoint(point("营收同比下降15.66%", [quoteE1]), pack, ctx).status).toBe("doubtful");
    expect(verifyPoint(point("营收同比-15.66%", [quoteE1]), pack, ctx).status).toBe("doubtful");
  });

  it("accepts rounding within the shown precision", () => {
    expect(verifyPoint(point("营收约1741亿元", [quoteE1]), pack, ctx).status).toBe("verified");
    expect(verifyPoint(point("营收1741.4亿元", [quoteE1]), pack, ctx).status).toBe("verified");
    expect(verifyPoint(point("营收超1700亿，同比增长15.7%", [quoteE1]), pack, ctx).status).toBe("doubtful");
    expect(verifyPoint(point("营收同比增长15.7%", [quoteE1]), pack, ctx).status).toBe("verified");
    expect(verifyPoint(point("营收同比增长约16%", [quoteE1]), pack, ctx).status).toBe("verified");
    expect(verifyPoint(point("营收规模达0.17万亿元", [quoteE1]), pack, ctx).status).toBe("verified");
  });

  it("rejects a figure outside the shown precision", () => {
    const v = verifyPoint(point("营收1741.5亿元", [quoteE1]), pack, ctx);
    expect(v).toEqual({ status: "doubtful", reasons: ["数字“1741.5亿元”在所引证据中找不到"] });
    expect(verifyPoint(point("营收1742亿元", [quoteE1]), pack, ctx).status).toBe("doubtful");
    // Truncating 15.66 to 15.6 is not rounding it.
    expect(verifyPoint(point("营收同比增长15.6%", [quoteE1]), pack, ctx).status).toBe("doubtful");
  });

  it("converts 万元 and 亿元 both ways", () => {
    const quote = { id: "E11", quote: "研发费用 2.35亿元" };
    expect(verifyPoint(point("研发费用2.35亿元", [quote]), pack, ctx).status).toBe("verified");
    expect(verifyPoint(point("研发费用23,500万元", [quote]), pack, ctx).status).toBe("verified");
    expect(verifyPoint(point("研发费用235,005,000元", [quote]), pack, ctx).status).toBe("verified");
    expect(verifyPoint(point("研发费用2.53亿元", [quote]), pack, ctx).status).toBe("doubtful");
    expect(verifyPoint(point("营收174,144,069,958元", [quoteE1]), pack, ctx).status).toBe("verified");
  });

  it("checks per-share figures and multiples by their own unit", () => {
    const quote = { id: "E6", quote: "基本每股收益 68.64元/股" };
    expect(verifyPoint(point("每股收益68.64元", [quote]), pack, ctx).status).toBe("verified");
    expect(verifyPoint(point("基本每股收益达68.6元/股", [quote]), pack, ctx).status).toBe("verified");
    expect(verifyPoint(point("每股收益68.46元", [quote]), pack, ctx).status).toBe("doubtful");
    // 68.64 as a percent is not the per-share figure.
    expect(verifyPoint(point("营收占比68.64%", [quote]), pack, ctx).status).toBe("doubtful");
  });

  it("accepts a change computed between two cited periods of the same line", () => {
    const margins = [
      { id: "E7", quote: "2023年报 销售毛利率 91.96%" },
      { id: "E8", quote: "2024年报 销售毛利率 91.93%" },
    ];
    expect(verifyPoint(point("毛利率同比下降0.03个百分点，依旧维持高位", margins), pack, ctx).status).toBe("verified");
    expect(verifyPoint(point("毛利率同比提升0.03个百分点", margins), pack, ctx).status).toBe("doubtful");
    const costs = [
      { id: "E9", quote: "营业成本 118.67亿元" },
      { id: "E10", quote: "营业成本 139.40亿元" },
    ];
    // (139.40 / 118.67 − 1) = 17.46%: stated in neither chunk, computed from both.
    expect(verifyPoint(point("营业成本同比增长17.46%，快于营收", costs), pack, ctx).status).toBe("verified");
    expect(
      verifyPoint(point("营业成本同比增长17.46%", [costs[1] as { id: string; quote: string }]), pack, ctx).status,
    ).toBe("doubtful");
  });

  it("accepts numbers that the cited text states without structured figures", () => {
    const quote = { id: "E5", quote: "回购金额不低于30亿元且不超过60亿元" };
    expect(verifyPoint(point("公司拟回购30亿至60亿元股份，彰显信心", [quote]), pack, ctx).status).toBe("verified");
    const v = verifyPoint(point("公司拟回购100亿元股份", [quote]), pack, ctx);
    expect(v).toEqual({ status: "doubtful", reasons: ["数字“100亿元”在所引证据中找不到"] });
  });

  it("requires years to be within the ticker's periods", () => {
    const v = verifyPoint(point("2019年以来营收1741.44亿元", [quoteE1]), pack, ctx);
    expect(v.status).toBe("doubtful");
    expect(v.reasons).toEqual(["年份“2019年”不在该股票的数据期间内"]);
    expect(verifyPoint(point("FY2024营收1741.44亿元", [quoteE1]), pack, ctx).status).toBe("verified");
  });

  it("lists every problem once, citation first", () => {
    const v = verifyPoint(
      point("营收同比下降18%，再下降18%", [
        { id: "E1", quote: "营收暴跌" },
        { id: "E77", quote: "x" },
      ]),
      pack,
      ctx,
    );
    expect(v.status).toBe("doubtful");
    expect(v.reasons).toEqual(["引用E77不在本方证据包中", "E1引文与原文不符", "数字“下降18%”在所引证据中找不到"]);
  });
});
