/** Nouns of a burden the company carries: their rise is adverse news, their fall favourable. */
const BURDENS = ["压力", "风险", "隐患", "负担"];
const RISES = ["上升", "增加", "加大", "增大", "加剧", "加重", "抬升", "攀升"];
const EASES = ["下降", "减轻", "缓解", "减小", "降低", "回落"];

/**
 * "货币资金降至754亿元，资金链压力上升", "偿债压力有所缓解": a burden's move is the company's, its sense the other way
 * round from the words (the pressure rises when the figures worsen), never the metric's own up or down. Direction
 * words of judgement-words.ts.
 */
export const BURDEN_MOVES: readonly { word: string; sense: "adverse" | "favourable" }[] = [
  ...BURDENS.flatMap((b) => RISES.map((m) => ({ word: b + m, sense: "adverse" as const }))),
  ...BURDENS.flatMap((b) => EASES.map((m) => ({ word: b + m, sense: "favourable" as const }))),
];
