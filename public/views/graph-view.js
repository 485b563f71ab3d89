// @ts-check
// A protocol shown as stages on the debate page (its plug-in's `page.stages`): each role's turn in its stage, and the
// card that closes the decision (draft vs final, the decision chain, the vote count), memory, the look-ahead check.
// Text only via h().
import { clear, h } from "../ui/dom.js";
import { draftList } from "./points.js";
import { closingCard } from "./decision-cards.js";
import { lookAheadCard, memoryCard } from "./graph-cards.js";
import { horizonsRow } from "./horizons.js";
import {
  AGENT_ROLE,
  CONVICTION,
  NO_EVIDENCE_NOTE,
  STANCE,
  failureOf,
  formatInt,
  percent,
  protocolInfo,
} from "../lib/labels.js";

/** @typedef {import("../../src/wire/wire").PublicDebateState} PublicDebateState */
/** @typedef {import("../../src/wire/wire").Turn} Turn */
/** @typedef {import("../../src/wire/wire").RoleOutput} RoleOutput */
/** @typedef {import("../../src/wire/wire").GraphFinal} GraphFinal */
/** @typedef {import("../../src/wire/wire").LookAheadCheck} LookAheadCheck */
/** @typedef {import("../../src/wire/wire").StageCompletedEvent} StageCompletedEvent */
/** @typedef {import("../../src/wire/wire-protocols").ProtocolInfo["page"]["stages"][number]} Stage */
/** @typedef {{ section: HTMLElement, cards: HTMLElement, foot: HTMLElement }} StageEls */
/**
 * One role's turn card, and the reply text streamed so far.
 * @typedef {{
 *   seq: number, role: string, round: number, node: string | null, card: HTMLElement, body: HTMLElement,
 *   hit: HTMLElement, foot: HTMLElement, stanceEl: HTMLElement, text: string, complete: boolean,
 * }} RoleTurnEntry
 */

/**
 * Which stage a role's turn belongs to, in the order the protocol runs them: declared by the protocol's plug-in
 * (`page.stages` in GET /api/protocols).
 * @param {string | null | undefined} protocol
 * @returns {Stage[]}
 */
const stagesOf = (protocol) => protocolInfo(protocol)?.page.stages ?? [];

/**
 * The stages as the debate's public state serves them (`stages`: their order, titles and roles), each with what the
 * protocol's page stage adds (its hint and closing card); the registry's page stages before a state is known.
 * @param {string} protocol
 * @param {PublicDebateState["stages"] | undefined} served
 * @returns {Stage[]}
 */
function stageList(protocol, served) {
  const declared = stagesOf(protocol);
  if (!served?.length) return declared;
  return served.map((s) => ({
    hint: "",
    ...declared.find((d) => d.key === s.id),
    key: s.id,
    title: s.title,
    roles: s.roles,
  }));
}

/**
 * A protocol shown as its stages (its roles' turns in stage cards), not as the bull/bear columns: the declared
 * presentation flag of its plug-in (`page.layout` in GET /api/protocols), never a test of its name.
 * @param {string | undefined} protocol
 */
