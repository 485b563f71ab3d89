import {
  createExecutionContext,
  createScheduledController,
  env,
  runDurableObjectAlarm,
  waitOnExecutionContext,
} from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { deadRunReason, type RunStatuses } from "../../src/batches/batch-liveness";
import type { BatchRow } from "../../src/batches/batch-store";
import { DIGEST_CRON } from "../../src/digests/due-digests";
import { json } from "../support/api";
import { pollUntil } from "../support/debates";
import { issueKey, withKey } from "../support/keys";

type Item = { code: string; status: string; error: string | null };
type Batch = { id: string; status: string; error: string | null; progress: { total: number }; items: Item[] };
type Message = { type: string; batch?: Batch };

const NOW = new Date("2026-12-01T08:00:00Z");
const batchRow = (createdAt: string): BatchRow => ({
  id: "b_abcdefghjkmn",
  keyId: "k_test",
  watchlistId: null,
  protocol: "adversarial",
  rounds: 1,
  status: "running",
  createdAt,
  startedAt: createdAt,
  finishedAt: null,
  error: null,
});
/** A Workflow binding whose instance answers `status`, or whose `get` throws `error`. */
const runs = (status: InstanceStatus["status"] | { error: string }): RunStatuses => ({
  async get() {
    if (typeof status === "object") throw new Error(status.error);
    return { status: async () => ({ status }) };
  },
});

describe("deadRunReason: what a batch's Workflow instance says of its run", () => {
  const recent = batchRow("2026-12-01T07:58:00Z");
  const old = batchRow("2026-12-01T07:00:00Z");

  it("a run that errored, was terminated or returned without writing the end is dead, with a Chinese reason", async () => {
    expect(await deadRunReason(runs("errored"), old, NOW)).toMatch(/^批量任务的后台运行出错中止/);
    expect(await deadRunReason(runs("terminated"), old, NOW)).toMatch(/^批量任务的后台运行已被终止/);
    expect(await deadRunReason(runs("complete"), old, NOW)).toMatch(/没有记下结果/);
  });

  it("a run that may still write (queued, running, waiting, paused, unknown) is left alone", async () => {
    for (const status of ["queued", "running", "waiting", "paused", "waitingForPause", "unknown"] as const)
      expect(await deadRunReason(runs(status), old, NOW), status).toBeNull();
  });

  it("an instance the binding does not know is dead only after the creation grace; another failure is thrown", async () => {
    expect(await deadRunReason(runs({ error: "instance.not_found" }), recent, NOW)).toBeNull();
    expect(await deadRunReason(runs({ error: "instance.not_found" }), old, NOW)).toMatch(/已不存在/);
    expect(await deadRunReason(runs({ error: "(instance.not_found) Instance not found" }), old, NOW)).toMatch(
      /已不存在/,
    );
    await expect(deadRunReason(runs({ error: "network connection lost" }), old, NOW)).rejects.toThrow("network");
  });

  it("another 'not found' (a missing Workflow class, a step not in the history) decides nothing and is thrown", async () => {
    for (const error of ["workflow not found", 'Step "batch" not found in execution history', "not_found"])
      await expect(deadRunReason(runs({ error }), old, NOW), error).rejects.toThrow(error);
  });
});

/** A batch started through the API whose Workflow instance is then terminated before it can write its end. */
async function batchWithTerminatedRun(tickers: string[]) {
  const { key } = await issueKey();
  const { id } = await json<{ id: string }>(await withKey(key, "/api/batches", { body: { tickers } }));
  const instance = await env.BATCH_WORKFLOW.get(id);
  await instance.terminate();
  await pollUntil(async () => (await instance.status()).status === "terminated", { what: "terminated" });
  return { key, id };
}

const read = async (key: string, id: string) => json<Batch>(await withKey(key, `/api/batches/${id}`));

/** Every message until the server closes the socket, and the close code. */
function follow(ws: WebSocket): Promise<{ messages: Message[]; code: number; reason: string }> {
  const messages: Message[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no close; got ${messages.map((m) => m.type)}`)), 60_000);
    ws.addEventListener("message", (m) => void messages.push(JSON.parse(String(m.data)) as Message));
    ws.addEventListener("close", (e) => {
      clearTimeout(timer);
      resolve({ messages, code: e.code, reason: e.reason });
    });
    ws.accept();
  });
}

function expectEndedByDeadRun(batch: Batch | undefined, tickers: string[]) {
  expect(batch?.status).toBe("failed");
  expect(batch?.error).toMatch(/^批量任务的后台运行已被终止/);
  // Every ticker's row is kept; none is left queued or running under an ended batch.
  expect(batch?.items.map((i) => i.code)).toEqual(tickers);
  for (const item of batch?.items ?? []) {
    expect(item.status, item.code).toMatch(/^(done|failed)$/);
    if (item.status === "failed") expect(item.error, item.code).toMatch(/\p{Script=Han}/u);
  }
}

describe("a batch whose Workflow run died before writing its end", () => {
  it("is ended failed by the room's sweep while a socket is open: its watcher gets done and the close", async () => {
    const tickers = ["600519", "300750", "600036"];
    const { key, id } = await batchWithTerminatedRun(tickers);
    expect((await read(key, id)).status).toMatch(/^(queued|running)$/);
    const res = await exports.default.fetch(`http://localhost/api/batches/${id}/ws`, {
      headers: { upgrade: "websocket", "sec-websocket-protocol": `debatedesk.batch, debatedesk.key.${key}` },
    });
    expect(res.status).toBe(101);
    const watching = follow(res.webSocket!);
    // The room's 30 s sweep, run now.
    expect(await runDurableObjectAlarm(env.BATCH_ROOM.get(env.BATCH_ROOM.idFromName(id)))).toBe(true);
    const { messages, code, reason } = await watching;
    expect(messages.map((m) => m.type)).toEqual(["snapshot", "done"]);
    expectEndedByDeadRun(messages[1]?.batch, tickers);
    expect([code, reason]).toEqual([1000, "批量任务已结束"]);
    // The API reads the same end.
    expectEndedByDeadRun(await read(key, id), tickers);
  }, 120_000);

  it("is ended failed by the quarter-hour cron when nobody watches; a batch whose run lives is left running", async () => {
    const tickers = ["600519", "601318"];
    const dead = await batchWithTerminatedRun(tickers);
    const other = await issueKey();
    const live = await json<{ id: string }>(
      await withKey(other.key, "/api/batches", { body: { tickers: ["000858"], protocol: "vote" } }),
    );
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: DIGEST_CRON, scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    expectEndedByDeadRun(await read(dead.key, dead.id), tickers);
    // The live batch's run goes on and writes its own end.
    const ended = await pollUntil(
      async () => {
        const b = await read(other.key, live.id);
        return b.status === "done" || b.status === "failed" ? b : null;
      },
      { what: "the live batch ended", timeoutMs: 90_000, everyMs: 500 },
    );
    expect(ended).toMatchObject({ status: "done", error: null });
  }, 150_000);
});
