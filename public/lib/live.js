// @ts-check
// The live connection to one debate: WebSocket events in seq order, exactly once, across dropped connections.

/** @typedef {import("../../src/wire/wire").DebateEvent} DebateEvent */
/** @typedef {import("../../src/wire/wire").ViewerMessage} ViewerMessage */

const BACKOFF_MS = [500, 1000, 2000, 4000, 8000];

/**
 * Connects to /api/debates/:id/ws. The first connection asks for a snapshot (or replays the log from `since`);
 * after a drop it reconnects with `?since=<last seq received>`, and any event at or below that seq is discarded,
 * so a replay overlapping what already arrived never shows twice.
 */
export class DebateStream {
  /**
   * @param {string} debateId
   * @param {{
   *   since?: number | null,
   *   onEvent: (event: DebateEvent) => void,
   *   onConnection?: (status: "open" | "reconnecting" | "closed", retry?: { attempt: number, delay: number }) => void,
   * }} options
   */
  constructor(debateId, { since = null, onEvent, onConnection }) {
    this.id = debateId;
    this.lastSeq = since;
    this.onEvent = onEvent;
    this.onConnection = onConnection ?? (() => {});
    /** @type {WebSocket | null} */
    this.ws = null;
    this.attempt = 0;
    this.finished = false;
    this.stopped = false;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    this.retryTimer = undefined;
    /** @type {ReturnType<typeof setInterval> | undefined} */
    this.pingTimer = undefined;
  }

  start() {
    this.connect();
    return this;
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    if (this.ws && this.ws.readyState <= WebSocket.OPEN) this.ws.close(1000, "viewer left");
  }

  connect() {
    if (this.stopped || this.finished) return;
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const query = this.lastSeq === null ? "" : `?since=${this.lastSeq}`;
    const ws = new WebSocket(`${proto}//${location.host}/api/debates/${encodeURIComponent(this.id)}/ws${query}`);
    this.ws = ws;
    ws.addEventListener("open", () => {
      this.attempt = 0;
      this.onConnection("open");
      clearInterval(this.pingTimer);
      // Keeps idle proxies from closing the socket while a slow model thinks.
      this.pingTimer = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send("ping"), 25_000);
    });
    ws.addEventListener("message", (m) => this.receive(m.data));
    ws.addEventListener("close", () => {
      clearInterval(this.pingTimer);
      if (this.ws !== ws || this.stopped || this.finished) return;
      const delay = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)];
      this.attempt += 1;
      this.onConnection("reconnecting", { attempt: this.attempt, delay });
      this.retryTimer = setTimeout(() => this.connect(), delay);
    });
  }

  /** @param {unknown} data */
  receive(data) {
    /** @type {ViewerMessage | null} */
    let message;
    try {
      message = JSON.parse(String(data));
    } catch {
      return;
    }
    if (!message || typeof (/** @type {{ seq?: unknown }} */ (message).seq) !== "number") return; // pong and anything unsequenced
    const event = /** @type {DebateEvent} */ (message);
    const seen = event.type !== "snapshot" && this.lastSeq !== null && event.seq <= this.lastSeq;
    // The server says `done` again to a viewer that reconnects after the end (then closes): seen or not, it ends the stream.
    if (seen && event.type !== "done") return;
    if (!seen) {
      this.lastSeq = event.seq;
      this.onEvent(event);
    }
    // A snapshot of a finished debate is the whole story too: the server closes right after it.
    if (event.type === "done" || (event.type === "snapshot" && ["done", "failed"].includes(event.state.status)))
      this.finished = true;
    if (this.finished) {
      this.onConnection("closed");
      this.ws?.close(1000, "debate finished");
    }
  }
}

/** @type {Partial<Record<DebateEvent["type"], number>>} */
const DELAY_MS = {
  "turn.started": 180,
  "turn.delta": 70,
  "turn.completed": 320,
  "round.completed": 220,
  converged: 220,
  verdict: 200,
};

/**
 * How far the page's playback may trail the debate itself. The offline engine finishes a whole debate in about a
 * second; shown at that speed nobody could watch the turns arrive, so the page (never the server) spaces them out,
 * but never by more than this: a debate that took a second is played in about 2.5, not the 14 s the full reading
 * pace took, and a model's debate (events spread over minutes) plays as it happens.
 */
const MAX_TRAIL_MS = 1500;

/**
 * Plays events at a readable pace within MAX_TRAIL_MS of the debate's own timing (each event's `at`). A backlog
 * plays faster, and `fast()` (the 跳过动画 button) drains it at once.
 */
export class Pacer {
  /**
   * @param {(event: DebateEvent) => void} apply
   * @param {{ onIdle?: () => void }} [options]
   */
  constructor(apply, { onIdle } = {}) {
    this.apply = apply;
    this.onIdle = onIdle ?? (() => {});
    /** @type {DebateEvent[]} */
    this.queue = [];
    /** @type {ReturnType<typeof setTimeout> | null} */
    this.timer = null;
    this.skip = false;
    /** The first played event's time in the debate and on this page's clock: the origin of every deadline. */
    /** @type {{ debate: number, page: number } | null} */
    this.origin = null;
  }

  /**
   * When an event must be on screen at the latest: as far into the playback as it was into the debate, plus the
   * allowed trail (events without a readable `at` have no deadline).
   * @param {DebateEvent} event
   */
  deadline(event) {
    const at = Date.parse(event.at);
    if (this.origin === null || Number.isNaN(at)) return Infinity;
    return this.origin.page + Math.max(0, at - this.origin.debate) + MAX_TRAIL_MS;
  }

  /** @param {DebateEvent} event */
  push(event) {
    this.queue.push(event);
    if (this.timer === null) this.pump();
  }

  get busy() {
    return this.timer !== null || this.queue.length > 0;
  }

  fast() {
    this.skip = true;
    clearTimeout(this.timer ?? undefined);
    this.timer = null;
    this.pump();
  }

  cancel() {
    clearTimeout(this.timer ?? undefined);
    this.timer = null;
    this.queue = [];
  }

  pump() {
    const event = this.queue.shift();
    if (!event) {
      this.timer = null;
      this.onIdle();
      return;
    }
    if (this.origin === null && event.type !== "snapshot" && !Number.isNaN(Date.parse(event.at))) {
      this.origin = { debate: Date.parse(event.at), page: performance.now() };
    }
    this.apply(event);
    const base = DELAY_MS[event.type] ?? 0;
    // A replayed offline debate is ~50 events; only a much longer backlog (a chatty model, a long drop) speeds up.
    const backlog = this.queue.length;
    const paced = this.skip || backlog > 300 ? 0 : backlog > 120 ? base / 4 : base;
    // Never past the next event's deadline: the playback does not trail the debate by more than MAX_TRAIL_MS.
    const next = this.queue[0];
    const delay = next ? Math.min(paced, Math.max(0, this.deadline(next) - performance.now())) : paced;
    this.timer = setTimeout(() => this.pump(), delay);
  }
}