export function showsStages(protocol) {
  return protocolInfo(protocol)?.page.layout === "stages";
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
    /** @type {Stage[]} */ this.stages;
    this.host = host;
    this.el = stagesEl;
    this.report = reportEl;
    this.reset(null);
  }

  /** @param {PublicDebateState | null} meta */
  reset(meta) {
    this.protocol = meta && showsStages(meta.protocol) ? meta.protocol : null;
    this.stages = this.protocol ? stageList(this.protocol, meta?.stages) : [];
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
      this.stages.forEach((stage, i) => this.el.append(this.stageSection(stage, i + 1)));
      this.report.append(memoryCard(this.protocol, meta?.memoryEnabled !== false, meta?.flow?.memory ?? null));
    }
    if (meta) this.report.append(lookAheadCard(null, this.host));
  }

  /** @param {string | undefined} role */
  stageOf(role) {
    return this.stages.find((s) => s.roles.includes(role ?? "")) ?? null;
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
      {
        class: "stage",
        id: `stage-${stage.key}`,
        "data-stage": stage.key,
        "data-empty": "true",
        "aria-labelledby": `stage-${stage.key}-title`,
      },
      h(
        "h3",
        { class: "stage__title", id: `stage-${stage.key}-title` },
        h("span", { class: "stage__no", "aria-hidden": "true" }, String(n)),
        h("span", {}, stage.title),
        h("span", { class: "stage__hint muted" }, stage.hint),
      ),
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
    const body = h(
      "div",
      { class: "turn__body" },
      h("p", { class: "turn__placeholder muted" }, "正在检索证据、组织论点…"),
    );
    const foot = h("footer", { class: "turn__foot muted" });
    const card = h(
      "article",
      {
        class: "role-turn",
        id: `turn-${seq}`,
        "data-role": role,
        "data-node": node ?? "",
        "data-state": "writing",
        "aria-busy": "true",
      },
      h(
        "header",
        { class: "turn__head" },
        h("span", { class: "turn__who" }, AGENT_ROLE[role] ?? role),
        h(
          "span",
          { class: "turn__kind" },
          round > 0 && this.stageOf(role)?.rounds ? `#${seq} 第 ${round} 轮` : `#${seq}`,
        ),
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
      entry.stanceEl.append(
        h("span", { class: `stance-pill ${stance.className}` }, stance.text),
        h("span", { class: "muted small" }, ` 信心${CONVICTION[o.conviction] ?? o.conviction}`),
      );
    }
    const gaps = this.missing[r.node] ?? [];
    const gapNote = gaps.length
      ? h("p", { class: "role-turn__gaps muted small" }, h("strong", {}, "数据缺口："), gaps.join("；"))
      : null;
    if (r.error || !o) {
      const skipped = Boolean(r.skipped);
      clear(entry.body).append(
        h("p", { class: skipped ? "role-turn__skipped" : "turn__error" }, this.errorText(r)),
        ...present(gapNote),
      );
    } else {
      // A role's points fold on a phone (its stance, hit rate and conclusion stay in view), so the roles below the
      // verdict read as a list; a wider screen and the printed report show them open.
      const folded = window.matchMedia("(max-width: 680px)").matches;
      clear(entry.body).append(
        h(
          "details",
          { class: "role-turn__more", open: !folded },
          h(
            "summary",
            { class: "role-turn__summary" },
            `证据 ${r.points.length} 条 · 反向论点 ${r.counterPoints.length} 条`,
          ),
          h("h4", { class: "role-turn__label" }, `证据（${r.points.length}）`),
          h(
            "ol",
            { class: "points" },
            r.points.map((p) => this.host.pointItem(p)),
          ),
          h("h4", { class: "role-turn__label role-turn__label--counter" }, `反向论点（${r.counterPoints.length}）`),
          h(
            "ol",
            { class: "points points--counter" },
            r.counterPoints.map((p) => this.host.pointItem(p)),
          ),
        ),
        h(
          "p",
          { class: "role-turn__conclusion" },
          h("strong", {}, "结论："),
          this.host.withEvidenceLinks(o.conclusion),
        ),
        ...present(
          o.horizons ? horizonsRow(o.horizons) : null,
          o.riskChanges
            ? h(
                "p",
                { class: "role-turn__changes" },
                h("strong", {}, "风控辩论改变了什么："),
                this.host.withEvidenceLinks(o.riskChanges),
              )
            : null,
          gapNote,
        ),
      );
    }
    const model = `${r.provider}${r.model && r.model !== "-" ? ` · ${r.model}` : ""}`;
    const tokens = (r.usage?.promptTokens ?? 0) + (r.usage?.completionTokens ?? 0);
    entry.foot.textContent =
      r.provider === "none"
        ? "未调用模型"
        : `${model} · tokens ${formatInt(tokens)}${r.attempts?.length > 1 ? ` · 重试 ${r.attempts.length - 1} 次` : ""}`;
  }

  /** @param {Turn} r */
  errorText(r) {
    if (r.skipped) return `${NO_EVIDENCE_NOTE}：截至 ${this.asOf} 本角色没有可引用的证据，未调用模型（不凭空作答）。`;
    return `本角色未能给出结果：${r.error ? failureOf(r) : "无输出"}`;
  }

  /**
   * A router detour (cap, budget, failure) is said where it happened.
   * @param {StageCompletedEvent} e
   */
  stepDone(e) {
    if (!e.detour) return;
    const role = (e.nodes ?? []).map((/** @type {string} */ n) => this.turnsByNode(n)?.role).find(Boolean);
    const stage = this.stageEls.get(this.stageOf(role)?.key) ?? [...this.stageEls.values()].at(-1);
    stage?.foot.append(
      h("p", { class: "round__stop" }, h("span", { "aria-hidden": "true" }, "■ "), "流程改道：", e.detour),
    );
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
   * The decision's card in the stage that declares it (decision-cards.js: draft vs final, the decision chain, the count).
   * @param {GraphFinal | null | undefined} final
   */
  showFinal(final) {
    if (!final || !this.protocol) return;
    this.final = final;
    // The stage that declares a closing card shows it (the last stage when none does: the final note alone).
    const stages = this.stages;
    const closing = stages.find((s) => s.final) ?? stages.at(-1);
    const stage = closing ? this.stageEls.get(closing.key) : undefined;
    if (!closing || !stage) return;
    stage.section.dataset.empty = "false";
    clear(stage.foot);
    stage.foot.append(closingCard(final, closing, this.byRole));
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
