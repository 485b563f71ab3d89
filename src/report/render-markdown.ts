import type { ReportBlock, ReportDocument, ReportItem, ReportSection } from "../wire/report-document";
import { mdText, mdUrl } from "./markdown-text";

/** "- **多方第1轮论点1** ✅ 已核验（回应：空方第1轮论点2） claim\n  - 引用：E1「quote」；置信度 0.8 — reasons". */
function itemLines(item: ReportItem): string {
  const lead = item.kind ? `- ${mdText(item.kind)} ` : "- ";
  const label = item.label ? `**${mdText(item.label)}** ` : "";
  if (!item.mark) return `${lead}${label}${mdText(item.text)}`;
  const rebut = item.rebuts ? `（回应：${mdText(item.rebuts)}）` : "";
  const cites = (item.citations ?? []).map((c) => `${mdText(c.id)}「${mdText(c.text)}」`).join("；");
  const confidence = item.confidence !== undefined ? `；置信度 ${item.confidence}` : "";
  const why = item.mark.reason ? ` — ${mdText(item.mark.reason)}` : "";
  return `${lead}${label}${item.mark.symbol}${rebut} ${mdText(item.text)}\n  - 引用：${cites}${confidence}${why}`;
}

const row = (cells: string[]) => `|${cells.map((c) => (c ? ` ${c} ` : " ")).join("|")}|`;

/** A block's lines, each block closed by a blank line as the report has always been laid out. */
function blockLines(block: ReportBlock): string[] {
  switch (block.kind) {
    case "paragraph":
      return [`${block.label ? `**${mdText(block.label)}**` : ""}${mdText(block.text)}`, ""];
    case "list":
      return [...block.items.map(itemLines), ""];
    case "table":
      return [
        row(block.columns.map(mdText)),
        row(block.columns.map(() => "---")),
        ...block.rows.map((cells) =>
          row(
            cells.map((c) => {
              const url = mdUrl(c.url);
              return url ? `[${mdText(c.text)}](${url})` : mdText(c.text);
            }),
          ),
        ),
        "",
      ];
    case "group":
      return [`### ${mdText(block.title)}`, "", ...block.blocks.flatMap(blockLines)];
  }
}

function sectionLines(section: ReportSection): string[] {
  const number = section.number ? `${section.number}. ` : "";
  return [`## ${number}${mdText(section.title)}`, "", ...section.blocks.flatMap(blockLines)];
}

/**
 * The report as Markdown (seed 000 §3.4): the disclaimer on top, the header, every section, the disclaimer again.
 * Every string of the document goes through `mdText` (markdown-text.ts): it holds text from sources and models.
 */
export function renderMarkdown(doc: ReportDocument): string {
  const lines = [`> ${doc.disclaimer}`, "", `# ${mdText(doc.title)}`, ""];
  for (const f of doc.facts) {
    const value = f.strong ? `**${mdText(f.value)}**` : mdText(f.value);
    lines.push(`- ${mdText(f.label)}：${value}${f.note ? mdText(f.note) : ""}`);
  }
  lines.push("");
  for (const section of doc.sections) lines.push(...sectionLines(section));
  lines.push(`> ${doc.disclaimer}`, "");
  return lines.join("\n");
}
