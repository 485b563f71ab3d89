// @ts-check
// The verdict card: the stance, the overall score, the four-score radar and bars, where a graph protocol's decision
// came from, its three horizons, and the verdict's reasons and risks with their evidence links.
import { getJson } from "../lib/api.js";
import { clear, h } from "../ui/dom.js";
import { horizonsRow } from "./horizons.js";
import { AGENT_ROLE, DECISION_SOURCE, QUALITY, SCORE_AXES, STANCE } from "../lib/labels.js";
import { radarChart } from "./radar.js";
import { block } from "./report-blocks.js";

/** @typedef {import("../../src/wire/wire").Verdict} Verdict */
/** @typedef {import("../../src/wire/wire").GraphFinal} GraphFinal */
/** @typedef {import("../../src/wire/wire").DirectionProbabilityResponse} DirectionProbabilityResponse */
/** @typedef {import("../../src/wire/wire").ReportDocument} ReportDocument */
/** @typedef {import("../../src/wire/wire").ReportBlock} ReportBlock */

/**
 * The card before there is a verdict: what will appear here.
 * @param {HTMLElement} card
 * @param {HTMLElement} body
 * @param {boolean} graph whether the debate runs a graph protocol
 */
export function showVerdictPending(card, body, graph) {
  card.dataset.state = "pending";
  clear(body).append(
    h(
      "div",
      { class: "verdict__pending" },
      h(
        "p",
        { class: "muted" },
        graph
          ? "流程结束后，这里给出最终决定的 看多 / 看空 / 中性 结论、程序计算的四项评分雷达图与风险提示。"
          : "辩论结束后，裁判将在这里给出 看多 / 看空 / 中性 的结论、四项评分雷达图与风险提示。",
      ),
    ),
  );
}

/**
 * @param {HTMLElement} card
 * @param {HTMLElement} body
 * @param {Verdict} v
 * @param {string} disclaimer
 * @param {GraphFinal | null} final
 * @param {(text: string) => unknown[]} withEvidenceLinks text with its evidence ids as buttons
 */
export function showVerdict(card, body, v, disclaimer, final, withEvidenceLinks) {
  const stance = STANCE[v.stance] ?? STANCE.neutral;
  const axes = SCORE_AXES.map((a) => ({ label: a.label, value: Number(v.scores?.[a.key] ?? 0) }));
  card.dataset.state = "ready";
  clear(body).append(
    .../** @type {HTMLElement[]} */ (
      [
        h(
          "div",
          { class: "verdict__top" },
          h(
            "p",
            { class: `verdict__stance ${stance.className}` },
            h("span", { class: "visually-hidden" }, "结论："),
            stance.text,
          ),
          h(
            "p",
            { class: "verdict__overall" },
            h("span", { class: "verdict__score" }, String(Math.round(v.scores?.overall ?? 0))),
            h("span", { class: "verdict__of" }, "/100"),
            h("span", { class: "verdict__caption" }, `${QUALITY.label}综合分`),
          ),
        ),
        v.confidence ? h("p", { class: "verdict__confidence muted" }, `判断把握：${v.confidence}`) : null,
        h("p", { class: "verdict__quality muted small" }, `${QUALITY.note}。`),
        h(
          "figure",
          { class: "radar" },
          radarChart(axes),
          h("figcaption", { class: "visually-hidden" }, axes.map((a) => `${a.label} ${a.value}`).join("，")),
        ),
        h(
          "dl",
          { class: "scores" },
          axes.map((a) => [
            h("dt", {}, a.label),
            h(
              "dd",
              {},
              h("span", { class: "scores__bar" }, h("span", { class: "scores__fill", "data-value": a.value })),
              String(Math.round(a.value)),
            ),
          ]),
        ),
        final
          ? section(
              "决定来源",
              h(
                "p",
                {},
                DECISION_SOURCE[final.source] ?? AGENT_ROLE[final.source] ?? "决策角色",
                final.compromised ? [" ", h("span", { class: "tag tag--warn" }, "核心受损")] : null,
              ),
            )
          : null,
        v.horizons ? section("三个时间维度的方向", horizonsRow(v.horizons)) : null,
        section("判定依据", h("p", { class: "verdict__rule" }, v.rule)),
        section("核心结论", h("p", {}, withEvidenceLinks(v.coreConclusion))),
        v.disputeFocus?.length
          ? section(
              "争议焦点",
              h(
                "ul",
                {},
                v.disputeFocus.map((d) => h("li", {}, withEvidenceLinks(d))),
              ),
            )
          : null,
        v.risks?.length
          ? section(
              "主要风险",
              h(
                "ul",
                { class: "verdict__risks" },
                v.risks.map((r) => h("li", {}, withEvidenceLinks(r))),
              ),
            )
          : null,
        h("p", { class: "verdict__disclaimer" }, disclaimer),
      ].filter(Boolean)
    ), // Element.append() would write a skipped (null) section as the text "null"
  );
  // Bar widths are set through the CSSOM, which a style-src CSP without 'unsafe-inline' still allows.
  for (const fill of /** @type {NodeListOf<HTMLElement>} */ (body.querySelectorAll(".scores__fill")))
    fill.style.width = `${Math.max(0, Math.min(100, Number(fill.dataset.value)))}%`;
}

