// @ts-check
// The adversarial debate's timeline: its rounds (bull and bear side by side), the judge's turn, and each turn's card
// as it is written. Built incrementally, keyed by turn seq, so streaming one turn never re-renders (or moves) another.
import { $, clear, h } from "../ui/dom.js";
import { ROLE, STOP_REASON, failureOf, formatInt, percent } from "../lib/labels.js";
import { draftList } from "./points.js";

/** @typedef {import("../../src/wire/wire").PublicTurn} PublicTurn */
/**
 * One turn on the timeline: its card, and the reply text streamed so far.
 * @typedef {{
 *   seq: number, role: string, round: number, card: HTMLElement, body: HTMLElement,
 *   hit: HTMLElement | null, foot: HTMLElement | null, text: string, complete: boolean,
 * }} TurnEntry
 */
/** @typedef {{ li: HTMLElement, bull: HTMLElement, bear: HTMLElement, foot: HTMLElement }} RoundEntry */

export class Timeline {
  /**
   * `host` is the DebateView: it owns the debate's state (`s`) and the point items shared by both layouts.
   * @param {import("./debate-view.js").DebateView} host
   */
  constructor(host) {
    // Declared for the type checker only: reset() sets them.
    /** @type {Map<number, TurnEntry>} */ this.turns;
    /** @type {Map<number, RoundEntry>} */ this.roundEls;
    this.host = host;
    this.el = {
      rounds: $("rounds"),
      judgeSlot: $("judge-slot"),
      sideHeads: $("side-heads"),
    };
  }

  /**
   * Empties the timeline; a graph protocol's debate hides it (its stages are shown instead).
   * @param {boolean} graph
   */
  reset(graph) {
    this.turns = new Map();
    this.roundEls = new Map();
    clear(this.el.rounds);
    clear(this.el.judgeSlot);
    this.el.sideHeads.hidden = graph;
    this.el.rounds.hidden = graph;
  }

  /** The adversarial turn after the completed ones, by the debate's plan (the judge after the last). */
  nextSpeaker() {
    const s = this.host.s;
    const debaters = [...this.turns.values()].filter((t) => t.role !== "judge" && t.complete).length;
    if (s.status === "judging") return { role: "judge", round: s.lastRound };
    const next = s.plan?.[debaters];
    return next ? { role: next.role, round: next.round } : { role: "judge", round: s.lastRound };
  }

  /** @param {number} round */
  ensureRound(round) {
    let entry = this.roundEls.get(round);
    if (entry) return entry;
    const bull = h("div", { class: "round__col round__col--bull", "aria-label": `第 ${round} 轮 多方` });
    const bear = h("div", { class: "round__col round__col--bear", "aria-label": `第 ${round} 轮 空方` });
    const foot = h("div", { class: "round__foot" });
    const li = h(
      "li",
      { class: "round", id: `round-${round}` },
      h(
        "h3",
        { class: "round__title" },
        h("span", { class: "round__no" }, `第 ${round} 轮`),
        h(
          "span",
          { class: "round__hint muted" },
          round === 1 ? "多方立论 → 空方反驳 → 多方回应" : "空方反驳 → 多方回应",
        ),
      ),
      h("div", { class: "round__grid" }, bull, bear),
      foot,
    );
    // Rounds always arrive in order, but a reload can bring them in any order: keep the list sorted.
    const later = [...this.roundEls.entries()].filter(([r]) => r > round).sort((a, b) => a[0] - b[0])[0];
    this.el.rounds.insertBefore(li, later ? later[1].li : null);
    entry = { li, bull, bear, foot };
    this.roundEls.set(round, entry);
    this.host.s.lastRound = Math.max(this.host.s.lastRound, round);
    return entry;
  }

  /**
   * @param {string} role
   * @param {number} round
   * @param {number} seq
   */
  turnKind(role, round, seq) {
    if (role === "bear") return round === 1 ? "反驳" : "反驳";
    const earlierBull = [...this.turns.values()].some((t) => t.role === "bull" && t.round === round && t.seq < seq);
    return round === 1 && !earlierBull ? "开篇立论" : "回应";
  }

  /**
   * @param {number} seq
   * @param {string} role
   * @param {number} round
   * @returns {TurnEntry}
   */
  startTurn(seq, role, round) {
    const existing = this.turns.get(seq);
    if (existing) return existing;
    if (role === "judge") {
      const body = h(
        "div",
        { class: "judge-turn__body" },
        h("p", { class: "muted" }, "裁判正在审阅双方论点与核验结果，给出评分…"),
      );
      const card = h(
        "article",
        { class: "card judge-turn", id: `turn-${seq}`, "data-state": "writing", "aria-busy": "true" },
        h("h3", { class: "judge-turn__title" }, h("span", { class: "side-badge side-badge--judge" }, "裁"), "裁判评议"),
        body,
      );
      clear(this.el.judgeSlot).append(card);
      const entry = { seq, role, round, card, body, hit: null, foot: null, text: "", complete: false };
      this.turns.set(seq, entry);
      return entry;
    }
    const col = this.ensureRound(round)[/** @type {"bull" | "bear"} */ (role)];
    const hit = h("span", { class: "turn__hit" });
    const body = h("div", { class: "turn__body" }, h("p", { class: "turn__placeholder muted" }, "正在组织论点…"));
    const foot = h("footer", { class: "turn__foot muted" });
    // turnKind looks only at earlier turns, so the card can be built before this turn is recorded.
    const card = h(
      "article",
      {
        class: `turn turn--${role}`,
        id: `turn-${seq}`,
        "data-state": "writing",
        "data-role": role,
        "aria-busy": "true",
      },
      h(
        "header",
        { class: "turn__head" },
        h("span", { class: "turn__who" }, ROLE[role]),
        h("span", { class: "turn__kind" }, `#${seq} ${this.turnKind(role, round, seq)}`),
        hit,
      ),
      body,
      foot,
    );
    const entry = { seq, role, round, card, body, hit, foot, text: "", complete: false };
    this.turns.set(seq, entry);
    // On a phone the two columns collapse into one list; `order` keeps it chronological there (CSSOM, CSP-safe).
    entry.card.style.order = String(seq);
    col.append(entry.card);
    return entry;
  }

