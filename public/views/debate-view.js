// @ts-check
import { $, clear, h } from "../ui/dom.js";
import { GraphView, showsStages } from "./graph-view.js";
import { showHistory } from "./history-table.js";
import { AGENT_ROLE, LIVE_STATUSES, PROTOCOL, defaultProtocol, formatDateTime } from "../lib/labels.js";
import { evidenceChip, pointItem, rebutLabel, withEvidenceLinks } from "./points.js";
import { PrintReport } from "./print-report.js";
import { StatusLine } from "../ui/status-line.js";
import { Timeline } from "./timeline.js";
import { headerMeta } from "./debate-header.js";
import {
  fetchDirectionProbability,
  showDirectionProbability,
  showVerdict,
  showVerdictPending,
  showVerdictWhy,
} from "./verdict-card.js";

/** @typedef {import("../../src/wire/wire").PublicDebateState} PublicDebateState */
/** @typedef {import("../../src/wire/wire").PublicTurn} PublicTurn */
/** @typedef {import("../../src/wire/wire").Turn} Turn */
/** @typedef {import("../../src/wire/wire").DebateEvent} DebateEvent */
/** @typedef {import("../../src/wire/wire").EvidenceItem} EvidenceItem */
/** @typedef {import("../../src/wire/wire").Point} Point */
/** @typedef {import("../../src/wire/wire").Usage} Usage */
/** @typedef {import("../../src/wire/wire").Verdict} Verdict */
/** @typedef {import("../../src/wire/wire").GraphFinal} GraphFinal */
/** @typedef {import("../../src/wire/wire").ReportDocument} ReportDocument */
/** @typedef {import("./history-table.js").VerdictHistoryResult} VerdictHistoryResult */

/**
 * What the page knows of the debate it shows: the public state's meta, plus what the events have told it so far.
 * @typedef {{
 *   id: string | null, ticker: string, companyName: string, rounds: number, asOf: string,
 *   createdAt: string | null, updatedAt: string | null, status: string,
 *   usage: Pick<Usage, "promptTokens" | "completionTokens" | "estimated" | "calls" | "cost" | "currency">,
 *   tokenBudget: number | null,
 *   evidence: Map<string, EvidenceItem>, packs: { bull: string[], bear: string[] },
 *   models: PublicDebateState["models"] | null, notice: string | null,
 *   speaking: { role: string, round: number, turnSeq?: number } | null, lastRound: number, verdictShown: boolean,
 *   probability: ReturnType<typeof fetchDirectionProbability> | null,
 *   protocol: string, plan: PublicDebateState["plan"], options: Record<string, number>, memoryEnabled: boolean | null,
 *   rolePacks: Record<string, string[]>, speakingSeqs: Map<number, string>,
 *   dataNote: string, report: ReportDocument | null,
 * }} ViewState
 */

/**
 * The debate page: the header, then either the adversarial timeline (timeline.js) or a graph protocol's stages
 * (graph-view.js), the status line (status-line.js), the verdict card (verdict-card.js), a failure and the ticker's
 * history (history-table.js). It holds what the page knows of the debate and applies the stream's events to the parts.
 */