/**
 * @param {string} title
 * @param {...unknown} children
 */
function section(title, ...children) {
  return h("section", { class: "verdict__section" }, h("h3", {}, title), ...children);
}

/**
 * Why this verdict and what the rounds after the opening changed, as the report words them: the 评分 section's blocks
 * that carry a topic (src/report/why-lines.ts), shown under 判定依据 once the report document is read (after the
 * verdict, so a live card gains them at the end) and again whenever the card is redrawn. Each run of blocks on one
 * topic is a card section headed by its opening paragraph's label; the page writes none of this wording itself.
 * @param {HTMLElement} body
 * @param {ReportDocument} doc
 */
export function showVerdictWhy(body, doc) {
  for (const old of body.querySelectorAll(".verdict__why")) old.remove();
  /** @type {ReportBlock[][]} */
  const runs = [];
  for (const b of doc.sections.find((s) => s.id === "scores")?.blocks ?? []) {
    if (!b.topic) continue;
    const last = runs.at(-1);
    if (last && last[0].topic === b.topic) last.push(b);
    else runs.push([b]);
  }
  const parts = runs.map(([first, ...rest]) =>
    h(
      "section",
      { class: "verdict__section verdict__why", "data-topic": first.topic },
      first.kind === "paragraph" && first.label
        ? [h("h3", {}, first.label), h("p", {}, first.text)]
        : block(first, "h4"),
      rest.map((b) => block(b, "h4")),
    ),
  );
  const rule = body.querySelector(".verdict__rule")?.closest("section");
  if (rule) rule.after(...parts);
  else body.append(...parts);
}

/** @param {number} p */
const pctText = (p) => `${Math.round(p * 1000) / 10}%`;

/**
 * The direction's calibrated probability per horizon, beside the quality score: fitted only on predictions that had
 * matured before this debate's date (GET /api/track-record/probability/:id). The verdict is recorded in the track
 * record by the alarm after it is shown, so a 404 is retried a few times before the card says it is not there.
 * @param {string} id
 * @returns {Promise<import("../lib/api.js").ApiResult<DirectionProbabilityResponse>>}
 */
export async function fetchDirectionProbability(id) {
  for (let attempt = 0; ; attempt++) {
    const answer = await getJson(`/api/track-record/probability/${id}`);
    const result = /** @type {import("../lib/api.js").ApiResult<DirectionProbabilityResponse>} */ (answer);
    if (result.ok || result.status !== 404 || attempt === 5) return result;
    await new Promise((r) => setTimeout(r, 1500));
  }
}

/**
 * Shows the probability section under the quality note (again after the card is redrawn).
 * @param {HTMLElement} body
 * @param {import("../lib/api.js").ApiResult<DirectionProbabilityResponse>} result
 */
export function showDirectionProbability(body, result) {
  body.querySelector(".verdict__probability")?.remove();
  const lines = result.ok
    ? result.body.horizons.map((x) =>
        h(
          "li",
          {},
          `${x.label}：`,
          x.probability === null ? x.note : [h("strong", {}, `${pctText(x.probability)}（${x.words}）`), `　${x.note}`],
        ),
      )
    : [h("li", {}, "本次辩论尚未记入战绩（回放或与已记录的预测输入相同），没有方向概率。")];
  const section = h(
    "section",
    { class: "verdict__section verdict__probability" },
    h("h3", {}, "方向判断的校准概率（与辩论质量分开）"),
    h("ul", {}, lines),
  );
  const after = body.querySelector(".verdict__quality");
  if (after) after.after(section);
  else body.prepend(section);
}