  /**
   * The turn's text as it streams (readable lines, see draftList); `restart` when the model was asked again.
   * @param {number} seq
   * @param {string} role
   * @param {number} round
   * @param {string} text
   * @param {boolean} [restart]
   */
  streamTurn(seq, role, round, text, restart) {
    const entry = this.startTurn(seq, role, round);
    if (entry.complete) return;
    entry.text = (restart ? "" : entry.text) + (text ?? "");
    const list = draftList(entry.text, role === "judge" ? "judge-draft" : "points points--draft");
    if (list) clear(entry.body).append(list);
  }

  /** @param {PublicTurn} turn */
  completeTurn(turn) {
    const entry = this.startTurn(turn.seq, turn.role, turn.role === "judge" ? turn.round : turn.round);
    entry.complete = true;
    entry.card.dataset.state = turn.error ? "failed" : "complete";
    entry.card.removeAttribute("aria-busy");
    if (turn.role !== "judge") this.host.s.lastRound = Math.max(this.host.s.lastRound, turn.round);
    const model = `${turn.provider}${turn.model && turn.model !== "-" ? ` · ${turn.model}` : ""}`;
    const tokens = (turn.usage?.promptTokens ?? 0) + (turn.usage?.completionTokens ?? 0);
    if (turn.role === "judge") {
      // On paper the verdict card is not printed (print.css): there the conclusion is the report's first section.
      clear(entry.body).append(
        turn.error
          ? h("p", { class: "turn__error" }, `裁判评议失败：${failureOf(turn)}`)
          : h(
              "p",
              {},
              "裁判已完成评分，结论见",
              h("a", { href: "#verdict", class: "screen-only" }, "裁判结论"),
              h("span", { class: "print-only" }, "第 1 节“核心结论”"),
              "。",
            ),
        h("p", { class: "muted small" }, `${model} · tokens ${formatInt(tokens)}`),
      );
      return;
    }
    // A debater's turn (the judge's returned above) has its hit-rate and footer elements.
    const hit = /** @type {HTMLElement} */ (entry.hit);
    const foot = /** @type {HTMLElement} */ (entry.foot);
    const points = turn.points ?? [];
    const verified = points.filter((p) => p.verification?.status === "verified").length;
    hit.textContent = points.length ? `命中率 ${percent(turn.hitRate)}（${verified}/${points.length}）` : "";
    hit.title = "证据命中率：本次发言中通过核验的论点占比";
    if (turn.error) {
      clear(entry.body).append(h("p", { class: "turn__error" }, `本次发言失败：${failureOf(turn)}`));
    } else if (points.length === 0) {
      clear(entry.body).append(h("p", { class: "muted" }, "无新增论点（没有新的证据或维度可补充）。"));
    } else {
      clear(entry.body).append(
        h(
          "ol",
          { class: "points" },
          points.map((p) => this.host.pointItem(p)),
        ),
      );
    }
    foot.textContent = `${model} · tokens ${formatInt(tokens)}${turn.attempts?.length > 1 ? ` · 重试 ${turn.attempts.length - 1} 次` : ""}`;
  }

  /**
   * @param {number} round
   * @param {number} hitRate
   * @param {number} [debateHitRate]
   */
  showRoundSummary(round, hitRate, debateHitRate) {
    const { foot } = this.ensureRound(round);
    clear(foot).append(
      h(
        "p",
        { class: "round__summary" },
        `第 ${round} 轮结束 · 本轮证据命中率 ${percent(hitRate)}`,
        debateHitRate !== undefined ? ` · 全场 ${percent(debateHitRate)}` : "",
      ),
    );
  }

  /**
   * @param {number} round
   * @param {string} reason
   * @param {string} detail
   */
  showStop(round, reason, detail) {
    const { foot } = this.ensureRound(round || this.host.s.lastRound || 1);
    foot.append(
      h(
        "p",
        { class: "round__stop" },
        h("span", { "aria-hidden": "true" }, "■ "),
        STOP_REASON[reason] ?? "辩论提前结束",
        detail ? h("span", { class: "muted small" }, `（${detail}）`) : null,
      ),
    );
  }
}
