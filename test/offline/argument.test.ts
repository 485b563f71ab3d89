import { describe, expect, it } from "vitest";
import type { EvidenceItem, JudgeTask } from "../../src/debate/debate-types";
import { concession, factOfItem, isStale, notOlder } from "../../src/offline/argument";
import { knowledgeOf } from "../../src/offline/judgement";
import { offlineJudge, staleItems } from "../../src/offline/judge";
import { read } from "../../src/offline/reading";

const item = (id: string, over: Partial<EvidenceItem>): EvidenceItem => ({
  id,
  chunkId: `c-${id}`,
  text: "",
  category: "neutral",
  dimension: "earnings",
  period: "2025-12-31",
  publicDate: "2026-04-17",
  source: "Tushare",
  sourceUrl: null,
  figures: [],
  ...over,
});

// 贵州茅台 in the sample: FY2025 revenue 1720.54亿元 (−1.20 %), FY2024 1741.44亿元.
const rev25 = item("E1", {
  text: "贵州茅台(600519) 2025年报 营业总收入 1720.54亿元",
  figures: [{ label: "营业总收入", value: 1720.54, unit: "亿元" }],
});
const opRev25 = item("E2", {
  text: "贵州茅台(600519) 2025年报 营业收入 1720.54亿元",
  figures: [{ label: "营业收入", value: 1720.54, unit: "亿元" }],
});
const revYoy25 = item("E3", {
  text: "贵州茅台(600519) 2025年报 营业总收入同比-1.20%",
  figures: [{ label: "营业总收入同比", value: -1.2, unit: "%" }],
});
const rev24 = item("E4", {
  text: "贵州茅台(600519) 2024年报 营业总收入 1741.44亿元",
  period: "2024-12-31",
  publicDate: "2025-04-03",
  figures: [{ label: "营业总收入", value: 1741.44, unit: "亿元" }],
});
const q3 = item("E5", {
  text: "贵州茅台(600519) 2025三季报 营业总收入 1309.04亿元",
  period: "2025-09-30",
  publicDate: "2025-10-30",
  figures: [{ label: "营业总收入", value: 1309.04, unit: "亿元" }],
});

describe("one fact, its period, and answers as recent as their target (issue 28)", () => {
  it("counts 营业收入 and 营业总收入 of one year, level or 同比, as one fact; another year is another", () => {
    expect(factOfItem(opRev25)).toBe(factOfItem(rev25));
    expect(factOfItem(revYoy25)).toBe(factOfItem(rev25));
    expect(factOfItem(rev24)).not.toBe(factOfItem(rev25));
  });

  it("reads a report older than the latest the evidence holds as stale: last year's annual, this year's quarters", () => {
    const k = knowledgeOf([rev25, rev24, q3], "2026-04-30");
    expect(isStale(read(rev24, 2025), k)).toBe(true);
    expect(isStale(read(q3, 2025), k)).toBe(true);
    expect(isStale(read(rev25, 2025), k)).toBe(false);
    expect(staleItems([rev25, rev24, q3])).toEqual(new Set(["E4", "E5"]));
  });

  it("answers only with data of the same period or a later one", () => {
    expect(notOlder(rev25, rev24)).toBe(true);
    expect(notOlder(rev24, rev25)).toBe(false);
  });

  it("concedes the target's fact before arguing on, when the checker passes both", () => {
    const k = knowledgeOf([rev25, rev24], "2026-04-30");
    const said = concession(
      "2025年报营业总收入 1720.54亿元，同比减少，成长性存疑",
      "2024年报营业总收入 1741.44亿元",
      "营业总收入 1741.44亿元",
      k,
      100,
    );
    expect(said).toBe("诚然2025年报营业总收入 1720.54亿元，但2024年报营业总收入 1741.44亿元");
    expect(concession("诚然甲，但乙", "丙", "", k, 100)).toBeNull();
  });
});

describe("the offline judge weighs recency (issue 28)", () => {
  const point = (id: string, cites: EvidenceItem, confidence = 0.6) => ({
    id,
    claim: `${id} 的论点`,
    evidence: [{ id: cites.id, quote: cites.text }],
    confidence,
    verification: { status: "verified" as const },
  });
  const turn = (role: "bull" | "bear", seq: number, points: ReturnType<typeof point>[]) => ({
    role,
    seq,
    round: 1,
    points,
  });

  it("weighs a bear's two stale facts at half, and says in the rule text that this changed the stance", () => {
    const task = {
      kind: "judge",
      evidence: [rev25, rev24, q3],
      turns: [
        turn("bull", 1, [point("bull-t1-p1", rev25)]),
        turn("bear", 2, [point("bear-t1-p1", rev24), point("bear-t1-p2", q3)]),
      ],
      hitRate: 1,
    } as unknown as JudgeTask;
    const out = offlineJudge(task);
    expect(out.stance).toBe("neutral");
    expect(out.weighing).toBe("时效加权：早于最新报告期的论据按50%计权（多方0条、空方2条），裁判立场由偏空改为中性");
  });

  it("says nothing of recency when every point is of the latest reports", () => {
    const task = {
      kind: "judge",
      evidence: [rev25, revYoy25],
      turns: [turn("bull", 1, [point("bull-t1-p1", rev25)]), turn("bear", 2, [point("bear-t1-p1", revYoy25)])],
      hitRate: 1,
    } as unknown as JudgeTask;
    expect(offlineJudge(task).weighing).toBeUndefined();
  });
});
