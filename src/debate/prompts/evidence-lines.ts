import { neutralizeInstructions } from "../../ingest/neutralize-instructions";
import { periodLabel } from "../../ingest/figures/period-label";
import type { EvidenceItem } from "../debate-types";

/** How every prompt shows evidence to a model, debaters, judge and graph roles alike. */

/**
 * "E12 [growth/earnings 2024年报 披露2025-04-03] 2024年报 营业总收入 …". The company tag every chunk starts with is
 * dropped when the header already names the company (it would repeat on every line); the rest is the verbatim text,
 * so any quote taken from the line is a quote of the item.
 */
export function evidenceLine(item: EvidenceItem, companyTag?: string): string {
  const period = item.period === null ? null : periodLabel(item.period, "quarter-month");
  const tags = [`${item.category}/${item.dimension}`, period, `披露${item.publicDate}`].filter(
    (t): t is string => t !== null,
  );
  const text =
    companyTag !== undefined && item.text.startsWith(companyTag)
      ? item.text.slice(companyTag.length).trimStart()
      : item.text;
  return `${item.id} [${tags.join(" ")}] ${asDataLine(text)}`;
}

/** The pack between <evidence> tags, which the system prompts declare to be data, not instructions. */
export function evidenceBlock(items: readonly EvidenceItem[], companyTag: string): string {
  return `<evidence>\n${items.map((item) => evidenceLine(item, companyTag)).join("\n")}\n</evidence>`;
}

/** As chunk texts write it: "贵州茅台(600519)". */
export const companyTagOf = (name: string, ticker: string) => `${name}(${ticker})`;

/** One line per item, and no way for an item to close the data block early. */
function asDataLine(text: string): string {
  // Second layer: ingest already neutralises instruction-like text; evidence from older data gets it here too.
  return neutralizeInstructions(text.replace(/\s*[\r\n]+\s*/g, " ").replace(/<(\/?)evidence/gi, "‹$1evidence")).text;
}
