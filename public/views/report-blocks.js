// @ts-check
// The report document's blocks as markup (src/wire/report-document.ts): paragraphs, lists of points with their marks,
// citations and reasons, tables, titled groups. One renderer for every part of the page that shows the document: the
// printed report and the verdict card's 评分 lines. The document's text is plain: it goes into text nodes only.
import { h } from "../ui/dom.js";

/** @typedef {import("../../src/wire/wire").ReportBlock} ReportBlock */
/** @typedef {import("../../src/wire/wire").ReportItem} ReportItem */

/**
 * A section's (or a group's) blocks as markup: paragraphs, lists, tables, titled groups.
 * @param {{ blocks: ReportBlock[] }} part
 * @param {"h3" | "h4"} [heading] a group title's element: one level under the heading of the part's section
 * @returns {HTMLElement}
 */
export function blocks(part, heading = "h3") {
  return h(
    "div",
    {},
    part.blocks.map((b) => block(b, heading)),
  );
}

/**
 * @param {ReportBlock} b
 * @param {"h3" | "h4"} [heading] as in `blocks`
 */
export function block(b, heading = "h3") {
  switch (b.kind) {
    case "paragraph":
      return h("p", {}, b.label ? h("strong", {}, b.label) : "", b.text);
    case "list":
      return h("ul", {}, b.items.map(item));
    case "table":
      return h(
        "table",
        { class: "report-evidence" },
        h(
          "thead",
          {},
          h(
            "tr",
            {},
            b.columns.map((c) => h("th", {}, c)),
          ),
        ),
        h(
          "tbody",
          {},
          b.rows.map((cells) =>
            h(
              "tr",
              {},
              cells.map((c, i) => h("td", i === 0 ? { class: "report-evidence__id" } : {}, c.text)),
            ),
          ),
        ),
      );
    case "group":
      return h("div", {}, h(heading, {}, b.title), blocks(b, heading));
  }
}

/**
 * A list item: a risk or a note; a point with its mark, the point it answers and its citations. A bare label (a
 * ranked line's "1.") leads its text as the Markdown report's does, without a colon.
 * @param {ReportItem} it
 */
function item(it) {
  const lead = [it.kind, it.mark?.symbol, it.label].filter(Boolean).join(" ");
  const bare = !it.kind && !it.mark && !it.rebuts;
  const head = lead ? `${lead}${it.rebuts ? `（回应：${it.rebuts}）` : ""}${bare ? " " : "："}` : "";
  const cites = (it.citations ?? []).map((c) => `${c.id}「${c.text}」`).join("；");
  const why = it.mark?.reason ? `${cites ? " — " : ""}${it.mark.reason}` : "";
  return h(
    "li",
    {},
    it.label ? h("strong", {}, head) : head,
    it.text,
    cites || why ? h("div", {}, `${cites}${why}`) : "",
  );
}
