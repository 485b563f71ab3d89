import type { Assertion } from "./parse-assertions";

/**
 * The way a clause's own figures say its metric moved, when no direction word does: a signed rate ("同比-33.5%",
 * "营收同比+52.4%"), a rate after a one-character move ("同比增48.5%", "同比降4.5%"), or a level from one figure to
 * another ("从862亿降到823亿", "ROE从14.49%到13.44%"). Used to read a point's reading of its facts (point-stance.ts),
 * never to check the move: the figures are checked on their own.
 */
const ONE_CHAR_MOVE = /([增涨升])|([降减跌])/;
const FROM_TO = /[从由][^，,。；;]*?(?:到|至)/;

export function statedMove(a: Assertion): "up" | "down" | null {
  if (!a.metric || a.direction) return null;
  const own = a.figures.filter((f) => f.role === "metric" && f.metric === a.metric);
  // A rate: its sign, or the move character right before it (after 同比/环比/较上年…).
  const rate = own.find(
    (f) => f.n.kind === "percent" && f.n.value !== 0 && /同比|环比|yoy|增速|较上年|比上年/i.test(a.text),
  );
  if (rate) {
    if (rate.n.value < 0 || /^\s*\+/.test(rate.n.raw)) return rate.n.value > 0 ? "up" : "down";
    const before = ONE_CHAR_MOVE.exec(a.read.slice(Math.max(0, rate.n.index - 2), rate.n.index));
    if (before) return before[1] ? "up" : "down";
  }
  // From one level to another of the same kind: the second figure against the first.
  const levels = own.filter((f) => !f.change).sort((x, y) => x.n.index - y.n.index);
  if (levels.length === 2 && FROM_TO.test(a.read)) {
    const [x, y] = levels as [(typeof levels)[0], (typeof levels)[0]];
    if (x.n.kind === y.n.kind && x.n.unit === y.n.unit && x.n.value !== y.n.value)
      return y.n.value > x.n.value ? "up" : "down";
  }
  return null;
}
