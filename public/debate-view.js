// @ts-check
import { $, clear, h } from "./dom.js";
import { flowResults, GraphView, horizonsRow, isGraphProtocol } from "./graph-view.js";
import {
  AGENT_ROLE,
  CATEGORY,
  DIMENSION,
  MARK,
  PROTOCOL,
  ROLE,
  SCORE_AXES,
  STANCE,
  STATUS,
  STOP_REASON,
  formatDateTime,
  formatDuration,
  formatInt,
  percent,
} from "./labels.js";
import { radarChart } from "./radar.js";

/** @typedef {import("../src/shared/wire").PublicDebateState} PublicDebateState */
/** @typedef {import("../src/shared/wire").DebateEvent} DebateEvent */
/** @typedef {import("../src/shared/wire").AdversarialEvent} AdversarialEvent */
/** @typedef {import("../src/shared/wire").GraphEvent} GraphEvent */
/** @typedef {import("../src/shared/wire").EvidenceItem} EvidenceItem */
/** @typedef {import("../src/shared/wire").Point} Point */
/** @typedef {import("../src/shared/wire").PublicTurn} PublicTurn */
/** @typedef {import("../src/shared/wire").Usage} Usage */
/** @typedef {import("../src/shared/wire").Verdict} Verdict */
/** @typedef {import("../src/shared/wire").GraphFinal} GraphFinal */
/** @typedef {import("./api.js").ApiResult<import("../src/shared/wire").VerdictHistoryResponse>} VerdictHistoryResult */

/**
 * What the page knows of the debate it shows: the public state's meta, plus what the events have told it so far.
 * @typedef {{
 *   id: string | null, ticker: string, companyName: string, rounds: number, asOf: string,
 *   createdAt: string | null, updatedAt: string | null, status: string,
 *   usage: Pick<Usage, "promptTokens" | "completionTokens" | "estimated" | "calls">, tokenBudget: number | null,
 *   evidence: Map<string, EvidenceItem>, packs: { bull: string[], bear: string[] },
 *   models: PublicDebateState["models"] | null, notice: string | null,
 *   speaking: { role: string, round: number, turnSeq?: number } | null, lastRound: number, verdictShown: boolean,
 *   protocol: string, plan: PublicDebateState["plan"], riskRounds: number | null, memoryEnabled: boolean | null,
 *   rolePacks: Record<string, string[]>, speakingSeqs: Map<number, string>,
 * }} ViewState
 */
/**
 * One turn on the timeline: its card, and the reply text streamed so far.
 * @typedef {{
 *   seq: number, role: string, round: number, card: HTMLElement, body: HTMLElement,
 *   hit: HTMLElement | null, foot: HTMLElement | null, text: string, complete: boolean,
 * }} TurnEntry
 */
/** @typedef {{ li: HTMLElement, bull: HTMLElement, bear: HTMLElement, foot: HTMLElement }} RoundEntry */

const LIVE = new Set(["queued", "running", "judging"]);

/**
 * The debate page: a timeline of rounds (bull and bear side by side), the judge, the status line and the verdict
 * card. Built incrementally, keyed by turn seq, so streaming one turn never re-renders (or moves) another.
 */
export class DebateView {
  constructor() {
    // Declared for the type checker only: reset(), called at the end, sets them.
    /** @type {ViewState} */ this.s;
    /** @type {Map<number, TurnEntry>} */ this.turns;
    /** @type {Map<number, RoundEntry>} */ this.roundEls;
    this.el = {
      title: $("debate-title"),
      meta: $("debate-meta"),
      statusLine: $("status-line"),
      speaker: $("status-speaker"),
      round: $("status-round"),
      elapsed: $("status-elapsed"),
      tokens: $("status-tokens"),
      rounds: $("rounds"),
      judgeSlot: $("judge-slot"),
      verdictBody: $("verdict-body"),
      verdict: $("verdict"),
      failure: $("failure"),
      failureReason: $("failure-reason"),
      failureErrors: $("failure-errors"),
      downloadMd: /** @type {HTMLAnchorElement} */ ($("download-md")),
      downloadJson: /** @type {HTMLAnchorElement} */ ($("download-json")),
      history: $("history-body"),
      sideHeads: $("side-heads"),
      verdictTitle: $("verdict-title"),
    };
    /** @type {ReturnType<typeof setInterval> | null} */
    this.timer = null;
    // FinDebate / TradingAgents render their stages and report sections here; adversarial debates use the rounds.
    this.graph = new GraphView(this, $("stages"), $("protocol-report"));
    this.reset(null);
  }

