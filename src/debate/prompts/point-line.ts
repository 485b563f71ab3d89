import type { Point } from "../debate-types";

/**
 * A recorded point as a model reads it in a prompt (the report has its own line for people: report/point-line.ts).
 * - "full": the adversarial debate's turns, where the next move needs the debater's confidence and what the point
 *   rebuts: "bull-t1-p1 [verified] claim（引E1,E3，置信0.8 反驳bear-t1-p2）".
 * - "brief": a graph role's report summarised for a later role: "fin_earnings-t1-p1[verified] claim（引E1）".
 */
export type PointDetail = "full" | "brief";

export function pointLine(p: Point, detail: PointDetail): string {
  const cites = p.evidence.map((e) => e.id).join(",");
  if (detail === "brief") return `${p.id}[${p.verification.status}] ${p.claim}（引${cites}）`;
  const rebuts = p.rebuts === undefined ? "" : ` 反驳${p.rebuts}`;
  return `${p.id} [${p.verification.status}] ${p.claim}（引${cites}，置信${p.confidence}${rebuts}）`;
}
