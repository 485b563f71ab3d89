// @ts-check
// A point as the page shows it in both layouts (adversarial timeline and graph stages): the claim, the point it
// answers, its evidence chips and its verification mark; and the text of a reply still being written. Text only via h().
import { h } from "../ui/dom.js";
import { DIMENSION, MARK, ROLE } from "../lib/labels.js";
import { markIcon } from "../ui/mark-icon.js";

/** @typedef {import("../../src/wire/wire").EvidenceItem} EvidenceItem */
/** @typedef {import("../../src/wire/wire").Point} Point */

/**
 * A point of a turn, with the point it rebuts (named by `labelOf`) and its evidence chips.
 * @param {Point} p
 * @param {Map<string, EvidenceItem>} evidence this debate's evidence
 * @param {(id: string) => string} labelOf how the layout names the point this one rebuts
 */
export function pointItem(p, evidence, labelOf) {
  // A graph role restating another's rebuttal keeps its "针对<id>：" opening without a rebuts field.
  const rebutsId = p.rebuts ?? /^针对([a-z_]+-[tr]\d+-[pc]\d+)[：:]/.exec(p.claim)?.[1] ?? null;
  const rebuts = rebutsId ? labelOf(rebutsId) : null;
  let claim = p.claim;
  if (rebutsId && /^针对/.test(claim) && claim.startsWith(`针对${rebutsId}`))
    claim = claim.slice(`针对${rebutsId}`.length).replace(/^[：:]/, "");
  return h(
    "li",
    { class: `point point--${p.verification?.status ?? "verified"}`, id: `pt-${p.id}` },
    rebuts
      ? h(
          "p",
          { class: "point__rebuts" },
          h("span", { "aria-hidden": "true" }, "↳ "),
          "回应 ",
          h("a", { href: `#pt-${rebutsId}` }, rebuts),
        )
      : null,
    h("p", { class: "point__claim" }, claim),
    h(
      "div",
      { class: "point__meta" },
      h(
        "span",
        { class: "point__cites" },
        h("span", { class: "muted" }, "证据"),
        (p.evidence ?? []).map((c) => evidenceChip(evidence, c.id, c.quote)),
      ),
      markOf(p.verification),
      p.dimension ? h("span", { class: "point__dim muted" }, DIMENSION[p.dimension] ?? p.dimension) : null,
    ),
  );
}

/**
 * A button that opens an evidence chunk in the evidence dialog; marked when the id is not in this debate's evidence.
 * @param {Map<string, EvidenceItem>} evidence
 * @param {string} id
 * @param {string} quote
 */
export function evidenceChip(evidence, id, quote) {
  const known = evidence.has(id);
  return h(
    "button",
    {
      type: "button",
      class: known ? "evidence-chip" : "evidence-chip evidence-chip--unknown",
      "data-evidence": id,
      "data-quote": quote ?? "",
      title: known ? `查看证据 ${id}` : `证据 ${id} 不在本场证据集中`,
    },
    id,
  );
}

/**
 * Text in which evidence ids (E12) become buttons that open the chunk.
 * @param {Map<string, EvidenceItem>} evidence
 * @param {string} text
 */
export function withEvidenceLinks(evidence, text) {
  return String(text)
    .split(/(E\d{1,4})/)
    .map((part) => (/^E\d{1,4}$/.test(part) && evidence.has(part) ? evidenceChip(evidence, part, "") : part));
}

/** @param {Point["verification"] | undefined} verification */
function markOf(verification) {
  const status = verification?.status ?? "verified";
  const mark = MARK[status] ?? MARK.doubtful;
  const reasons = verification?.reasons ?? [];
  const label = [
    h("span", { class: "mark__icon", "aria-hidden": "true" }, markIcon(status in MARK ? status : "doubtful")),
    h("span", { class: "mark__text" }, mark.text),
  ];
  if (reasons.length === 0) {
    return h(
      "span",
      {
        class: `mark ${mark.className}`,
        title: status === "verified" ? "引用编号、引文、数字与判断均与数据一致" : mark.text,
      },
      label,
    );
  }
  return h(
    "details",
    { class: `mark ${mark.className}` },
    h("summary", { title: reasons.join("；") }, label, h("span", { class: "visually-hidden" }, "（展开查看原因）")),
    h(
      "ul",
      { class: "mark__reasons" },
      reasons.map((r) => h("li", {}, r)),
    ),
  );
}

/**
 * "bear-t2-p1" -> "空方第1轮论点1", as the report and the CLI name it (the round of turn 2 comes from `roundOf`; older
 * ids used r for the round: "bear-r1-p2" -> "空方第1轮论点2"). An id that is no point is named as such, never shown raw.
 * @param {string} id
 * @param {(seq: number) => number | undefined} [roundOf]
 */
export function rebutLabel(id, roundOf) {
  const m = /^(bull|bear)-([tr])(\d+)-p(\d+)$/.exec(id);
  if (!m) return "未知论点";
  const round = m[2] === "r" ? Number(m[3]) : roundOf?.(Number(m[3]));
  return `${ROLE[m[1] ?? ""]}${round ? `第${round}轮` : ""}论点${m[4]}`;
}

/**
 * A turn still being written, as the server streams it (`turn.delta`): readable Chinese, one claim, conclusion or
 * judgement per line, already free of JSON, keys and point ids. Each line is an item, the last one still growing.
 * @param {string} text all the turn's delta texts so far, joined
 * @param {string} listClass
 */
export function draftList(text, listClass) {
  const lines = text.split("\n").filter((l) => l.trim() !== "");
  if (lines.length === 0) return null;
  return h(
    "ol",
    { class: listClass },
    lines.map((line, i) =>
      h(
        "li",
        { class: "point point--draft" },
        h(
          "p",
          { class: "point__claim" },
          line,
          i === lines.length - 1 ? h("span", { class: "caret", "aria-hidden": "true" }) : null,
        ),
      ),
    ),
  );
}
