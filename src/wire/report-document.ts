/**
 * The report as one document (`GET /api/debates/:id/report.json`): built once from a debate's public state
 * (src/report/report-document.ts) and rendered by every format - Markdown, plain text, the page's printed report. Its
 * text is plain (never Markdown or HTML): each renderer escapes or lays it out for its medium. Every user-facing string
 * is Chinese; ids appear only as ids (evidence ids in citations, the debate's id).
 */
import { z } from "zod";
import { Scores, Stance, VerificationStatus } from "../debate/debate-types";

/** A point's verification mark: the status, its symbol and word (✅ 已核验), and the checker's Chinese reasons. */
export const ReportMark = z.object({
  status: VerificationStatus,
  symbol: z.string().describe("the mark as readers see it, e.g. ✅ 已核验 / ❔ 未能核验"),
  reason: z.string().describe("the checker's reasons, in Chinese; empty when it gave none"),
});
export type ReportMark = z.infer<typeof ReportMark>;

/** One cited piece of evidence: its id, the words quoted from it and the report period the evidence belongs to. */
export const ReportCitation = z.object({ id: z.string(), text: z.string(), period: z.string().nullable() });
export type ReportCitation = z.infer<typeof ReportCitation>;

/** One line of a list: a risk, a fact, or a point with its mark, citations and the point it answers. */
export const ReportItem = z.object({
  text: z.string(),
  /** Emphasised lead, e.g. a point's name (多方第1轮论点1) or a judgement's. */
  label: z.string().optional(),
  /** A graph role's point: whether it is its evidence (证据) or a counter-point (反向). */
  kind: z.string().optional(),
  mark: ReportMark.optional(),
  /** The point this one answers, named as a reader names it. */
  rebuts: z.string().optional(),
  citations: z.array(ReportCitation).optional(),
  confidence: z.number().optional(),
});
export type ReportItem = z.infer<typeof ReportItem>;

export const ReportCell = z.object({ text: z.string(), url: z.string().nullable().optional() });
export type ReportCell = z.infer<typeof ReportCell>;

/**
 * What a block explains, for a client that shows part of a section on its own: the page's verdict card shows the
 * 评分 section's `why` blocks (the verdict's attribution) and `change` blocks (what the rounds after the opening
 * changed) as the report words them. Renderers of the whole document ignore it.
 */
export const ReportTopic = z.enum(["why", "change"]);
export type ReportTopic = z.infer<typeof ReportTopic>;
const topic = ReportTopic.optional();

const Paragraph = z.object({
  kind: z.literal("paragraph"),
  topic,
  /** Emphasised words that open the paragraph (裁决规则), followed by `text`. */
  label: z.string().optional(),
  text: z.string(),
});
const List = z.object({ kind: z.literal("list"), topic, items: z.array(ReportItem) });
const Table = z.object({
  kind: z.literal("table"),
  topic,
  columns: z.array(z.string()),
  rows: z.array(z.array(ReportCell)),
});
const Leaf = z.discriminatedUnion("kind", [Paragraph, List, Table]);
/** A titled part of a section: one turn of the timeline, one role's run. */
const Group = z.object({ kind: z.literal("group"), topic, title: z.string(), blocks: z.array(Leaf) });

export const ReportBlock = z.discriminatedUnion("kind", [Paragraph, List, Table, Group]);
export type ReportBlock = z.infer<typeof ReportBlock>;
export type ReportLeaf = z.infer<typeof Leaf>;

export const ReportSection = z.object({
  /** Stable for clients: core, timeline, evidence, risks, disputes, then flow, protocol, memory, lookAhead, … */
  id: z.string(),
  /** The five sections every report has are numbered 1-5. */
  number: z.number().int().min(1).max(5).optional(),
  title: z.string(),
  blocks: z.array(ReportBlock),
});
export type ReportSection = z.infer<typeof ReportSection>;

/** A line of the header: 裁决, 状态, 数据截至, … (`strong`: the value is what the reader looks for first). */
export const ReportFact = z.object({
  label: z.string(),
  value: z.string(),
  strong: z.boolean().optional(),
  /** Words after the value, e.g. the quality score after the stance. */
  note: z.string().optional(),
});
export type ReportFact = z.infer<typeof ReportFact>;

export const ReportVerdict = z.object({
  stance: Stance,
  stanceZh: z.string(),
  scores: Scores,
  scoresAre: z.string().describe("what the 辩论质量 scores measure (not the direction's probability)"),
  probability: z.string().describe("where the calibrated probability of the direction is read"),
  rule: z.string(),
  confidence: z.string(),
  coreConclusion: z.string(),
  risks: z.array(z.string()),
  disputeFocus: z.array(z.string()),
});
export type ReportVerdict = z.infer<typeof ReportVerdict>;

export const ReportDocument = z
  .object({
    disclaimer: z.string(),
    id: z.string(),
    ticker: z.string(),
    companyName: z.string(),
    protocol: z.string(),
    status: z.string(),
    asOf: z.string(),
    title: z.string(),
    facts: z.array(ReportFact),
    verdict: ReportVerdict.nullable(),
    hitRate: z.number(),
    sections: z.array(ReportSection),
    usage: z
      .looseObject({ calls: z.number(), promptTokens: z.number(), completionTokens: z.number() })
      .describe("the model usage as recorded (the 用量 section words it)"),
    errors: z
      .array(z.object({ at: z.string(), step: z.string(), round: z.number().optional(), message: z.string() }))
      .describe("what went wrong, as recorded (often the provider's English), for the audit"),
  })
  .meta({ id: "Report" });
export type ReportDocument = z.infer<typeof ReportDocument>;
