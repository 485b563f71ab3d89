// @ts-check
// FinDebate and TradingAgents on the debate page: the protocol's stages with each role's turn, and the protocol's own
// report sections (draft vs final, the portfolio manager's decision, memory, the look-ahead check). Text only via h().
import { clear, h } from "./dom.js";
import { draftList } from "./points.js";
import { markIcon } from "./mark-icon.js";
import { lookAheadCard, memoryCard } from "./graph-cards.js";
import { AGENT_ROLE, CONVICTION, DIRECTION, HORIZON, NO_EVIDENCE_NOTE, STANCE, failureOf, formatInt, percent } from "./labels.js";

/** @typedef {import("../src/wire/wire").PublicDebateState} PublicDebateState */
/** @typedef {import("../src/wire/wire").Turn} Turn */
/** @typedef {import("../src/wire/wire").RoleOutput} RoleOutput */
/** @typedef {import("../src/wire/wire").GraphFinal} GraphFinal */
/** @typedef {import("../src/wire/wire").LookAheadCheck} LookAheadCheck */
/** @typedef {import("../src/wire/wire").StepCompletedEvent} StepCompletedEvent */
/** @typedef {NonNullable<RoleOutput["horizons"]>} Horizons */
/** @typedef {{ key: string, title: string, hint: string, roles: string[] }} Stage */
/** @typedef {{ section: HTMLElement, cards: HTMLElement, foot: HTMLElement }} StageEls */
/**
 * One role's turn card, and the reply text streamed so far.
 * @typedef {{
 *   seq: number, role: string, round: number, node: string | null, card: HTMLElement, body: HTMLElement,
 *   hit: HTMLElement, foot: HTMLElement, stanceEl: HTMLElement, text: string, complete: boolean,
 * }} RoleTurnEntry
 */

/** Which stage a role's turn belongs to, in the order the protocol runs them. @type {Record<string, Stage[]>} */
const STAGES = {
  findebate: [
    { key: "analysts", title: "专家分析师", hint: "五位分析师并行，各自检索本维度的证据，互不参考", roles: ["fin_earnings", "fin_market", "fin_sentiment", "fin_valuation", "fin_risk"] },
    { key: "draft", title: "报告合成 · 初稿", hint: "综合五份报告：立场、信心与一日 / 一周 / 一月方向", roles: ["synthesiser"] },
    { key: "safe", title: "安全辩论（一轮）", hint: "信任补充证据 → 质疑审视风险 → 主导整合；立场与三个方向不得改变", roles: ["trust", "skeptic", "leader"] },
    { key: "decision", title: "最终决定：初稿与最终稿", hint: "程序比较两稿：立场或任一方向被改变即“核心受损”，退回初稿", roles: [] },
  ],
  tradingagents: [
    { key: "analysts", title: "分析师团队", hint: "四位分析师并行且互不可见：基本面、技术（程序计算的指标）、新闻（公告）、情绪（代理指标）", roles: ["ta_fundamentals", "ta_technical", "ta_news", "ta_sentiment"] },
    { key: "research", title: "研究辩论", hint: "多头与空头研究员依据分析师报告逐轮交锋", roles: ["bull_researcher", "bear_researcher"] },
    { key: "plan", title: "研究经理计划", hint: "裁定研究辩论，给出平衡后的方向与理由", roles: ["research_manager"] },
    { key: "trader", title: "交易员", hint: "把研究计划转为带理由的方向判断（不给仓位与价格目标）", roles: ["trader"] },
    { key: "risk", title: "风控辩论", hint: "激进 → 保守 → 中性，三方逐轮讨论同一方向的风险", roles: ["risk_aggressive", "risk_conservative", "risk_neutral"] },
    { key: "pm", title: "组合经理决定", hint: "最终决定，必须说明风控辩论改变了什么", roles: ["portfolio_manager"] },
  ],
};

/**
 * Every role result in a graph flow, in run order: the flow keeps each role's output in its own field.
 * @param {PublicDebateState["flow"] | undefined} flow
 * @returns {Turn[]}
 */
