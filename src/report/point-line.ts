import type { Point } from "../debate/debate-types";
import { VERIFICATION_MARK } from "../domain/labels";
import { mdText } from "./markdown-text";

/**
 * A point as a person reads it in the report (the prompts have their own, terser line: debate/prompts/point-line.ts).
 * The debaters' turns and the graph roles' runs show different parts of a point, so each says what it wants.
 */
export interface ReportPointOptions {
  /** Graph roles: whether the point is the role's evidence or one of its counter-points, leading the line. */
  kind?: "证据" | "反向";
  /** Debater turns: which opponent point this one answers. */
  showRebuttal: boolean;
  /** Debater turns: the confidence the debater gave. */
  showConfidence: boolean;
  /** A point's name for a reader (point-name.ts): its own and its rebuttal target's, never a raw id. */
  nameOf: (id: string) => string;
}

/** "- **多方第1轮论点1** ✅ 已核验（回应：空方第1轮论点2） claim\n  - 引用：E1「quote」；置信度 0.8 — reasons". */
export function pointLine(p: Point, opts: ReportPointOptions): string {
  const lead = opts.kind === undefined ? "-" : `- ${opts.kind}`;
  const rebut = opts.showRebuttal && p.rebuts ? `（回应：${opts.nameOf(p.rebuts)}）` : "";
  const cites = p.evidence.map((e) => `${mdText(e.id)}「${mdText(e.quote)}」`).join("；");
  const confidence = opts.showConfidence ? `；置信度 ${p.confidence}` : "";
  const why = p.verification.reasons.length ? ` — ${mdText(p.verification.reasons.join("；"))}` : "";
  return (
    `${lead} **${opts.nameOf(p.id)}** ${VERIFICATION_MARK[p.verification.status]}${rebut} ${mdText(p.claim)}\n  ` +
    `- 引用：${cites}${confidence}${why}`
  );
}
