// @ts-check
// The printed report (导出 PDF): the sections of the report (src/report/report.ts) that the screen shows only inside
// the verdict card or not at all. Section 1 (核心结论) goes before the timeline, which prints as section 2 as the
// reader saw it; sections 3-5 (事实证据链, 风险提示, 争议焦点) go after it. Hidden on screen (print.css shows them);
// filled once a debate has finished, so the browser's own Print (Ctrl+P) gets the same report as the button.
import { clear, h } from "../ui/dom.js";
import { flowResults, isGraphProtocol } from "./graph-view.js";
import { LIVE_STATUSES, PROTOCOL, QUALITY, REPORT_SECTIONS, SCORE_AXES, STANCE, percent } from "../lib/labels.js";

/** @typedef {import("../../src/wire/wire").PublicDebateState} PublicDebateState */
/** @typedef {import("../../src/wire/wire").EvidenceItem} EvidenceItem */
/** @typedef {import("../../src/wire/wire").Point} Point */

/**
 * A section title as the Markdown report numbers it ("1. 核心结论").
 * @param {number} n 1-5
 */
export function sectionTitle(n) {
  return `${n}. ${REPORT_SECTIONS[n - 1]}`;
}

/**
 * Every point of the debate in order: the debaters' turns, or each graph role's points and counter-points.
 * @param {PublicDebateState} state
 * @returns {Point[]}
 */
function allPoints(state) {
  if (isGraphProtocol(state.protocol))
    return flowResults(state.flow).flatMap((r) => [...(r.points ?? []), .../** @type {any} */ (r.counterPoints ?? [])]);
  return (state.turns ?? []).flatMap((t) => t.points ?? []);
}

/**
 * The evidence the points cite, in order of first citation; an id not in the debate's evidence is kept (引用无效).
 * @param {PublicDebateState} state
 * @returns {{ id: string, item: EvidenceItem | null }[]}
 */
export function citedEvidence(state) {
  const byId = new Map((state.evidence ?? []).map((e) => [e.id, e]));
  /** @type {string[]} */
  const ids = [];
  for (const p of allPoints(state)) for (const e of p.evidence ?? []) if (!ids.includes(e.id)) ids.push(e.id);
  return ids.map((id) => ({ id, item: byId.get(id) ?? null }));
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
   * Fills the report from a finished debate's state; a debate still running leaves it empty.
   * @param {PublicDebateState} state
   * @returns {boolean} whether the report is ready to print
   */
  show(state) {
    this.reset();
    if (LIVE_STATUSES.has(state.status)) return false;
    this.core.append(...this.coreSection(state));
    this.rest.append(
      this.evidenceSection(state),
      this.listSection(4, state.verdict?.risks ?? [], "（裁判未列出风险）"),
      this.listSection(5, state.verdict?.disputeFocus ?? [], "（无）"),
    );
    this.ready = true;
    return true;
  }

  /** @param {PublicDebateState} state */
  coreSection(state) {
    const v = state.verdict;
    const facts = [
      ["数据截至", `${state.asOf}（只使用此日期前已公开的数据）`],
      ["协议", PROTOCOL[state.protocol]?.long ?? state.protocol],
      ["证据命中率", `${percent(state.hitRate ?? 0)}（已核验论点 / 全部论点）`],
      [
        "模型",
        state.notice
          ? `${state.models.quick} / ${state.models.deep}（${state.notice}）`
          : `${state.models.quick} / ${state.models.deep}`,
      ],
    ];
    if (!v) {
      return [
        h("h2", { class: "report-section__title" }, sectionTitle(1)),
        h("p", {}, "本次辩论未能产生裁决，以下为已完成的记录。"),
        factList(facts),
      ];
    }
    const stance = STANCE[v.stance] ?? STANCE.neutral;
    return [
      h("h2", { class: "report-section__title" }, sectionTitle(1)),
      h(
        "p",
        { class: "report-verdict" },
        "裁决：",
        h("strong", { class: `report-verdict__stance ${stance.className}` }, stance.text),
        `（${QUALITY.label}综合分 ${Math.round(v.scores?.overall ?? 0)}/100${v.confidence ? `，判断把握：${v.confidence}` : ""}）`,
      ),
      h("p", { class: "report-conclusion" }, v.coreConclusion),
      factList([
        ...SCORE_AXES.map((a) => [a.label, String(Math.round(Number(v.scores?.[a.key] ?? 0)))]),
        ["判定依据", v.rule],
        ...facts,
      ]),
    ];
  }

  /** @param {PublicDebateState} state */
  evidenceSection(state) {
    const cited = citedEvidence(state);
    const body = cited.length
      ? h(
          "table",
          { class: "report-evidence" },
          h(
            "thead",
            {},
            h("tr", {}, h("th", {}, "编号"), h("th", {}, "证据原文"), h("th", {}, "来源"), h("th", {}, "公开日期")),
          ),
          h(
            "tbody",
            {},
            cited.map(({ id, item }) =>
              item
                ? h(
                    "tr",
                    {},
                    h("td", { class: "report-evidence__id" }, id),
                    h("td", {}, item.text),
                    h("td", {}, item.source),
                    h("td", {}, item.publicDate),
                  )
                : h(
                    "tr",
                    {},
                    h("td", { class: "report-evidence__id" }, id),
                    h("td", {}, "（不在证据库中：引用无效）"),
                    h("td", {}, "-"),
                    h("td", {}, "-"),
                  ),
            ),
          ),
        )
      : h("p", {}, "（无引用）");
    return h(
      "section",
      { class: "report-section" },
      h("h2", { class: "report-section__title" }, sectionTitle(3)),
      body,
    );
  }

  /**
   * @param {number} n
   * @param {string[]} items
   * @param {string} none what the section says when the verdict lists nothing
   */
  listSection(n, items, none) {
    return h(
      "section",
      { class: "report-section" },
      h("h2", { class: "report-section__title" }, sectionTitle(n)),
      items.length
        ? h(
            "ul",
            {},
            items.map((t) => h("li", {}, t)),
          )
        : h("p", {}, none),
    );
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
