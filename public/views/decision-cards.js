// @ts-check
// The card that closes a protocol's decision on the debate page, as its plug-in's stage declares it (`final` in
// GET /api/protocols): the draft against the final report, the decision chain, the count of a vote, or the note alone.
import { h } from "../ui/dom.js";
import { markIcon } from "../ui/mark-icon.js";
import { AGENT_ROLE, CONVICTION, DIRECTION, HORIZON, STANCE } from "../lib/labels.js";

/** @typedef {import("../../src/wire/wire").Turn} Turn */
/** @typedef {import("../../src/wire/wire").RoleOutput} RoleOutput */
/** @typedef {import("../../src/wire/wire").GraphFinal} GraphFinal */
/** @typedef {NonNullable<RoleOutput["horizons"]>} Horizons */
/** @typedef {import("../../src/wire/wire-protocols").ProtocolInfo["page"]["stages"][number]} Stage */
/** @typedef {Map<string, Turn>} ByRole */

/**
 * The closing card a stage declares (the final note alone when it declares none).
 * @param {GraphFinal} final
 * @param {Stage} stage
 * @param {ByRole} byRole the latest turn of each role
 */
export function closingCard(final, stage, byRole) {
  if (stage.final === "draftVsFinal") return draftVsFinal(final, stage, byRole);
  if (stage.final === "decisionChain") return decisionChain(final, stage, byRole);
  if (stage.final === "tally") return tally(final, stage, byRole);
  return finalNote(final);
}

/**
 * How the call moved along the roles the stage declares (`cardRoles.chain`) to the decision, with the seats beside it
 * (`cardRoles.seats`). A decision taken by any role but the chain's last is shown as a warning with its note.
 * @param {GraphFinal} final
 * @param {Stage} stage
 * @param {ByRole} byRole
 */
function decisionChain(final, stage, byRole) {
  const chain = stage.cardRoles?.chain ?? [];
  const seats = stage.cardRoles?.seats ?? [];
  const decider = chain.at(-1) ?? "";
  const fromOther = final.source !== decider;
  const pill = (/** @type {string} */ role) => {
    const o = byRole.get(role)?.output;
    const stance = o ? (STANCE[o.stance] ?? STANCE.neutral) : null;
    return h(
      "span",
      { class: "chain__step" },
      `${AGENT_ROLE[role]} `,
      stance
        ? h("span", { class: `stance-pill ${stance.className}` }, stance.text)
        : h("span", { class: "muted" }, "无"),
      o ? h("span", { class: "muted small" }, ` 信心${CONVICTION[o.conviction] ?? o.conviction}`) : null,
    );
  };
  const arrow = () => h("span", { class: "chain__arrow", "aria-hidden": "true" }, "→");
  return h(
    "div",
    { class: `decision-box ${fromOther ? "decision-box--warn" : ""}` },
    h(
      "p",
      { class: "decision-box__head" },
      h("strong", {}, "采用："),
      fromOther ? final.note : `${AGENT_ROLE[decider]}的最终决定（见上方${AGENT_ROLE[decider]}的“风控辩论改变了什么”）`,
    ),
    h(
      "p",
      { class: "chain" },
      h("span", { class: "muted small" }, "决策链："),
      ...chain.flatMap((role, i) => (i === 0 ? [pill(role)] : [arrow(), pill(role)])),
    ),
    seats.length > 0
      ? h("p", { class: "chain" }, h("span", { class: "muted small" }, "风控三方（最后一轮）："), ...seats.map(pill))
      : null,
  );
}

/**
 * The votes of a stage's roles counted: how many took each stance, and which answer stands for the majority.
 * @param {GraphFinal} final
 * @param {Stage} stage
 * @param {ByRole} byRole
 */
function tally(final, stage, byRole) {
  /** @type {Record<string, number>} */
  const counts = { bullish: 0, bearish: 0, neutral: 0 };
  for (const role of stage.roles) {
    const t = byRole.get(role);
    if (t?.output && !t.error) counts[t.output.stance] = (counts[t.output.stance] ?? 0) + 1;
  }
  const pill = (/** @type {string} */ stance) => {
    const s = STANCE[stance] ?? STANCE.neutral;
    const label = h("span", { class: `stance-pill ${s.className}` }, s.text);
    return h("span", { class: "chain__step" }, label, ` ${counts[stance]} 票`);
  };
  return h(
    "div",
    { class: "decision-box" },
    h(
      "p",
      { class: "chain" },
      h("span", { class: "muted small" }, "计票："),
      ...["bullish", "bearish", "neutral"].map(pill),
    ),
    h("p", { class: "decision-box__head" }, h("strong", {}, "采用："), final.note),
  );
}