export function flowResults(flow) {
  /** @type {Turn[]} */
  const out = [];
  // Each protocol's flow has its own fields, so it is walked for anything shaped like a role result.
  const walk = (/** @type {any} */ v) => {
    if (!v || typeof v !== "object") return;
    if (Array.isArray(v)) return v.forEach(walk);
    if (typeof v.seq === "number" && typeof v.role === "string" && typeof v.node === "string") {
      out.push(v);
      return;
    }
    for (const [k, child] of Object.entries(v)) if (k !== "packs" && k !== "missing" && k !== "memory" && k !== "cursor") walk(child);
  };
  walk(flow);
  return out.sort((a, b) => a.seq - b.seq);
}

/** @param {string | undefined} protocol */
export function isGraphProtocol(protocol) {
  return protocol === "findebate" || protocol === "tradingagents";
}

export class GraphView {
  /**
   * `host` is the DebateView: it owns evidence chips and point items, shared by both layouts.
   * @param {import("./debate-view.js").DebateView} host
   * @param {HTMLElement} stagesEl
   * @param {HTMLElement} reportEl
   */
  constructor(host, stagesEl, reportEl) {
    // Declared for the type checker only: reset(), called at the end, sets them.
    /** @type {string | null} */ this.protocol;
    /** @type {string} */ this.asOf;
    /** @type {Record<string, string[]>} */ this.missing;
    /** @type {Map<number, RoleTurnEntry>} */ this.turns;
    /** @type {Map<string, Turn>} */ this.byRole;
    /** @type {Map<string | undefined, StageEls>} */ this.stageEls;
    /** @type {GraphFinal | null} */ this.final;
    this.host = host;
    this.el = stagesEl;
    this.report = reportEl;
    this.reset(null);
  }

  /** @param {PublicDebateState | null} meta */
  reset(meta) {
    this.protocol = meta && isGraphProtocol(meta.protocol) ? meta.protocol : null;
    this.asOf = meta?.asOf ?? "";
    this.missing = meta?.flow?.missing ?? {};
    this.turns = new Map();
    this.byRole = new Map();
    this.stageEls = new Map();
    this.final = null;
    clear(this.el);
    clear(this.report);
    this.el.hidden = !this.protocol;
    if (this.protocol) {
      STAGES[this.protocol].forEach((stage, i) => this.el.append(this.stageSection(stage, i + 1)));
      this.report.append(memoryCard(this.protocol, meta?.memoryEnabled !== false, meta?.flow?.memory ?? null));
    }
    if (meta) this.report.append(lookAheadCard(null, this.host));
  }

  /** @param {string | undefined} role */
  stageOf(role) {
    return STAGES[this.protocol ?? ""]?.find((s) => s.roles.includes(role ?? "")) ?? null;
  }

  /** @param {string | undefined} role */
  stageTitle(role) {
    return this.stageOf(role)?.title ?? "";
  }

  /**
   * @param {Stage} stage
   * @param {number} n
   */
  stageSection(stage, n) {
    const cards = h("div", { class: `stage__cards stage__cards--${stage.key}` });
    const foot = h("div", { class: "stage__foot" });
    const section = h(
      "section",
      { class: "stage", id: `stage-${stage.key}`, "data-stage": stage.key, "data-empty": "true", "aria-labelledby": `stage-${stage.key}-title` },
      h("h3", { class: "stage__title", id: `stage-${stage.key}-title` }, h("span", { class: "stage__no", "aria-hidden": "true" }, String(n)), h("span", {}, stage.title), h("span", { class: "stage__hint muted" }, stage.hint)),
      cards,
      h("p", { class: "stage__waiting muted small" }, stage.roles.length ? "尚未开始" : "流程结束后由程序判定"),
      foot,
    );
    this.stageEls.set(stage.key, { section, cards, foot });
    return section;
  }

  // ---- turns ----

  /**
   * @param {number} seq
   * @param {string} role
   * @param {number} round
   * @param {string | null} node
   * @returns {RoleTurnEntry | null}
   */
  start(seq, role, round, node) {
    const existing = this.turns.get(seq);
    if (existing) return existing;
    const stage = this.stageEls.get(this.stageOf(role)?.key);
    if (!stage) return null;
    stage.section.dataset.empty = "false";
    const hit = h("span", { class: "turn__hit" });
    const stanceEl = h("span", { class: "role-turn__stance" });
    const body = h("div", { class: "turn__body" }, h("p", { class: "turn__placeholder muted" }, "正在检索证据、组织论点…"));
    const foot = h("footer", { class: "turn__foot muted" });
    const card = h(
      "article",
      { class: "role-turn", id: `turn-${seq}`, "data-role": role, "data-node": node ?? "", "data-state": "writing", "aria-busy": "true" },
      h(
        "header",
        { class: "turn__head" },
        h("span", { class: "turn__who" }, AGENT_ROLE[role] ?? role),
        h("span", { class: "turn__kind" }, round > 0 && (this.stageOf(role)?.key === "research" || this.stageOf(role)?.key === "risk") ? `#${seq} 第 ${round} 轮` : `#${seq}`),
        stanceEl,
        hit,
      ),
      body,
      foot,
    );
    card.style.order = String(seq);
    stage.cards.append(card);
    const entry = { seq, role, round, node, card, body, hit, foot, stanceEl, text: "", complete: false };
    this.turns.set(seq, entry);
    return entry;
  }

