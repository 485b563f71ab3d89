import { readerTitle } from "../debate/protocols/registry";

/** What a point's name needs to know of the turn that made it (adversarial turns and graph roles' runs alike). */
export interface TurnOfPoint {
  node?: string;
  role: string;
  seq: number;
  round: number;
}

const ID = /^(.+)-t(\d+)-([pc])(\d+)$/;

/**
 * A point as a Chinese reader names it ("多方第1轮论点2", "收益分析师反向论点1"): ids are for machines and links,
 * never for prose. An id no turn made (an LLM's invented target) is named as such rather than shown raw.
 */
export function pointName(id: string, turns: readonly TurnOfPoint[]): string {
  const m = ID.exec(id);
  if (!m) return "未知论点";
  const [, node, seq, kind, n] = m;
  const turn = turns.find((t) => t.seq === Number(seq) && (t.node ?? t.role) === node);
  if (!turn) return "未知论点";
  const who = readerTitle(turn.role) ?? "未知角色";
  const round = turn.round > 0 ? `第${turn.round}轮` : "";
  return `${who}${round}${kind === "c" ? "反向论点" : "论点"}${n}`;
}
