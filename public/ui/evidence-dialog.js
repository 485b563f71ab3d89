// @ts-check
// The evidence dialog: one evidence chunk of the debate on the page (its text, source, dates and link), with the
// quote the point cited from it.
import { view } from "../pages/debate-page.js";
import { $, clear, h } from "./dom.js";
import { CATEGORY, DIMENSION } from "../lib/labels.js";

const dialog = /** @type {HTMLDialogElement} */ ($("evidence-dialog"));
dialog.addEventListener("click", (e) => {
  if (e.target === dialog) dialog.close(); // a click on the backdrop
});

/**
 * @param {string} id
 * @param {string | null} quote
 */
export function openEvidence(id, quote) {
  const item = view.s.evidence.get(id);
  $("evidence-title").textContent = `证据 ${id}`;
  const tags = clear($("evidence-tags"));
  if (!item) {
    $("evidence-text").textContent = "这个证据编号不在本场辩论的证据集中（引用无效）。";
    for (const f of ["evidence-source", "evidence-date", "evidence-period", "evidence-link"]) $(f).textContent = "—";
  } else {
    const side = view.packSide(id);
    tags.append(
      h("span", { class: `tag tag--${item.category}` }, CATEGORY[item.category] ?? item.category),
      h("span", { class: "tag" }, DIMENSION[item.dimension] ?? item.dimension),
      h("span", { class: "tag" }, side),
    );
    $("evidence-text").textContent = item.text;
    $("evidence-source").textContent = item.source;
    $("evidence-date").textContent = item.publicDate;
    $("evidence-period").textContent = item.period ?? "—";
    const link = clear($("evidence-link"));
    if (item.sourceUrl && /^https?:\/\//.test(item.sourceUrl)) {
      link.append(h("a", { href: item.sourceUrl, target: "_blank", rel: "noopener noreferrer" }, "查看原文 ↗"));
    } else {
      link.append(h("span", { class: "muted" }, "未附原文链接（样例数据按来源与披露日期引用）"));
    }
  }
  $("evidence-quote-wrap").hidden = !quote;
  $("evidence-quote").textContent = quote ?? "";
  dialog.showModal();
}