  /**
   * A role's text as it streams (readable lines, see draftList); `restart` when the model was asked again.
   * @param {number} seq
   * @param {string} role
   * @param {number} round
   * @param {string} text
   * @param {boolean} [restart]
   */
  stream(seq, role, round, text, restart) {
    const entry = this.start(seq, role, round, null);
    if (!entry || entry.complete) return;
    entry.text = (restart ? "" : entry.text) + (text ?? "");
    const list = draftList(entry.text, "points points--draft");
    if (list) clear(entry.body).append(list);
  }

  /**
   * A role's result: evidence first, then counter-points, then its conclusion, as the report orders them.
   * @param {Turn} r
   */
  complete(r) {
    const entry = this.start(r.seq, r.role, r.round, r.node);
    if (!entry) return;
    entry.complete = true;
    this.byRole.set(r.role, r);
    const o = r.output;
    entry.card.dataset.state = r.skipped ? "skipped" : r.error || !o ? "failed" : "complete";
    entry.card.dataset.stance = o?.stance ?? "";
    entry.card.removeAttribute("aria-busy");
    const all = [...(r.points ?? []), ...(r.counterPoints ?? [])];
    const verified = all.filter((p) => p.verification?.status === "verified").length;
    entry.hit.textContent = all.length ? `命中率 ${percent(r.hitRate)}（${verified}/${all.length}）` : "";
    entry.hit.title = "证据命中率：本角色的论点与反向论点中通过核验的占比";
    clear(entry.stanceEl);
    if (o) {
      const stance = STANCE[o.stance] ?? STANCE.neutral;
      entry.stanceEl.append(h("span", { class: `stance-pill ${stance.className}` }, stance.text), h("span", { class: "muted small" }, ` 信心${CONVICTION[o.conviction] ?? o.conviction}`));
    }
    const gaps = this.missing[r.node] ?? [];
    const gapNote = gaps.length ? h("p", { class: "role-turn__gaps muted small" }, h("strong", {}, "数据缺口："), gaps.join("；")) : null;
    if (r.error || !o) {
      const skipped = Boolean(r.skipped);
      clear(entry.body).append(h("p", { class: skipped ? "role-turn__skipped" : "turn__error" }, this.errorText(r)), ...present(gapNote));
    } else {
      // A role's points fold on a phone (its stance, hit rate and conclusion stay in view), so the roles below the
      // verdict read as a list; a wider screen and the printed report show them open.
      const folded = window.matchMedia("(max-width: 680px)").matches;
      clear(entry.body).append(
        h(
          "details",
          { class: "role-turn__more", open: !folded },
          h("summary", { class: "role-turn__summary" }, `证据 ${r.points.length} 条 · 反向论点 ${r.counterPoints.length} 条`),
          h("h4", { class: "role-turn__label" }, `证据（${r.points.length}）`),
          h("ol", { class: "points" }, r.points.map((p) => this.host.pointItem(p))),
          h("h4", { class: "role-turn__label role-turn__label--counter" }, `反向论点（${r.counterPoints.length}）`),
          h("ol", { class: "points points--counter" }, r.counterPoints.map((p) => this.host.pointItem(p))),
        ),
        h("p", { class: "role-turn__conclusion" }, h("strong", {}, "结论："), this.host.withEvidenceLinks(o.conclusion)),
        ...present(
          o.horizons ? horizonsRow(o.horizons) : null,
          o.riskChanges ? h("p", { class: "role-turn__changes" }, h("strong", {}, "风控辩论改变了什么："), this.host.withEvidenceLinks(o.riskChanges)) : null,
          gapNote,
        ),
      );
    }
    const model = `${r.provider}${r.model && r.model !== "-" ? ` · ${r.model}` : ""}`;
    const tokens = (r.usage?.promptTokens ?? 0) + (r.usage?.completionTokens ?? 0);
    entry.foot.textContent = r.provider === "none" ? "未调用模型" : `${model} · tokens ${formatInt(tokens)}${r.attempts?.length > 1 ? ` · 重试 ${r.attempts.length - 1} 次` : ""}`;
  }