  /**
   * Empties the page for a debate; `meta` is the public state (turns and verdict in it are ignored here).
   * @param {PublicDebateState | null} meta
   */
  reset(meta) {
    this.s = {
      id: meta?.id ?? null,
      ticker: meta?.ticker ?? "",
      companyName: meta?.companyName ?? "",
      rounds: meta?.rounds ?? 3,
      asOf: meta?.asOf ?? "",
      createdAt: meta?.createdAt ?? null,
      updatedAt: meta?.updatedAt ?? null,
      status: "queued",
      usage: { promptTokens: 0, completionTokens: 0, estimated: false, calls: 0 },
      tokenBudget: meta?.tokenBudget ?? null,
      evidence: new Map((meta?.evidence ?? []).map((e) => [e.id, e])),
      packs: meta?.packs ?? { bull: [], bear: [] },
      models: meta?.models ?? null,
      notice: meta?.notice ?? null,
      speaking: null,
      lastRound: 0,
      verdictShown: false,
      protocol: meta?.protocol ?? "adversarial",
      plan: meta?.plan ?? null,
      riskRounds: meta?.riskRounds ?? null,
      memoryEnabled: meta?.memoryEnabled ?? null,
      rolePacks: meta?.flow?.packs ?? {},
      // Graph protocols: analysts speak at once, so every turn being written is tracked by seq.
      speakingSeqs: new Map(),
    };
    this.turns = new Map();
    this.roundEls = new Map();
    clear(this.el.rounds);
    clear(this.el.judgeSlot);
    this.el.failure.hidden = true;
    clear(this.el.failureErrors);
    const graph = this.isGraph();
    this.el.sideHeads.hidden = graph;
    this.el.rounds.hidden = graph;
    this.el.verdictTitle.textContent = graph ? "最终结论" : "裁判结论";
    this.graph.reset(meta);
    this.showVerdictPending();
    if (meta) this.renderHeader();
    this.renderStatus();
  }

  isGraph() {
    return isGraphProtocol(this.s.protocol);
  }

  /**
   * Which evidence pack an item came from, for the evidence dialog.
   * @param {string} id
   */
  packSide(id) {
    if (!this.isGraph()) {
      return this.s.packs.bull?.includes(id) ? "多方证据包" : this.s.packs.bear?.includes(id) ? "空方证据包" : "共享证据";
    }
    const owners = Object.entries(this.s.rolePacks)
      .filter(([, ids]) => ids.includes(id))
      .map(([name]) => AGENT_ROLE[name] ?? name);
    return owners.length ? `${owners.join("、")}的证据包` : "计算指标 / 共享证据";
  }

  /**
   * Renders a whole public state at once (a finished debate, a reload, a snapshot).
   * @param {PublicDebateState} state
   */
  loadState(state) {
    this.reset(state);
    for (const turn of state.turns ?? []) this.completeTurn(turn);
    if (this.isGraph()) {
      for (const r of flowResults(state.flow)) this.graph.complete(r);
      this.graph.showFinal(state.final);
    }
    this.graph.showLookAhead(state.lookAhead);
    this.s.usage = state.usage ?? this.s.usage;
    this.s.updatedAt = state.updatedAt;
    if (state.stoppedEarly) this.showStop(state.stoppedEarly.round, state.stoppedEarly.reason, state.stoppedEarly.detail);
    if (state.verdict) this.showVerdict(state.verdict, state.disclaimer, state.final);
    this.setStatus(state.status);
    if (state.status === "failed") this.showFailure(null, state.errors ?? []);
    // A snapshot of a live debate: the next turn is being written but its deltas came before we joined.
    if (LIVE.has(state.status) && !this.isGraph()) this.s.speaking = this.nextSpeaker();
    this.renderStatus();
  }