export class DebateView {
  constructor() {
    // Declared for the type checker only: reset(), called at the end, sets it.
    /** @type {ViewState} */ this.s;
    this.el = {
      title: $("debate-title"),
      meta: $("debate-meta"),
      verdictBody: $("verdict-body"),
      verdict: $("verdict"),
      failure: $("failure"),
      failureReason: $("failure-reason"),
      failureErrors: $("failure-errors"),
      downloadMd: /** @type {HTMLAnchorElement} */ ($("download-md")),
      downloadJson: /** @type {HTMLAnchorElement} */ ($("download-json")),
      history: $("history-body"),
      verdictTitle: $("verdict-title"),
      exportPdf: $("export-pdf"),
    };
    this.timeline = new Timeline(this);
    this.statusLine = new StatusLine(this);
    // FinDebate / TradingAgents render their stages and report sections here; adversarial debates use the rounds.
    this.graph = new GraphView(this, $("stages"), $("protocol-report"));
    // The printed report's own sections (导出 PDF), filled when the debate has finished.
    this.report = new PrintReport($("report-core"), $("report-rest"));
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
      // The direction probability, asked once and shown again whenever the card is redrawn.
      probability: null,
      protocol: meta?.protocol ?? defaultProtocol(),
      plan: meta?.plan ?? null,
      options: meta?.options ?? {},
      memoryEnabled: meta?.memoryEnabled ?? null,
      rolePacks: meta?.flow?.packs ?? {},
      // Graph protocols: analysts speak at once, so every turn being written is tracked by seq.
      speakingSeqs: new Map(),
      dataNote: "",
      // The report document, once read: the verdict card shows its why lines (verdict-card.js showVerdictWhy).
      report: null,
    };
    const graph = this.isGraph();
    this.timeline.reset(graph);
    this.el.failure.hidden = true;
    clear(this.el.failureErrors);
    this.el.verdictTitle.textContent = graph ? "最终结论" : "裁判结论";
    this.graph.reset(meta);
    this.report.reset();
    this.el.exportPdf.hidden = true;
    this.showVerdictPending();
    if (meta) this.renderHeader();
    this.renderStatus();
  }

  /** The protocol's declared layout (`page.layout` in GET /api/protocols): stage cards, or the two turn columns. */
  isGraph() {
    return showsStages(this.s.protocol);
  }

  /**
   * Which evidence pack an item came from, for the evidence dialog.
   * @param {string} id
   */
  packSide(id) {
    if (!this.isGraph()) {
      return this.s.packs.bull?.includes(id)
        ? "多方证据包"
        : this.s.packs.bear?.includes(id)
          ? "空方证据包"
          : "共享证据";
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
    // Every protocol's state lists all its turns in order: each is drawn where the declared layout puts it.
    for (const turn of state.turns ?? []) this.completeTurn(turn);
    this.graph.showFinal(state.final);
    this.graph.showLookAhead(state.lookAhead);
    this.s.usage = state.usage ?? this.s.usage;
    this.s.updatedAt = state.updatedAt;
    if (state.stoppedEarly)
      this.timeline.showStop(state.stoppedEarly.round, state.stoppedEarly.reason, state.stoppedEarly.detail);
    if (state.verdict) this.showVerdict(state.verdict, state.disclaimer, state.final);
    this.setStatus(state.status);
    if (state.status === "failed") this.showFailure(null, state.errorsZh ?? []);
    // A snapshot of a live debate: the next turn is being written but its deltas came before we joined.
    if (LIVE_STATUSES.has(state.status) && !this.isGraph()) this.s.speaking = this.timeline.nextSpeaker();
    this.renderStatus();
  }

  /**
   * The printed report's sections and the 导出 PDF button, once the debate has finished (done or failed), from the
   * report document the Markdown and text reports are rendered from (report.json).
   * @param {ReportDocument} doc
   */
  showReport(doc) {
    this.el.exportPdf.hidden = !this.report.show(doc);
    this.s.report = doc;
    if (this.s.verdictShown) showVerdictWhy(this.el.verdictBody, doc);
  }

  /**
   * Applies one WebSocket event (already deduplicated and paced by the caller). Every protocol sends the same events;
   * the declared layout only says where a turn is drawn (its stage's card, or its side's column).
   * @param {DebateEvent} event
   */
  applyEvent(event) {
    if (this.applyDataEvent(event)) {
      this.renderStatus();
      return;
    }
    const e = event;
    switch (e.type) {
      case "snapshot":
        this.loadState(e.state);
        break;
      case "turn.started":
        if (this.s.status === "queued") this.s.status = "running";
        if (this.isGraph()) {
          this.s.speakingSeqs.set(e.turnSeq, e.role);
          this.graph.start(e.turnSeq, e.role, e.round, e.node ?? null);
          break;
        }
        this.s.speaking = { role: e.role, round: e.round, turnSeq: e.turnSeq };
        if (e.role === "judge") this.s.status = "judging";
        this.timeline.startTurn(e.turnSeq, /** @type {PublicTurn["role"]} */ (e.role), e.round);
        break;
      case "turn.delta":
        if (this.isGraph()) this.graph.stream(e.turnSeq, e.role, e.round, e.text, e.restart === true);
        else
          this.timeline.streamTurn(
            e.turnSeq,
            /** @type {PublicTurn["role"]} */ (e.role),
            e.round,
            e.text,
            e.restart === true,
          );
        break;
      case "turn.completed":
        this.completeTurn(e.turn);
        if (e.usage) this.s.usage = e.usage;
        this.s.speaking = null;
        this.s.speakingSeqs.delete(e.turn.seq);
        break;
      case "round.completed":
        // A stage's end: a round's verified shares where rounds are the stages, a router's detour where it happened.
        if (e.round !== undefined && e.hitRate !== undefined)
          this.timeline.showRoundSummary(e.round, e.hitRate, e.debateHitRate ?? e.hitRate);
        this.graph.stepDone(e);
        break;
      case "converged":
        this.timeline.showStop(e.round, e.reason, e.detail);
        this.s.status = "judging";
        break;
      case "verdict":
        this.graph.showFinal(e.final);
        this.graph.showLookAhead(e.lookAhead);
        this.showVerdict(e.verdict, undefined, e.final ?? null);
        break;
      case "failed":
        this.showFailure(e.reasonZh ?? null, null);
        break;
      case "done":
        this.s.updatedAt = e.at ?? this.s.updatedAt;
        this.setStatus(e.status);
        this.s.speaking = null;
        this.s.speakingSeqs.clear();
        break;
      default:
        break;
    }
    this.renderStatus();
  }

  /**
   * A finished turn, from the state or its event: a role's card in its stage, or a debater's (or the judge's) entry.
   * @param {PublicTurn | Turn} turn
   */
  completeTurn(turn) {
    if (this.isGraph()) this.graph.complete(/** @type {Turn} */ (turn));
    else this.timeline.completeTurn(/** @type {PublicTurn} */ (turn));
  }

  /**
   * The fetching phase of a debate whose data was not here (any protocol): what is fetched, each source's
   * rows or failure, then ready. True when handled.
   * @param {DebateEvent} e
   */
  applyDataEvent(e) {
    switch (e.type) {
      case "data.fetching":
        this.s.status = "fetching";
        this.s.dataNote = `正在从实时数据源获取${e.needs.map((n) => n.label).join("、")}…`;
        return true;
      case "data.source":
        if (e.kind === undefined) return true;
        this.s.dataNote += ` ${e.label ?? "数据"}${e.error ? "获取失败" : ` ${e.rows} 条`}`;
        return true;
      case "data.ready":
        this.s.status = "queued";
        this.s.dataNote = "";
        return true;
      default:
        return false;
    }
  }

  /** @param {string} status */
  setStatus(status) {
    this.s.status = status;
    this.statusLine.setStatus(status);
  }

  isLive() {
    return LIVE_STATUSES.has(this.s.status);
  }

  renderStatus() {
    this.statusLine.render();
  }

  stopClock() {
    this.statusLine.stopClock();
  }

  // ---- header ----

  renderHeader() {
    const s = this.s;
    const graph = this.isGraph();
    this.el.title.textContent = graph
      ? `${s.companyName || s.ticker}（${s.ticker}）· ${PROTOCOL[s.protocol]?.long ?? s.protocol}`
      : `${s.companyName || s.ticker}（${s.ticker}）多空辩论`;
    clear(this.el.meta).append(headerMeta(s, graph).join(" · "));
    if (s.notice) this.el.meta.append(" ", h("span", { class: "tag tag--warn" }, s.notice));
    const base = `/api/debates/${s.id}`;
    this.el.downloadMd.href = `${base}/report.md`;
    this.el.downloadMd.download = `debatedesk-${s.ticker}-${s.id}.md`;
    this.el.downloadJson.href = `${base}/report.json`;
    this.el.downloadJson.download = `debatedesk-${s.ticker}-${s.id}.json`;
  }

  // ---- points and evidence chips, shared by the timeline and the graph stages (points.js) ----

  /** @param {Point} p */
  pointItem(p) {
    return pointItem(p, this.s.evidence, (id) =>
      this.isGraph() ? this.graph.rebutLabel(id) : rebutLabel(id, (seq) => this.timeline.turns.get(seq)?.round),
    );
  }

  /**
   * @param {string} id
   * @param {string} quote
   */
  evidenceChip(id, quote) {
    return evidenceChip(this.s.evidence, id, quote);
  }

  /**
   * Text in which evidence ids (E12) become buttons that open the chunk.
   * @param {string} text
   */
  withEvidenceLinks(text) {
    return withEvidenceLinks(this.s.evidence, text);
  }

  // ---- verdict, failure, history ----

  showVerdictPending() {
    showVerdictPending(this.el.verdict, this.el.verdictBody, this.isGraph());
  }

  /**
   * @param {Verdict | null} v
   * @param {string} [disclaimer]
   * @param {GraphFinal | null} [final]
   */
  showVerdict(v, disclaimer = "内容由AI生成，仅供研究参考，不构成任何投资建议", final = null) {
    if (!v) return;
    this.s.verdictShown = true;
    showVerdict(this.el.verdict, this.el.verdictBody, v, disclaimer, final, (text) => this.withEvidenceLinks(text));
    if (this.s.report) showVerdictWhy(this.el.verdictBody, this.s.report);
    if (!this.s.id) return;
    this.s.probability ??= fetchDirectionProbability(this.s.id);
    void this.s.probability.then((r) => showDirectionProbability(this.el.verdictBody, r));
  }

  /**
   * The 辩论未能完成 panel, in Chinese only: the reason and the errors as the server words them for readers (the raw
   * ones, often a provider's English, stay in report.json). A debate served before those fields says where to look.
   * @param {string | null} reason the failed event's reasonZh
   * @param {PublicDebateState["errorsZh"] | null} errors the state's errorsZh (null: not read yet)
   */
  showFailure(reason, errors) {
    this.el.failure.hidden = false;
    if (reason) this.el.failureReason.textContent = `失败原因：${reason}`;
    else if (!this.el.failureReason.textContent) this.el.failureReason.textContent = "辩论过程中出现错误。";
    if (!errors) return;
    const items = errors.length
      ? errors.map((e) => h("li", {}, e.text, h("span", { class: "muted small" }, ` （${formatDateTime(e.at)}）`)))
      : [h("li", {}, "错误详情见报告的错误记录。")];
    this.el.failureErrors.replaceChildren(...items);
  }

  /**
   * @param {VerdictHistoryResult} result
   * @param {string} currentId
   */
  showHistory(result, currentId) {
    showHistory(this.el.history, result, currentId);
  }
}