  /** @param {Turn} r */
  errorText(r) {
    if (r.skipped) return `${NO_EVIDENCE_NOTE}：截至 ${this.asOf} 本角色没有可引用的证据，未调用模型（不凭空作答）。`;
    return `本角色未能给出结果：${r.error ? failureOf(r) : "无输出"}`;
  }

  /**
   * A router detour (cap, budget, failure) is said where it happened.
   * @param {StepCompletedEvent} e
   */
  stepDone(e) {
    if (!e.detour) return;
    const role = (e.nodes ?? []).map((n) => this.turnsByNode(n)?.role).find(Boolean);
    const stage = this.stageEls.get(this.stageOf(role)?.key) ?? [...this.stageEls.values()].at(-1);
    stage?.foot.append(h("p", { class: "round__stop" }, h("span", { "aria-hidden": "true" }, "■ "), "流程改道：", e.detour));
  }

  /** "bull-t5-p1" -> "多头研究员第1轮论点1", as the report names it (counter-points end in c<n>: 反向论点). */
  /** @param {string} id */
  rebutLabel(id) {
    const m = /^([a-z_]+)-t(\d+)-([pc])(\d+)$/.exec(id);
    const turn = m ? this.turns.get(Number(m[2])) : undefined;
    if (!m || !turn) return "未知论点";
    return `${AGENT_ROLE[turn.role] ?? "未知角色"}${turn.round > 0 ? `第${turn.round}轮` : ""}${m[3] === "c" ? "反向论点" : "论点"}${m[4]}`;
  }

  /** @param {string} node */
  turnsByNode(node) {
    return [...this.turns.values()].find((t) => t.node === node);
  }

  // ---- the protocol's own sections ----

  /**
   * FinDebate: draft vs final and the stance lock; TradingAgents: whose decision it is and what the risk debate changed.
   * @param {GraphFinal | null | undefined} final
   */
  showFinal(final) {
    if (!final || !this.protocol) return;
    this.final = final;
    const key = this.protocol === "findebate" ? "decision" : "pm";
    const stage = this.stageEls.get(key);
    if (!stage) return;
    stage.section.dataset.empty = "false";
    clear(stage.foot);
    if (this.protocol === "findebate") {
      stage.foot.append(this.draftVsFinal(final));
    } else {
      stage.foot.append(this.decisionChain(final));
    }
  }

  /**
   * TradingAgents: how the call moved from the research plan through the trader and the risk seats to the decision.
   * @param {GraphFinal} final
   */
  decisionChain(final) {
    const fromTrader = final.source === "trader";
    const pill = (/** @type {string} */ role) => {
      const o = this.byRole.get(role)?.output;
      const stance = o ? (STANCE[o.stance] ?? STANCE.neutral) : null;
      return h(
        "span",
        { class: "chain__step" },
        `${AGENT_ROLE[role]} `,
        stance ? h("span", { class: `stance-pill ${stance.className}` }, stance.text) : h("span", { class: "muted" }, "无"),
        o ? h("span", { class: "muted small" }, ` 信心${CONVICTION[o.conviction] ?? o.conviction}`) : null,
      );
    };
    const arrow = () => h("span", { class: "chain__arrow", "aria-hidden": "true" }, "→");
    return h(
      "div",
      { class: `decision-box ${fromTrader ? "decision-box--warn" : ""}` },
      h("p", { class: "decision-box__head" }, h("strong", {}, "采用："), fromTrader ? final.note : "组合经理的最终决定（见上方组合经理的“风控辩论改变了什么”）"),
      h("p", { class: "chain" }, h("span", { class: "muted small" }, "决策链："), pill("research_manager"), arrow(), pill("trader"), arrow(), pill("portfolio_manager")),
      h("p", { class: "chain" }, h("span", { class: "muted small" }, "风控三方（最后一轮）："), pill("risk_aggressive"), pill("risk_conservative"), pill("risk_neutral")),
    );
  }