  /**
   * Applies one WebSocket event (already deduplicated and paced by the caller). The debate's protocol says which
   * family of events its stream carries.
   * @param {DebateEvent} event
   */
  applyEvent(event) {
    if (this.isGraph() && this.applyGraphEvent(/** @type {GraphEvent} */ (event))) {
      this.renderStatus();
      return;
    }
    const e = /** @type {AdversarialEvent} */ (event);
    switch (e.type) {
      case "snapshot":
        this.loadState(e.state);
        break;
      case "turn.started":
        this.s.speaking = { role: e.role, round: e.round, turnSeq: e.turnSeq };
        if (this.s.status === "queued") this.s.status = "running";
        if (e.role === "judge") this.s.status = "judging";
        this.startTurn(e.turnSeq, e.role, e.round);
        break;
      case "turn.delta":
        this.streamTurn(e.turnSeq, e.role, e.round, e.text);
        break;
      case "turn.completed":
        this.completeTurn(e.turn);
        if (e.usage) this.s.usage = e.usage;
        this.s.speaking = null;
        break;
      case "round.completed":
        this.showRoundSummary(e.round, e.hitRate, e.debateHitRate);
        break;
      case "converged":
        this.showStop(e.round, e.reason, e.detail);
        this.s.status = "judging";
        break;
      case "verdict":
        this.showVerdict(e.verdict);
        break;
      case "failed":
        this.showFailure(e.reason, []);
        break;
      case "done":
        this.s.updatedAt = e.at ?? this.s.updatedAt;
        this.setStatus(e.status);
        this.s.speaking = null;
        break;
      default:
        break;
    }
    this.renderStatus();
  }

  /**
   * The events whose shape differs for graph protocols; true when handled.
   * @param {GraphEvent} e
   */
  applyGraphEvent(e) {
    switch (e.type) {
      case "turn.started":
        if (this.s.status === "queued") this.s.status = "running";
        this.s.speakingSeqs.set(e.turnSeq, e.role);
        this.graph.start(e.turnSeq, e.role, e.round, e.node);
        return true;
      case "turn.delta":
        this.graph.stream(e.turnSeq, e.role, e.round, e.text, draftClaims);
        return true;
      case "turn.completed":
        this.graph.complete(e.turn);
        this.s.speakingSeqs.delete(e.turn.seq);
        if (e.usage) this.s.usage = e.usage;
        return true;
      case "round.completed":
        this.graph.stepDone(e);
        return true;
      case "verdict":
        this.graph.showFinal(e.final);
        this.graph.showLookAhead(e.lookAhead);
        this.showVerdict(e.verdict, undefined, e.final);
        return true;
      case "done":
        this.s.speakingSeqs.clear();
        return false;
      default:
        return false;
    }
  }

  /** @param {string} status */
  setStatus(status) {
    this.s.status = status;
    this.el.statusLine.dataset.status = status;
    if (LIVE.has(status)) this.startClock();
    else this.stopClock();
  }

  isLive() {
    return LIVE.has(this.s.status);
  }

  /** The adversarial turn after the completed ones, by the debate's plan (the judge after the last). */
  nextSpeaker() {
    const debaters = [...this.turns.values()].filter((t) => t.role !== "judge" && t.complete).length;
    if (this.s.status === "judging") return { role: "judge", round: this.s.lastRound };
    const next = this.s.plan?.[debaters];
    return next ? { role: next.role, round: next.round } : { role: "judge", round: this.s.lastRound };
  }

  // ---- header and status line ----

