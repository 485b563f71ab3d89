import { exports } from "cloudflare:workers";

export interface ViewerEvent {
  seq: number;
  type: string;
  [key: string]: unknown;
}

/** A real WebSocket client of the Worker that records every event it receives. */
export class Viewer {
  readonly events: ViewerEvent[] = [];
  private waiters: { test: (e: ViewerEvent) => boolean; resolve: (e: ViewerEvent) => void }[] = [];
  /** Resolves with the close code and reason when the server closes the socket. */
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    this.closed = new Promise((resolve) =>
      ws.addEventListener("close", (e) => resolve({ code: e.code, reason: e.reason })),
    );
    ws.addEventListener("message", (m) => {
      const event = JSON.parse(String(m.data)) as ViewerEvent;
      this.events.push(event);
      this.waiters = this.waiters.filter((w) => {
        if (!w.test(event)) return true;
        w.resolve(event);
        return false;
      });
    });
  }

  static async connect(debateId: string, since?: number): Promise<Viewer> {
    const q = since === undefined ? "" : `?since=${since}`;
    const res = await exports.default.fetch(`http://localhost/api/debates/${debateId}/ws${q}`, {
      headers: { Upgrade: "websocket" },
    });
    if (res.status !== 101 || !res.webSocket) throw new Error(`upgrade failed: ${res.status} ${await res.text()}`);
    res.webSocket.accept();
    return new Viewer(res.webSocket);
  }

  /** Resolves with the first (already received or future) event matching `test`. */
  waitFor(test: (e: ViewerEvent) => boolean, timeoutMs = 20_000): Promise<ViewerEvent> {
    const seen = this.events.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out; got ${this.events.map((e) => e.type).join(",")}`)),
        timeoutMs,
      );
      this.waiters.push({ test, resolve: (e) => (clearTimeout(timer), resolve(e)) });
    });
  }

  close(): void {
    this.ws.close(1000, "test done");
  }
}