  /** @param {GraphFinal} final */
  draftVsFinal(final) {
    const draft = this.byRole.get("synthesiser")?.output ?? null;
    const leader = this.byRole.get("leader")?.output ?? null;
    const cell = (/** @type {RoleOutput | null} */ o, /** @type {string} */ field) => {
      if (!o) return "—";
      if (field === "stance") return (STANCE[o.stance] ?? STANCE.neutral).text;
      if (field === "conviction") return CONVICTION[o.conviction] ?? o.conviction;
      const d = o.horizons?.[/** @type {keyof Horizons} */ (field)];
      return d ? `${DIRECTION[d].icon} ${DIRECTION[d].text}` : "无";
    };
    /** @type {[string, string][]} */
    const fields = [["stance", "立场"], ["conviction", "信心"], ...HORIZON.map((x) => /** @type {[string, string]} */ ([x.key, x.label]))];
    const differs = (/** @type {string} */ f) => draft && leader && f !== "conviction" && cell(draft, f) !== cell(leader, f);
    const table = h(
      "table",
      { class: "compare" },
      h("caption", { class: "visually-hidden" }, "初稿与安全辩论后最终稿的立场、信心与三个方向"),
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, ""), fields.map(([, label]) => h("th", { scope: "col" }, label)))),
      h(
        "tbody",
        {},
        h("tr", { class: final.source === "synthesiser" ? "is-adopted" : null }, h("th", { scope: "row" }, "初稿", h("span", { class: "compare__who" }, "报告合成师")), fields.map(([f]) => h("td", {}, cell(draft, f)))),
        h(
          "tr",
          { class: final.source === "leader" ? "is-adopted" : null },
          h("th", { scope: "row" }, "最终稿", h("span", { class: "compare__who" }, "主导智能体")),
          fields.map(([f]) => h("td", { class: differs(f) ? "is-changed" : null }, leader ? cell(leader, f) : "未运行", differs(f) ? h("span", { class: "visually-hidden" }, "（与初稿不同）") : null)),
        ),
      ),
    );
    let notice;
    if (final.compromised) {
      notice = h("p", { class: "lock-notice lock-notice--bad", role: "note" }, h("strong", {}, markIcon("doubtful"), " 核心受损："), "主导智能体改变了初稿的立场或方向，按算法 1 第 5 步退回初稿。");
    } else if (final.debateSkipped) {
      notice = h("p", { class: "lock-notice lock-notice--info", role: "note" }, h("strong", {}, "ⓘ 跳过安全辩论："), "初稿没有投资方向结论，按算法 1 第 1 步直接返回初稿。");
    } else if (final.source === "leader") {
      notice = h("p", { class: "lock-notice lock-notice--ok", role: "note" }, h("strong", {}, markIcon("verified"), " 立场锁定："), "最终稿保留了初稿的立场与三个方向，采用安全辩论后的报告。");
    } else {
      notice = h("p", { class: "lock-notice lock-notice--info", role: "note" }, h("strong", {}, "ⓘ 采用初稿："), final.note);
    }
    // A compromised core's note names what changed; in the other cases the notice already says it all.
    const why = final.compromised ? h("p", { class: "muted small" }, `判定说明：${final.note}`) : null;
    return h("div", { class: "decision-box" }, h("div", { class: "compare-wrap" }, table), notice, why);
  }

  /** @param {LookAheadCheck | null | undefined} check */
  showLookAhead(check) {
    if (!check) return;
    const old = this.report.querySelector("#lookahead-card");
    const card = lookAheadCard(check, this.host);
    if (old) old.replaceWith(card);
    else this.report.append(card);
  }
}

/**
 * Element.append() would write null as the text "null": only the parts that exist.
 * @param {...(HTMLElement | null | undefined)} nodes
 * @returns {HTMLElement[]}
 */
function present(...nodes) {
  return nodes.filter((n) => n !== null && n !== undefined);
}

/** @param {Horizons} horizons */
function horizonsRow(horizons) {
  return h(
    "p",
    { class: "horizons" },
    h("span", { class: "muted small" }, "方向："),
    HORIZON.map((x) => {
      const d = DIRECTION[horizons[x.key]] ?? DIRECTION.flat;
      return h("span", { class: `horizon ${d.className}` }, `${x.label} `, h("span", { "aria-hidden": "true" }, d.icon), ` ${d.text}`);
    }),
  );
}

export { horizonsRow };