  renderHeader() {
    const s = this.s;
    const graph = this.isGraph();
    this.el.title.textContent = graph ? `${s.companyName || s.ticker}（${s.ticker}）· ${PROTOCOL[s.protocol].long}` : `${s.companyName || s.ticker}（${s.ticker}）多空辩论`;
    const plan =
      s.protocol === "findebate"
        ? ["5 位专家分析师", "安全辩论 1 轮"]
        : s.protocol === "tradingagents"
          ? [`研究辩论 ${s.rounds} 轮`, `风控辩论 ${s.riskRounds ?? 1} 轮`]
          : [`计划 ${s.rounds} 轮`];
    const parts = [`数据截至 ${s.asOf}`, ...plan];
    if (graph) parts.push(s.memoryEnabled === false ? "记忆：关" : "记忆：开");
    if (s.models && !s.models.offline) parts.push(`模型 ${s.models.quick} / ${s.models.deep}`);
    if (s.createdAt) parts.push(`开始于 ${formatDateTime(s.createdAt)}`);
    clear(this.el.meta).append(parts.join(" · "));
    if (s.notice) this.el.meta.append(" ", h("span", { class: "tag tag--warn" }, s.notice));
    const base = `/api/debates/${s.id}`;
    this.el.downloadMd.href = `${base}/report.md`;
    this.el.downloadMd.download = `debatedesk-${s.ticker}-${s.id}.md`;
    this.el.downloadJson.href = `${base}/report.json`;
    this.el.downloadJson.download = `debatedesk-${s.ticker}-${s.id}.json`;
  }

  renderStatus() {
    if (this.isGraph()) return this.renderGraphStatus();
    const s = this.s;
    this.el.statusLine.dataset.status = s.status;
    let speaker = STATUS[s.status] ?? s.status;
    if (s.speaking && this.isLive()) {
      speaker = s.speaking.role === "judge" ? "裁判正在评议…" : `${ROLE[s.speaking.role]}正在发言…`;
    } else if (this.isLive() && this.s.lastRound > 0) {
      const next = this.nextSpeaker();
      speaker = next.role === "judge" ? "裁判准备评议…" : `${ROLE[next.role]}准备发言…`;
    }
    this.el.speaker.textContent = speaker;
    this.el.statusLine.dataset.speaker = s.speaking && this.isLive() ? s.speaking.role : "";
    const round = s.speaking?.round || s.lastRound;
    this.el.round.textContent = round ? `第 ${Math.min(round, s.rounds)} / ${s.rounds} 轮` : `共 ${s.rounds} 轮`;
    this.renderClock();
    const used = (s.usage.promptTokens ?? 0) + (s.usage.completionTokens ?? 0);
    const budget = s.tokenBudget ? ` / ${formatInt(s.tokenBudget)}` : "";
    this.el.tokens.textContent = `tokens ${formatInt(used)}${budget}${s.usage.estimated ? "（估算）" : ""}`;
  }

  renderGraphStatus() {
    const s = this.s;
    this.el.statusLine.dataset.status = s.status;
    const speaking = this.isLive() ? [...s.speakingSeqs.values()] : [];
    let speaker = s.status === "running" || s.status === "judging" ? "进行中…" : (STATUS[s.status] ?? s.status);
    if (s.status === "done") speaker = "流程已结束";
    if (s.status === "failed") speaker = "流程失败";
    if (speaking.length > 1) speaker = `${speaking.length} 位分析师并行分析中…`;
    else if (speaking.length === 1) speaker = `${AGENT_ROLE[speaking[0]] ?? speaking[0]}正在发言…`;
    this.el.speaker.textContent = speaker;
    this.el.statusLine.dataset.speaker = speaking.length ? "graph" : "";
    const stage = speaking.length ? this.graph.stageTitle(speaking[0]) : "";
    const done = [...this.graph.turns.values()].filter((t) => t.complete).length;
    this.el.round.textContent = stage ? `阶段：${stage}` : `已完成 ${done} 个角色`;
    this.renderClock();
    const used = (s.usage.promptTokens ?? 0) + (s.usage.completionTokens ?? 0);
    const budget = s.tokenBudget ? ` / ${formatInt(s.tokenBudget)}` : "";
    this.el.tokens.textContent = `tokens ${formatInt(used)}${budget}${s.usage.estimated ? "（估算）" : ""}`;
  }

