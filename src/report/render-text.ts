import { displayWidth, wrapText } from "../shared/text-width";
import type { ReportBlock, ReportDocument, ReportItem, ReportSection } from "../wire/report-document";

/** Columns when the reader does not say: a terminal's default. */
export const TEXT_WIDTH = { min: 40, default: 80, max: 200 } as const;

/** `· ✅ 已核验 多方第1轮论点1（回应：…）claim`, then its citations (ids and periods) and the checker's reasons. */
function itemLines(item: ReportItem, width: number): string[] {
  const lead = [item.kind, item.mark?.symbol, item.label].filter(Boolean).join(" ");
  const rebut = item.rebuts ? `（回应：${item.rebuts}）` : "";
  const text = lead ? `${lead}${rebut}：${item.text}` : item.text;
  const lines = wrapText(text, width, "· ", "  ");
  const cites = (item.citations ?? []).map((c) => (c.period ? `${c.id}（${c.period}）` : c.id)).join("、");
  const notes = [
    cites ? `引用 ${cites}` : "",
    item.confidence !== undefined ? `置信度 ${item.confidence}` : "",
    item.mark?.reason ? `理由：${item.mark.reason}` : "",
  ].filter(Boolean);
  if (notes.length) lines.push(...wrapText(notes.join("；"), width, "  ", "  "));
  return lines;
}

/**
 * A table as lines: one row reads "header value，header value"; several rows read "first cell：header value，…", so
 * a narrow window needs no columns.
 */
function tableLines(columns: string[], rows: { text: string }[][], width: number): string[] {
  const pairs = (cells: { text: string }[], from: number) =>
    cells
      .slice(from)
      .map((c, i) => `${columns[i + from] ?? ""} ${c.text}`.trim())
      .join("，");
  if (rows.length === 1) return wrapText(pairs(rows[0]!, 0), width, "· ", "  ");
  return rows.flatMap((cells) => wrapText(`${cells[0]?.text ?? ""}：${pairs(cells, 1)}`, width, "· ", "  "));
}

function blockLines(block: ReportBlock, width: number): string[] {
  switch (block.kind) {
    case "paragraph":
      return wrapText(`${block.label ?? ""}${block.text}`, width);
    case "list":
      return block.items.flatMap((item) => itemLines(item, width));
    case "table":
      return tableLines(block.columns, block.rows, width);
    case "group":
      return [...wrapText(block.title, width, "▍", "  "), ...block.blocks.flatMap((b) => blockLines(b, width))];
  }
}

function sectionLines(section: ReportSection, width: number): string[] {
  const title = `【${section.number ? `${section.number}. ` : ""}${section.title}】`;
  return ["", title, ...section.blocks.flatMap((b) => blockLines(b, width))];
}

/**
 * The report as plain text for terminals and chat messages: no Markdown syntax, lines of at most `width` columns
 * (CJK characters count two), sections under 【】, the disclaimer last. Nothing is escaped: a terminal shows text.
 */
export function renderText(doc: ReportDocument, width: number = TEXT_WIDTH.default): string {
  const lines = [...wrapText(doc.title, width)];
  for (const f of doc.facts) lines.push(...wrapText(`${f.label}：${f.value}${f.note ?? ""}`, width, "", "  "));
  for (const section of doc.sections) lines.push(...sectionLines(section, width));
  lines.push("", "─".repeat(Math.min(width, displayWidth(doc.disclaimer))), ...wrapText(doc.disclaimer, width), "");
  return lines.join("\n");
}
