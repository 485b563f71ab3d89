import type { EvidenceItem, Point } from "../debate/debate-types";
import { VERIFICATION_MARK } from "../domain/labels";
import type { ReportBlock, ReportItem } from "../wire/report-document";

/** What a point's item needs from its debate: its evidence (for the periods) and how a reader names points. */
export interface PointContext {
  evidence: ReadonlyMap<string, EvidenceItem>;
  /** A point's name for a reader (point-name.ts): its own and its rebuttal target's, never a raw id. */
  nameOf: (id: string) => string;
}

/**
 * A point as a person reads it in the report (the prompts have their own, terser line: debate/prompts/point-line.ts).
 * The debaters' turns show the point answered and the confidence; the graph roles' runs say whether it is evidence or
 * a counter-point instead.
 */
export function pointItem(p: Point, ctx: PointContext, kind?: "证据" | "反向"): ReportItem {
  const item: ReportItem = {
    text: p.claim,
    label: ctx.nameOf(p.id),
    mark: {
      status: p.verification.status,
      symbol: VERIFICATION_MARK[p.verification.status],
      reason: p.verification.reasons.join("；"),
    },
    citations: p.evidence.map((e) => ({ id: e.id, text: e.quote, period: ctx.evidence.get(e.id)?.period ?? null })),
  };
  if (kind) return { kind, ...item };
  return { ...item, ...(p.rebuts ? { rebuts: ctx.nameOf(p.rebuts) } : {}), confidence: p.confidence };
}

/** Every evidence id cited by any point, in order of first citation, with its item (null: not in the pack). */
export function citedEvidence(points: readonly Point[], evidence: ReadonlyMap<string, EvidenceItem>) {
  const ids: string[] = [];
  for (const p of points) for (const e of p.evidence) if (!ids.includes(e.id)) ids.push(e.id);
  return ids.map((id) => ({ id, item: evidence.get(id) ?? null }));
}

/** 事实证据链: the cited evidence as a table, then the judgements the data contradicts or cannot decide. */
export function evidenceBlocks(points: readonly Point[], ctx: PointContext): ReportBlock[] {
  const cited = citedEvidence(points, ctx.evidence);
  const blocks: ReportBlock[] = [];
  if (cited.length === 0) blocks.push({ kind: "paragraph", text: "（无引用）" });
  else
    blocks.push({
      kind: "table",
      columns: ["编号", "证据原文", "来源", "公开日期"],
      rows: cited.map(({ id, item }) =>
        item
          ? [{ text: id }, { text: item.text }, { text: item.source, url: item.sourceUrl }, { text: item.publicDate }]
          : [{ text: id }, { text: "（不在证据库中：引用无效）" }, { text: "-" }, { text: "-" }],
      ),
    });
  const failed = failedChecks(points, ctx.nameOf);
  if (failed.length) {
    const label = "与数据不符或无法核验的判断";
    blocks.push({ kind: "paragraph", label, text: "（逐条对照截至数据日期已公开的数据）：" });
    blocks.push({ kind: "list", items: failed });
  }
  return blocks;
}

/** The judgements the data contradicts or cannot decide, each with the check's reason: why a point is not ✅. */
function failedChecks(points: readonly Point[], nameOf: (id: string) => string): ReportItem[] {
  return points.flatMap((p) =>
    (p.verification.checks ?? [])
      .filter((c) => c.ok !== true)
      .map((c) => ({ label: nameOf(p.id), text: `${c.ok === null ? "❔ 未能核验" : "⚠️ 不符"}：${c.reason}` })),
  );
}

/** A list of plain lines (risks, notes), or the one line that says there are none. */
export function listBlock(lines: readonly string[], none?: string): ReportBlock {
  const items = lines.length || none === undefined ? lines : [none];
  return { kind: "list", items: items.map((text) => ({ text })) };
}