  renderClock() {
    const s = this.s;
    if (!s.createdAt) {
      this.el.elapsed.textContent = "";
      return;
    }
    const end = this.isLive() ? Date.now() : Date.parse(s.updatedAt ?? s.createdAt);
    this.el.elapsed.textContent = `用时 ${formatDuration(end - Date.parse(s.createdAt))}`;
  }

  startClock() {
    if (this.timer) return;
    this.timer = setInterval(() => this.renderClock(), 1000);
  }

  stopClock() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  // ---- the timeline ----

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
      h("h3", { class: "round__title" }, h("span", { class: "round__no" }, `第 ${round} 轮`), h("span", { class: "round__hint muted" }, round === 1 ? "多方立论 → 空方反驳 → 多方回应" : "空方反驳 → 多方回应")),
      h("div", { class: "round__grid" }, bull, bear),
      foot,
    );
    // Rounds always arrive in order, but a reload can bring them in any order: keep the list sorted.
    const later = [...this.roundEls.entries()].filter(([r]) => r > round).sort((a, b) => a[0] - b[0])[0];
    this.el.rounds.insertBefore(li, later ? later[1].li : null);
    entry = { li, bull, bear, foot };
    this.roundEls.set(round, entry);
    this.s.lastRound = Math.max(this.s.lastRound, round);
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
      const body = h("div", { class: "judge-turn__body" }, h("p", { class: "muted" }, "裁判正在审阅双方论点与核验结果，给出评分…"));
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
      { class: `turn turn--${role}`, id: `turn-${seq}`, "data-state": "writing", "data-role": role, "aria-busy": "true" },
      h("header", { class: "turn__head" }, h("span", { class: "turn__who" }, ROLE[role]), h("span", { class: "turn__kind" }, `#${seq} ${this.turnKind(role, round, seq)}`), hit),
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
   * @param {number} seq
   * @param {string} role
   * @param {number} round
   * @param {string} text
   */
  streamTurn(seq, role, round, text) {
    const entry = this.startTurn(seq, role, round);
    if (entry.complete) return;
    entry.text += text ?? "";
    const claims = draftClaims(entry.text, role === "judge" ? ["coreConclusion", "disputeFocus"] : ["claim"]);
    if (claims.length > 0) {
      clear(entry.body).append(
        h("ol", { class: role === "judge" ? "judge-draft" : "points points--draft" }, claims.map((c, i) => h("li", { class: "point point--draft" }, h("p", { class: "point__claim" }, c, i === claims.length - 1 ? h("span", { class: "caret", "aria-hidden": "true" }) : null)))),
      );
    } else if (!entry.text.trimStart().startsWith("{")) {
      // A model that streams prose rather than JSON: show the tail of what it has written so far.
      clear(entry.body).append(h("p", { class: "turn__raw" }, entry.text.slice(-400), h("span", { class: "caret", "aria-hidden": "true" })));
    }
  }

  /** @param {PublicTurn} turn */
  completeTurn(turn) {
    const entry = this.startTurn(turn.seq, turn.role, turn.role === "judge" ? turn.round : turn.round);
    entry.complete = true;
    entry.card.dataset.state = turn.error ? "failed" : "complete";
    entry.card.removeAttribute("aria-busy");
    if (turn.role !== "judge") this.s.lastRound = Math.max(this.s.lastRound, turn.round);
    const model = `${turn.provider}${turn.model && turn.model !== "-" ? ` · ${turn.model}` : ""}`;
    const tokens = (turn.usage?.promptTokens ?? 0) + (turn.usage?.completionTokens ?? 0);
    if (turn.role === "judge") {
      clear(entry.body).append(
        turn.error
          ? h("p", { class: "turn__error" }, `裁判评议失败：${turn.error}`)
          : h("p", {}, "裁判已完成评分，结论见", h("a", { href: "#verdict" }, "裁判结论"), "。"),
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
      clear(entry.body).append(h("p", { class: "turn__error" }, `本次发言失败：${turn.error}`));
    } else if (points.length === 0) {
      clear(entry.body).append(h("p", { class: "muted" }, "无新增论点（没有新的证据或维度可补充）。"));
    } else {
      clear(entry.body).append(h("ol", { class: "points" }, points.map((p) => this.pointItem(p))));
    }
    foot.textContent = `${model} · tokens ${formatInt(tokens)}${turn.attempts?.length > 1 ? ` · 重试 ${turn.attempts.length - 1} 次` : ""}`;
  }

  /** @param {Point} p */
  pointItem(p) {
    // A graph role restating another's rebuttal keeps its "针对<id>：" opening without a rebuts field.
    const rebutsId = p.rebuts ?? /^针对([a-z_]+-[tr]\d+-[pc]\d+)[：:]/.exec(p.claim)?.[1] ?? null;
    const rebuts = rebutsId ? (this.isGraph() ? this.graph.rebutLabel(rebutsId) : rebutLabel(rebutsId)) : null;
    let claim = p.claim;
    if (rebutsId && /^针对/.test(claim) && claim.startsWith(`针对${rebutsId}`)) claim = claim.slice(`针对${rebutsId}`.length).replace(/^[：:]/, "");
    return h(
      "li",
      { class: `point point--${p.verification?.status ?? "verified"}`, id: `pt-${p.id}` },
      rebuts ? h("p", { class: "point__rebuts" }, "↩ 回应 ", h("a", { href: `#pt-${rebutsId}` }, rebuts)) : null,
      h("p", { class: "point__claim" }, claim),
      h(
        "div",
        { class: "point__meta" },
        h("span", { class: "point__cites" }, h("span", { class: "muted" }, "证据"), (p.evidence ?? []).map((c) => this.evidenceChip(c.id, c.quote))),
        markOf(p.verification),
        p.dimension ? h("span", { class: "point__dim muted" }, DIMENSION[p.dimension] ?? p.dimension) : null,
      ),
    );
  }

  /**
   * @param {string} id
   * @param {string} quote
   */
  evidenceChip(id, quote) {
    const known = this.s.evidence.has(id);
    return h(
      "button",
      { type: "button", class: known ? "evidence-chip" : "evidence-chip evidence-chip--unknown", "data-evidence": id, "data-quote": quote ?? "", title: known ? `查看证据 ${id}` : `证据 ${id} 不在本场证据集中` },
      id,
    );
  }

  /**
   * Text in which evidence ids (E12) become buttons that open the chunk.
   * @param {string} text
   */
  withEvidenceLinks(text) {
    return String(text)
      .split(/(E\d{1,4})/)
      .map((part) => (/^E\d{1,4}$/.test(part) && this.s.evidence.has(part) ? this.evidenceChip(part, "") : part));
  }

  /**
   * @param {number} round
   * @param {number} hitRate
   * @param {number} [debateHitRate]
   */
  showRoundSummary(round, hitRate, debateHitRate) {
    const { foot } = this.ensureRound(round);
    clear(foot).append(
      h("p", { class: "round__summary" }, `第 ${round} 轮结束 · 本轮证据命中率 ${percent(hitRate)}`, debateHitRate !== undefined ? ` · 全场 ${percent(debateHitRate)}` : ""),
    );
  }

  /**
   * @param {number} round
   * @param {string} reason
   * @param {string} detail
   */
  showStop(round, reason, detail) {
    const { foot } = this.ensureRound(round || this.s.lastRound || 1);
    foot.append(h("p", { class: "round__stop" }, h("span", { "aria-hidden": "true" }, "⏹ "), STOP_REASON[reason] ?? "辩论提前结束", detail ? h("span", { class: "muted small" }, `（${detail}）`) : null));
  }

  // ---- verdict ----

  showVerdictPending() {
    this.el.verdict.dataset.state = "pending";
    clear(this.el.verdictBody).append(
      h(
        "div",
        { class: "verdict__pending" },
        h("p", { class: "muted" }, this.isGraph() ? "流程结束后，这里给出最终决定的 看多 / 看空 / 中性 结论、程序计算的四项评分雷达图与风险提示。" : "辩论结束后，裁判将在这里给出 看多 / 看空 / 中性 的结论、四项评分雷达图与风险提示。"),
      ),
    );
  }

  /**
   * @param {Verdict | null} v
   * @param {string} [disclaimer]
   * @param {GraphFinal | null} [final]
   */
  showVerdict(v, disclaimer = "内容由AI生成，仅供研究参考，不构成任何投资建议", final = null) {
    if (!v) return;
    const stance = STANCE[v.stance] ?? STANCE.neutral;
    const axes = SCORE_AXES.map((a) => ({ label: a.label, value: Number(v.scores?.[a.key] ?? 0) }));
    this.el.verdict.dataset.state = "ready";
    this.s.verdictShown = true;
    clear(this.el.verdictBody).append(
      .../** @type {HTMLElement[]} */ ([
        h(
          "div",
          { class: "verdict__top" },
          h("p", { class: `verdict__stance ${stance.className}` }, h("span", { class: "visually-hidden" }, "结论："), stance.text),
          h("p", { class: "verdict__overall" }, h("span", { class: "verdict__score" }, String(Math.round(v.scores?.overall ?? 0))), h("span", { class: "verdict__of" }, "/100"), h("span", { class: "verdict__caption" }, "综合评分")),
        ),
        v.confidence ? h("p", { class: "verdict__confidence muted" }, `判断把握：${v.confidence}`) : null,
        h("figure", { class: "radar" }, radarChart(axes), h("figcaption", { class: "visually-hidden" }, axes.map((a) => `${a.label} ${a.value}`).join("，"))),
        h("dl", { class: "scores" }, axes.map((a) => [h("dt", {}, a.label), h("dd", {}, h("span", { class: "scores__bar" }, h("span", { class: "scores__fill", "data-value": a.value })), String(Math.round(a.value)))])),
        final ? section("决定来源", h("p", {}, FINAL_SOURCE[final.source] ?? final.source, final.compromised ? [" ", h("span", { class: "tag tag--warn" }, "核心受损")] : null)) : null,
        v.horizons ? section("三个时间维度的方向", horizonsRow(v.horizons)) : null,
        section("判定依据", h("p", { class: "verdict__rule" }, v.rule)),
        section("核心结论", h("p", {}, this.withEvidenceLinks(v.coreConclusion))),
        v.disputeFocus?.length ? section("争议焦点", h("ul", {}, v.disputeFocus.map((d) => h("li", {}, this.withEvidenceLinks(d))))) : null,
        v.risks?.length ? section("主要风险", h("ul", { class: "verdict__risks" }, v.risks.map((r) => h("li", {}, this.withEvidenceLinks(r))))) : null,
        h("p", { class: "verdict__disclaimer" }, disclaimer),
      ].filter(Boolean)), // Element.append() would write a skipped (null) section as the text "null"
    );
    // Bar widths are set through the CSSOM, which a style-src CSP without 'unsafe-inline' still allows.
    for (const fill of /** @type {NodeListOf<HTMLElement>} */ (this.el.verdictBody.querySelectorAll(".scores__fill"))) fill.style.width = `${Math.max(0, Math.min(100, Number(fill.dataset.value)))}%`;
  }

  // ---- failure, history ----

  /**
   * @param {string | null} reason
   * @param {PublicDebateState["errors"]} errors
   */
  showFailure(reason, errors) {
    this.el.failure.hidden = false;
    if (reason) this.el.failureReason.textContent = `失败原因：${reason}`;
    else if (!this.el.failureReason.textContent) this.el.failureReason.textContent = "辩论过程中出现错误。";
    for (const e of errors) {
      this.el.failureErrors.append(h("li", {}, h("strong", {}, e.step ?? "步骤"), `：${e.message ?? ""}`, e.at ? h("span", { class: "muted small" }, ` （${formatDateTime(e.at)}）`) : null));
    }
  }

  /**
   * @param {VerdictHistoryResult} result
   * @param {string} currentId
   */
  showHistory(result, currentId) {
    const el = clear(this.el.history);
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
        h("thead", {}, h("tr", {}, ["生成时间", "数据截至", "结论", "综合", "事实性"].map((t) => h("th", { scope: "col" }, t)))),
        h(
          "tbody",
          {},
          rows.map((r) => {
            const stance = STANCE[r.stance] ?? STANCE.neutral;
            return h(
              "tr",
              { class: r.debateId === currentId ? "is-current" : null, "aria-current": r.debateId === currentId ? "true" : null },
              h(
                "td",
                {},
                h("a", { href: `/d/${r.debateId}`, "data-nav": true, title: formatDateTime(r.createdAt) }, formatDateTime(r.createdAt).slice(5)),
                h("span", { class: "history__protocol", title: PROTOCOL[r.protocol]?.long ?? "" }, PROTOCOL[r.protocol]?.text ?? "多空辩论"),
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
}

/** @type {Record<string, string>} */
const FINAL_SOURCE = {
  leader: "主导智能体（安全辩论后的最终稿）",
  synthesiser: "报告合成师的初稿",
  portfolio_manager: "组合经理的最终决定",
  trader: "交易员的方向（组合经理未给出决定）",
};

/**
 * @param {string} title
 * @param {...unknown} children
 */
function section(title, ...children) {
  return h("section", { class: "verdict__section" }, h("h3", {}, title), ...children);
}

/** @param {Point["verification"] | undefined} verification */
function markOf(verification) {
  const status = verification?.status ?? "verified";
  const mark = MARK[status] ?? MARK.doubtful;
  const reasons = verification?.reasons ?? [];
  const label = [h("span", { class: "mark__icon", "aria-hidden": "true" }, mark.icon), h("span", { class: "mark__text" }, mark.text)];
  if (reasons.length === 0) {
    return h("span", { class: `mark ${mark.className}`, title: status === "verified" ? "引用编号、引文与数字均与证据一致" : mark.text }, label);
  }
  return h(
    "details",
    { class: `mark ${mark.className}` },
    h("summary", { title: reasons.join("；") }, label, h("span", { class: "visually-hidden" }, "（展开查看原因）")),
    h("ul", { class: "mark__reasons" }, reasons.map((r) => h("li", {}, r))),
  );
}

/** "bear-t2-p1" -> "空方#2 论点1" (older ids used r for round: "bear-r1-p2" -> "空方第1轮 论点2"). */
/** @param {string} id */
function rebutLabel(id) {
  const m = /^(bull|bear)-([tr])(\d+)-p(\d+)$/.exec(id);
  if (!m) return id;
  return `${ROLE[m[1]]}${m[2] === "t" ? `#${m[3]}` : `第${m[3]}轮`} 论点${m[4]}`;
}

/**
 * The string values of the given keys in a JSON document that is still being written, the last one possibly cut
 * short: what a turn has said so far, readable before the JSON is complete.
 * @param {string} text
 * @param {string[]} keys
 * @returns {string[]}
 */
export function draftClaims(text, keys) {
  const out = [];
  const keyPattern = keys.join("|");
  const re = new RegExp(`"(?:${keyPattern})"\\s*:\\s*(\\[\\s*)?"((?:[^"\\\\]|\\\\.)*)(")?`, "g");
  for (const m of text.matchAll(re)) {
    let value = m[2];
    try {
      value = JSON.parse(`"${value.replace(/\\$/, "")}"`);
    } catch {
      // a half-written escape sequence: show it raw
    }
    // Rebuttals open with the id they answer ("针对bull-t1-p1："), which the finished point shows as a link.
    value = value.replace(/^针对(?:bull|bear)-[tr]\d+-p\d+[：:]?/, "");
    if (value) out.push(value);
  }
  return out;
}
