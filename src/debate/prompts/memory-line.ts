import type { MemoryItem } from "../../memory/memory-types";

/** A past situation and how it turned out, one line, for the judge's and the graph roles' prompts and the report. */
export function memoryLine(m: MemoryItem): string {
  const outcomes = m.outcomes
    .map((o) => `${o.horizon} ${o.return >= 0 ? "+" : ""}${o.return.toFixed(2)}%${o.hit ? "✓" : "✗"}`)
    .join("，");
  return `${m.asOf} ${m.ticker} ${m.stance}（${m.match}，权重${m.weight.toFixed(2)}）：${outcomes}；${m.lesson}`;
}
