// @ts-check
// The debate page's history: the ticker's earlier verdicts, newest first, each linking to its debate.
import { clear, h } from "../ui/dom.js";
import { PROTOCOL, STANCE, formatDateTime } from "../lib/labels.js";

/** @typedef {import("../lib/api.js").ApiResult<import("../../src/wire/wire").VerdictHistoryResponse>} VerdictHistoryResult */

/**
 * @param {HTMLElement} host the history section's body
 * @param {VerdictHistoryResult} result
 * @param {string} currentId the debate on the page, marked in the table
 */
export function showHistory(host, result, currentId) {
  const el = clear(host);
  if (!result.ok) {
    el.append(h("p", { class: "muted small" }, "暂时无法读取历史结论。"));
    return;
  }
  const rows = result.body?.results ?? [];
  if (rows.length === 0) {
    el.append(h("p", { class: "muted small" }, "这只股票还没有已完成的结论；本场辩论结束后会出现在这里。"));
    return;
  }
  el.append(
    h(
      "table",
      { class: "history__table" },
      h("caption", { class: "visually-hidden" }, "该股票的历史结论，最新在前"),
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          ["生成时间", "数据截至", "结论", "综合", "事实性"].map((t) => h("th", { scope: "col" }, t)),
        ),
      ),
      h(
        "tbody",
        {},
        rows.map((r) => {
          const stance = STANCE[r.stance] ?? STANCE.neutral;
          return h(
            "tr",
            {
              class: r.debateId === currentId ? "is-current" : null,
              "aria-current": r.debateId === currentId ? "true" : null,
            },
            h(
              "td",
              {},
              h(
                "a",
                { href: `/d/${r.debateId}`, "data-nav": true, title: formatDateTime(r.createdAt) },
                formatDateTime(r.createdAt).slice(5),
              ),
              h(
                "span",
                { class: "history__protocol", title: PROTOCOL[r.protocol]?.long ?? "" },
                PROTOCOL[r.protocol]?.text ?? "多空辩论",
              ),
            ),
            h("td", {}, r.asOf),
            h("td", {}, h("span", { class: `stance-pill ${stance.className}` }, stance.text)),
            h("td", { class: "num" }, String(Math.round(r.overall))),
            h("td", { class: "num" }, String(Math.round(r.factuality))),
          );
        }),
      ),
    ),
  );
}
