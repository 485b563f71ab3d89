import { publicState } from "../debate/public-state";
import type { DebateState } from "../debate/debate-state";
import type { DebateEvent, EventLog } from "./event-log";

/** Viewers send at most a ping; anything larger closes the socket (1009 "message too big"). */
const MAX_VIEWER_MESSAGE_BYTES = 1024;

const FINISHED = "debate finished";

const jsonError = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  Response.json({ error: { code, message } }, { status, headers });

/**
 * The debate's WebSocket viewers (hibernation API: the runtime holds the sockets, attachments hold ids only). A viewer
 * gets a snapshot, or every event after `since`, then each event as it is logged.
 */
export class Viewers {
  constructor(
    private readonly ctx: DurableObjectState,
    private readonly maxViewers: () => number,
  ) {}

  connect(request: Request, state: DebateState | undefined, log: EventLog): Response {
    const url = new URL(request.url);
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket")
      return jsonError(426, "upgrade_required", "Connect with a WebSocket upgrade");
    if (!state) return jsonError(404, "not_found", "No such debate");
    const since = url.searchParams.get("since");
    if (since !== null && !/^\d{1,9}$/.test(since))
      return jsonError(400, "invalid_input", "since must be a non-negative integer event seq");
    const max = this.maxViewers();
    const viewers = this.ctx.getWebSockets().length;
    if (viewers >= max) {
      const message =
        `This debate already has ${viewers} viewers (the limit is ${max}); retry later or read GET ` +
        `/api/debates/${state.id}`;
      return jsonError(503, "too_many_viewers", message, { "Retry-After": "30" });
    }
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ debateId: state.id });
    const finished = state.status === "done" || state.status === "failed";
    if (since !== null) {
      const replay = log.since(Number(since));
      for (const event of replay) server.send(JSON.stringify(event));
      // A viewer that already had the last event of a finished debate gets `done` again, so it knows to stop waiting.
      const done = finished && !replay.some((e) => e.type === "done") ? log.lastOf("done") : undefined;
      if (done) server.send(JSON.stringify(done));
    } else {
      server.send(
        JSON.stringify({
          seq: log.lastSeq(),
          type: "snapshot",
          at: new Date().toISOString(),
          state: publicState(state),
        }),
      );
    }
    // Nothing more will be said about a finished debate: close after what was sent, instead of a socket that never
    // speaks.
    if (finished) server.close(1000, FINISHED);
    return new Response(null, { status: 101, webSocket: client });
  }

  /**
   * Viewers only watch: nothing they send is parsed or acted on. The one message answered is a ping; an oversized one
   * closes the socket, so a viewer cannot make the object buffer or log arbitrary data.
   */
  message(ws: WebSocket, message: string | ArrayBuffer): void {
    // A message can arrive after the server closed the socket (a ping racing `done`'s close): nothing to answer.
    if (ws.readyState !== WebSocket.OPEN) return;
    const bytes = typeof message === "string" ? new TextEncoder().encode(message).byteLength : message.byteLength;
    try {
      const tooBig = `viewer messages are limited to ${MAX_VIEWER_MESSAGE_BYTES} bytes`;
      if (bytes > MAX_VIEWER_MESSAGE_BYTES) ws.close(1009, tooBig);
      else if (typeof message === "string" && message.trim() === "ping") ws.send('{"type":"pong"}');
    } catch {
      // closed between the check and the send: the viewer is gone, and a throw here would only be logged
    }
  }

  close(ws: WebSocket, code: number, reason: string): void {
    try {
      ws.close(code === 1005 ? 1000 : code, reason);
    } catch {
      // already closed
    }
  }

  /**
   * Sends an event to every viewer; after `done` (the last event of every debate) their sockets are closed with 1000.
   */
  broadcast(event: DebateEvent): void {
    const text = JSON.stringify(event);
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.send(text);
        if (event.type === "done") ws.close(1000, FINISHED);
      } catch {
        // a viewer that went away; the runtime closes it
      }
    }
  }
}
