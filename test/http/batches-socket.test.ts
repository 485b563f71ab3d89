import { env, runDurableObjectAlarm } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { json } from "../support/api";
import { captureLogs } from "../support/captured-logs";
import { issueKey, withKey } from "../support/keys";

type Item = { code: string; status: string; stanceLabel: string | null; debateId: string | null };
type Progress = { total: number; ended: number; done: number };
type BatchMessage = {
  type: string;
  item?: Item;
  progress?: Progress;
  batch?: { id: string; status: string; progress: Progress; items: Item[] };
};

const THREE = ["600519", "300750", "600036"];

/** Opens the batch's socket as a browser does: the key as a subprotocol beside the socket's own. */
async function open(key: string, id: string, protocols = ["debatedesk.batch", `debatedesk.key.${key}`]) {
  return exports.default.fetch(`http://localhost/api/batches/${id}/ws`, {
    headers: { upgrade: "websocket", "sec-websocket-protocol": protocols.join(", ") },
  });
}

/** Every message until the server closes the socket, and the close code. */
function follow(ws: WebSocket): Promise<{ messages: BatchMessage[]; code: number; reason: string }> {
  const messages: BatchMessage[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no close; got ${messages.map((m) => m.type)}`)), 120_000);
    ws.addEventListener("message", (m) => {
      messages.push(JSON.parse(String(m.data)) as BatchMessage);
    });
    ws.addEventListener("close", (e) => {
      clearTimeout(timer);
      resolve({ messages, code: e.code, reason: e.reason });
    });
    ws.accept();
  });
}

describe("a batch's progress over WebSocket (GET /api/batches/:id/ws)", () => {
  it("sends a snapshot, then each ticker's start and verdict, then done with the whole table", async () => {
    const { key } = await issueKey();
    const { id } = await json<{ id: string }>(await withKey(key, "/api/batches", { body: { tickers: THREE } }));
    const logs = captureLogs();
    const res = await open(key, id);
    expect(res.status).toBe(101);
    expect(res.headers.get("sec-websocket-protocol")).toBe("debatedesk.batch");
    const { messages, code } = await follow(res.webSocket!);
    expect(code).toBe(1000);
    // The socket's request is logged by its route pattern: the key it carried appears in no line.
    logs.restore();
    expect(logs.of("request").some((l) => l.route === "/api/batches/:id/ws" && l.status === 101)).toBe(true);
    expect(logs.raw.filter((l) => l.includes(key))).toEqual([]);

    const [snapshot, ...changes] = messages;
    expect(snapshot?.type).toBe("snapshot");
    expect(snapshot?.batch).toMatchObject({ id, progress: { total: 3 } });
    expect(snapshot?.batch?.items.map((i) => i.code)).toEqual(THREE);
    const done = changes.at(-1);
    expect(done?.type).toBe("done");
    expect(done?.batch).toMatchObject({ id, status: "done", progress: { total: 3, ended: 3, done: 3 } });
    expect(done?.batch?.items.every((i) => /^(看多|看空|中性)$/.test(i.stanceLabel ?? ""))).toBe(true);
    // Each ticker not already ended at the snapshot is heard of as it ends, with its verdict.
    const endedAtSnapshot = new Set(snapshot!.batch!.items.filter((i) => i.status === "done").map((i) => i.code));
    for (const code of THREE.filter((c) => !endedAtSnapshot.has(c))) {
      const verdict = changes.find((m) => m.type === "ticker.verdict" && m.item?.code === code);
      expect(verdict?.item?.stanceLabel, code).toMatch(/^(看多|看空|中性)$/);
      // Its start came first (a fresh debate: nothing was cached).
      const started = changes.findIndex((m) => m.type === "ticker.started" && m.item?.code === code);
      if (snapshot!.batch!.items.find((i) => i.code === code)?.status === "queued")
        expect(started, code).toBeLessThan(changes.indexOf(verdict!));
    }
    // The debates take seconds each: the socket, opened right after the start, sees them start.
    expect(changes.filter((m) => m.type === "ticker.started").length).toBeGreaterThan(0);
    // Progress only grows, and ends at 3 of 3.
    const ended = changes.flatMap((m) => (m.progress ? [m.progress.ended] : []));
    expect(ended).toEqual([...ended].sort((a, b) => a - b));
    expect(changes.filter((m) => m.type.startsWith("ticker.")).at(-1)?.progress).toEqual({
      total: 3,
      ended: 3,
      done: 3,
    });

    // A socket opened after the end gets the snapshot and done at once, then the close.
    const late = await follow((await open(key, id)).webSocket!);
    expect(late.messages.map((m) => m.type)).toEqual(["snapshot", "done"]);
    expect(late.reason).toBe("批量任务已结束");
  }, 180_000);

  it("still sends done when the end notice is lost: the room's sweep reads the ended row and closes", async () => {
    const { key } = await issueKey();
    const { id } = await json<{ id: string }>(
      await withKey(key, "/api/batches", { body: { tickers: ["600519"], protocol: "vote" } }),
    );
    expect((await follow((await open(key, id)).webSocket!)).messages.at(-1)?.type).toBe("done");
    // The row seen as running by a new watcher, then ended behind the room's back: the `ended` notice never came.
    const setStatus = (status: string) =>
      env.DB.prepare("UPDATE batches SET status = ? WHERE id = ?").bind(status, id).run();
    await setStatus("running");
    const watching = follow((await open(key, id)).webSocket!);
    await setStatus("done");
    expect(await runDurableObjectAlarm(env.BATCH_ROOM!.get(env.BATCH_ROOM!.idFromName(id)))).toBe(true);
    const { messages, code, reason } = await watching;
    expect(messages.map((m) => m.type)).toEqual(["snapshot", "done"]);
    expect(messages[1]?.batch).toMatchObject({ id, status: "done" });
    expect([code, reason]).toEqual([1000, "批量任务已结束"]);
  }, 180_000);

  it("refuses another key with the API's 404, and a missing key, a bad one, a plain GET with a clear 4xx", async () => {
    const owner = await issueKey({ name: "主人" });
    const other = await issueKey({ name: "别人" });
    const { id } = await json<{ id: string }>(
      await withKey(owner.key, "/api/batches", { body: { tickers: ["600519"], protocol: "vote" } }),
    );
    const foreign = await open(other.key, id);
    const api = await withKey(other.key, `/api/batches/${id}`);
    expect([foreign.status, api.status]).toEqual([404, 404]);
    expect(await foreign.json()).toEqual(await api.json());

    expect((await open(owner.key, id, ["debatedesk.batch"])).status).toBe(401);
    const bad = await open("dd_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", id);
    expect(bad.status).toBe(401);
    const plain = await withKey(owner.key, `/api/batches/${id}/ws`);
    expect(plain.status).toBe(426);
    expect(((await plain.json()) as { error: { message: string } }).error.message).toMatch(/\p{Script=Han}/u);
    // A header key works too (clients that can set one).
    const headed = await exports.default.fetch(`http://localhost/api/batches/${id}/ws`, {
      headers: { upgrade: "websocket", authorization: `Bearer ${owner.key}` },
    });
    expect(headed.status).toBe(101);
    const { messages } = await follow(headed.webSocket!);
    expect(messages[0]?.type).toBe("snapshot");
    expect(messages.at(-1)?.type).toBe("done");
  }, 180_000);
});