/**
 * The decision's note alone, for a protocol whose closing stage declares no card of its own.
 * @param {GraphFinal} final
 */
function finalNote(final) {
  return h(
    "div",
    { class: "decision-box" },
    h("p", { class: "decision-box__head" }, h("strong", {}, "采用："), final.note),
  );
}

/**
 * The draft against the final report (the roles the stage declares: `cardRoles.draft`, `cardRoles.final`), with the
 * stance lock's outcome.
 * @param {GraphFinal} final
 * @param {Stage} stage
 * @param {ByRole} byRole
 */
function draftVsFinal(final, stage, byRole) {
  const draftRole = stage.cardRoles?.draft ?? "";
  const finalRole = stage.cardRoles?.final ?? "";
  const draft = byRole.get(draftRole)?.output ?? null;
  const leader = byRole.get(finalRole)?.output ?? null;
  const cell = (/** @type {RoleOutput | null} */ o, /** @type {string} */ field) => {
    if (!o) return "—";
    if (field === "stance") return (STANCE[o.stance] ?? STANCE.neutral).text;
    if (field === "conviction") return CONVICTION[o.conviction] ?? o.conviction;
    const d = o.horizons?.[/** @type {keyof Horizons} */ (field)];
    return d ? `${DIRECTION[d].icon} ${DIRECTION[d].text}` : "无";
  };
  /** @type {[string, string][]} */
  const fields = [
    ["stance", "立场"],
    ["conviction", "信心"],
    ...HORIZON.map((x) => /** @type {[string, string]} */ ([x.key, x.label])),
  ];
  const differs = (/** @type {string} */ f) =>
    draft && leader && f !== "conviction" && cell(draft, f) !== cell(leader, f);
  const table = h(
    "table",
    { class: "compare" },
    h("caption", { class: "visually-hidden" }, "初稿与安全辩论后最终稿的立场、信心与三个方向"),
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        h("th", { scope: "col" }, ""),
        fields.map(([, label]) => h("th", { scope: "col" }, label)),
      ),
    ),
    h(
      "tbody",
      {},
      h(
        "tr",
        { class: final.source === draftRole ? "is-adopted" : null },
        h("th", { scope: "row" }, "初稿", h("span", { class: "compare__who" }, AGENT_ROLE[draftRole] ?? "")),
        fields.map(([f]) => h("td", {}, cell(draft, f))),
      ),
      h(
        "tr",
        { class: final.source === finalRole ? "is-adopted" : null },
        h("th", { scope: "row" }, "最终稿", h("span", { class: "compare__who" }, AGENT_ROLE[finalRole] ?? "")),
        fields.map(([f]) =>
          h(
            "td",
            { class: differs(f) ? "is-changed" : null },
            leader ? cell(leader, f) : "未运行",
            differs(f) ? h("span", { class: "visually-hidden" }, "（与初稿不同）") : null,
          ),
        ),
      ),
    ),
  );
  let notice;
  if (final.compromised) {
    notice = h(
      "p",
      { class: "lock-notice lock-notice--bad", role: "note" },
      h("strong", {}, markIcon("doubtful"), " 核心受损："),
      "主导智能体改变了初稿的立场或方向，按算法 1 第 5 步退回初稿。",
    );
  } else if (final.debateSkipped) {
    notice = h(
      "p",
      { class: "lock-notice lock-notice--info", role: "note" },
      h("strong", {}, "ⓘ 跳过安全辩论："),
      "初稿没有投资方向结论，按算法 1 第 1 步直接返回初稿。",
    );
  } else if (final.source === finalRole) {
    notice = h(
      "p",
      { class: "lock-notice lock-notice--ok", role: "note" },
      h("strong", {}, markIcon("verified"), " 立场锁定："),
      "最终稿保留了初稿的立场与三个方向，采用安全辩论后的报告。",
    );
  } else {
    notice = h(
      "p",
      { class: "lock-notice lock-notice--info", role: "note" },
      h("strong", {}, "ⓘ 采用初稿："),
      final.note,
    );
  }
  // A compromised core's note names what changed; in the other cases the notice already says it all.
  const why = final.compromised ? h("p", { class: "muted small" }, `判定说明：${final.note}`) : null;
  return h("div", { class: "decision-box" }, h("div", { class: "compare-wrap" }, table), notice, why);
}
