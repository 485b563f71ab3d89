// @ts-check
// The printed report (导出 PDF), rendered from the report document the server builds once for every format
// (GET /api/debates/:id/report.json, src/wire/report-document.ts): its sections 1 (核心结论, before the timeline) and
// 3-5 (事实证据链, 风险提示, 争议焦点, after it); section 2 prints as the timeline the reader saw on screen. Hidden on
// screen (print.css shows them); filled once a debate has finished, so the browser's own Print (Ctrl+P) gets the same
// report as the button. The document's text is plain: it goes into text nodes, never into markup.
import { clear, h } from "../ui/dom.js";
import { LIVE_STATUSES, QUALITY, SCORE_AXES, STANCE } from "../lib/labels.js";
import { blocks } from "./report-blocks.js";

/** @typedef {import("../../src/wire/wire").ReportDocument} ReportDocument */
/** @typedef {import("../../src/wire/wire").ReportSection} ReportSection */

/** The header lines the printed section 1 repeats under the verdict (the verdict itself is printed above them). */
const PRINTED_FACTS = new Set(["状态", "数据截至", "证据命中率", "模型", "匿名辩论", "提前结束"]);

/**
 * A section title as the Markdown report numbers it ("1. 核心结论").
 * @param {ReportSection} section
 */
function sectionTitle(section) {
  return h("h2", { class: "report-section__title" }, `${section.number ? `${section.number}. ` : ""}${section.title}`);
}

export class PrintReport {
  /**
   * @param {HTMLElement} coreEl section 1, before the timeline
   * @param {HTMLElement} restEl sections 3-5, after it
   */
  constructor(coreEl, restEl) {
    this.core = coreEl;
    this.rest = restEl;
    /** Whether a finished debate's report is in place (the 导出 PDF button shows only then). */
    this.ready = false;
  }

  reset() {
    clear(this.core);
    clear(this.rest);
    this.ready = false;
  }

  /**
   * Fills the report from a finished debate's report document; a debate still running leaves it empty.
   * @param {ReportDocument} doc
   * @returns {boolean} whether the report is ready to print
   */
  show(doc) {
    this.reset();
    if (LIVE_STATUSES.has(doc.status)) return false;
    const numbered = (/** @type {number} */ n) => doc.sections.find((s) => s.number === n);
    const core = numbered(1);
    if (core) this.core.append(...this.coreSection(doc, core));
    for (const n of [3, 4, 5]) {
      const section = numbered(n);
      if (section) this.rest.append(h("section", { class: "report-section" }, sectionTitle(section), blocks(section)));
    }
    this.ready = true;
    return true;
  }

  /**
   * 核心结论: the verdict and its quality score, the document's own section (the conclusion, the rule), the scores and
   * the header's facts.
   * @param {ReportDocument} doc
   * @param {ReportSection} core
   */
  coreSection(doc, core) {
    const facts = doc.facts.filter((f) => PRINTED_FACTS.has(f.label)).map((f) => [f.label, f.value]);
    const v = doc.verdict;
    if (!v) return [sectionTitle(core), blocks(core), factList(facts)];
    const stance = STANCE[v.stance] ?? STANCE.neutral;
    return [
      sectionTitle(core),
      h(
        "p",
        { class: "report-verdict" },
        "裁决：",
        h("strong", { class: `report-verdict__stance ${stance.className}` }, stance.text),
        `（${QUALITY.label}综合分 ${Math.round(v.scores.overall)}/100${v.confidence ? `，判断把握：${v.confidence}` : ""}）`,
      ),
      h("p", { class: "report-conclusion" }, v.coreConclusion),
      factList([
        ...SCORE_AXES.map((a) => [a.label, String(Math.round(Number(v.scores[a.key] ?? 0)))]),
        ["判定依据", v.rule],
        ...facts,
      ]),
    ];
  }
}

/** @param {string[][]} rows label, value */
function factList(rows) {
  return h(
    "dl",
    { class: "report-facts" },
    rows.map(([k, v]) => [h("dt", {}, k), h("dd", {}, v)]),
  );
}
