// @ts-check
// The debate page's status line: who is speaking (or what runs next), the round or stage, the elapsed time (a clock
// that ticks while the debate is live) and the tokens used against the budget.
import { $ } from "./dom.js";
import { AGENT_ROLE, ROLE, STATUS, formatDuration, formatInt } from "../lib/labels.js";

export class StatusLine {
  /**
   * `host` is the DebateView: it owns the debate's state (`s`), its timeline and its graph stages.
   * @param {import("../views/debate-view.js").DebateView} host
   */
  constructor(host) {
    this.host = host;
    this.el = {
      statusLine: $("status-line"),
      speaker: $("status-speaker"),
      round: $("status-round"),
      elapsed: $("status-elapsed"),
      tokens: $("status-tokens"),
    };
    /** @type {ReturnType<typeof setInterval> | null} */
    this.timer = null;
  }

  /**
   * Marks the line with the debate's status; the clock runs while the debate is live.
   * @param {string} status
   */
  setStatus(status) {
    this.el.statusLine.dataset.status = status;
    if (this.host.isLive()) this.startClock();
    else this.stopClock();
  }

  render() {
    if (this.host.s.status === "fetching") return this.renderFetching();
    if (this.host.isGraph()) return this.renderGraph();
    const host = this.host;
    const s = host.s;
    this.el.statusLine.dataset.status = s.status;
    let speaker = STATUS[s.status] ?? s.status;
    if (s.speaking && host.isLive()) {
      speaker = s.speaking.role === "judge" ? "裁判正在评议…" : `${ROLE[s.speaking.role]}正在发言…`;
    } else if (host.isLive() && s.lastRound > 0) {
      const next = host.timeline.nextSpeaker();
      speaker = next.role === "judge" ? "裁判准备评议…" : `${ROLE[next.role]}准备发言…`;
    }
    this.el.speaker.textContent = speaker;
    this.el.statusLine.dataset.speaker = s.speaking && host.isLive() ? s.speaking.role : "";
    const round = s.speaking?.round || s.lastRound;
    this.el.round.textContent = round ? `第 ${Math.min(round, s.rounds)} / ${s.rounds} 轮` : `共 ${s.rounds} 轮`;
    this.renderClock();
    this.renderTokens();
  }

  /** A debate fetching its data before the first turn: what is being fetched, and each source's answer so far. */
  renderFetching() {
    const s = this.host.s;
    this.el.statusLine.dataset.status = "fetching";
    this.el.statusLine.dataset.speaker = "";
    this.el.speaker.textContent = s.dataNote || STATUS.fetching;
    this.el.round.textContent = "辩论开始前";
    this.renderClock();
    this.renderTokens();
  }

  renderGraph() {
    const host = this.host;
    const s = host.s;
    this.el.statusLine.dataset.status = s.status;
    const speaking = host.isLive() ? [...s.speakingSeqs.values()] : [];
    let speaker = s.status === "running" || s.status === "judging" ? "进行中…" : (STATUS[s.status] ?? s.status);
    if (s.status === "done") speaker = "流程已结束";
    if (s.status === "failed") speaker = "流程失败";
    if (speaking.length > 1) speaker = `${speaking.length} 位分析师并行分析中…`;
    else if (speaking.length === 1) speaker = `${AGENT_ROLE[speaking[0]] ?? speaking[0]}正在发言…`;
    this.el.speaker.textContent = speaker;
    this.el.statusLine.dataset.speaker = speaking.length ? "graph" : "";
    const stage = speaking.length ? host.graph.stageTitle(speaking[0]) : "";
    const done = [...host.graph.turns.values()].filter((t) => t.complete).length;
    this.el.round.textContent = stage ? `阶段：${stage}` : `已完成 ${done} 个角色`;
    this.renderClock();
    this.renderTokens();
  }

  renderTokens() {
    const s = this.host.s;
    const used = (s.usage.promptTokens ?? 0) + (s.usage.completionTokens ?? 0);
    const budget = s.tokenBudget ? ` / ${formatInt(s.tokenBudget)}` : "";
    // Money whenever a price is known (src/models/prices.ts); the offline analyst has none.
    const cost = s.usage.cost !== undefined ? ` · 费用 ${s.usage.cost} ${s.usage.currency ?? ""}`.trimEnd() : "";
    this.el.tokens.textContent = `tokens ${formatInt(used)}${budget}${s.usage.estimated ? "（估算）" : ""}${cost}`;
  }

  renderClock() {
    const s = this.host.s;
    if (!s.createdAt) {
      this.el.elapsed.textContent = "";
      return;
    }
    const end = this.host.isLive() ? Date.now() : Date.parse(s.updatedAt ?? s.createdAt);
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
}
