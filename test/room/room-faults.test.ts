import {
  abortAllDurableObjects,
  env,
  evictDurableObject,
  runDurableObjectAlarm,
  runInDurableObject,
} from "cloudflare:test";
import { delay, http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import type { DebateState } from "../../src/debate/debate-state";
import type { PublicDebateState } from "../../src/debate/public-state";
import { api, json, postJson } from "../support/api";
import { ended, pollUntil, roomEnded } from "../support/debates";
import { mockNetwork } from "../support/mock-network";
import { scriptedReply, scriptedUsage, streamEvents, type ChatTurn } from "../support/scripted-model";
import { Viewer, type ViewerEvent } from "../support/ws-viewer";
import { envOverrides } from "../support/worker-env";

/**
 * The DebateRoom under faults it must survive: hostile or too many viewers, a step that hangs, D1/KV down when the
 * result is saved, and the object restarted at every step. Settings are the Worker's env vars, set per test on the env
 * object this isolate shares with the Worker and its Durable Objects.
 */
const { configure, vars } = envOverrides();

let net: ReturnType<typeof mockNetwork> | undefined;
afterEach(() => {
  net?.restore();
  net = undefined;
});

const stub = (id: string) => env.DEBATE_ROOM.get(env.DEBATE_ROOM.idFromName(id));
const BASE = "http://llm.test/v1";

async function start(body: Record<string, unknown>): Promise<string> {
  const res = await postJson("/api/debates", { fresh: true, ...body });
  expect(res.status, await res.clone().text()).toBe(202);
  return (await json<{ id: string }>(res)).id;
}

async function waitFinished(id: string, timeoutMs = 20_000): Promise<PublicDebateState> {
  return roomEnded(stub(id), { timeoutMs, everyMs: 40 });
}

/** The D1 debates row follows the object's state once the result is saved; a new debate on the same slot waits for it. */
async function waitSaved(id: string): Promise<void> {
  const row = () => env.DB.prepare("SELECT status FROM debates WHERE id = ?").bind(id).first<{ status: string }>();
  await pollUntil(async () => ended(await row()), { what: `debate ${id} saved to D1`, timeoutMs: 5_000, everyMs: 25 });
}

/** Evicts the object; one that is not in memory at that moment will run its next step on a fresh instance anyway. */
async function evictIfRunning(id: string): Promise<void> {
  await evictDurableObject(stub(id)).catch((e: unknown) => {
    if (!String(e).includes("not currently running")) throw e;
  });
}

const stored = (id: string) => runInDurableObject(stub(id), (_o, s) => s.storage.kv.get<DebateState>("state")!);
const scheduledAlarm = (id: string) => runInDurableObject(stub(id), (_o, s) => s.storage.getAlarm());

const scripted = (messages: ChatTurn[]) =>
  new HttpResponse(streamEvents("test-model", scriptedReply(messages), scriptedUsage(messages)).join(""), {
    headers: { "content-type": "text/event-stream" },
  });
const llm = (handler: (messages: ChatTurn[]) => Response | Promise<Response>) =>
  http.post(`${BASE}/chat/completions`, async ({ request }) =>
    handler(((await request.json()) as { messages: ChatTurn[] }).messages),
  );
const openai = {
  MODEL_QUICK: "openai:test-model",
  MODEL_DEEP: "openai:test-model",
  OPENAI_BASE_URL: BASE,
  OPENAI_API_KEY: "sk-test",
};

describe("viewers of a debate", () => {
  it("are capped per debate (MAX_VIEWERS) with a 503 JSON answer on the upgrade; a freed place can be taken again", async () => {
    configure({ MAX_VIEWERS: "3" });
    const id = await start({ ticker: "600036", asOf: "2025-06-30" });
    const viewers = [await Viewer.connect(id), await Viewer.connect(id), await Viewer.connect(id)];
    const refused = await api(`/api/debates/${id}/ws`, { headers: { Upgrade: "websocket" } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("30");
    const body = await json<{ error: { code: string; message: string } }>(refused);
    expect(body.error.code).toBe("too_many_viewers");
    expect(body.error.message).toContain("the limit is 3");

    viewers[0]!.close();
    let again: Viewer | undefined;
    for (let i = 0; i < 50 && !again; i++) {
      again = await Viewer.connect(id).catch(() => undefined);
      if (!again) await new Promise((r) => setTimeout(r, 20));
    }
    expect(again).toBeDefined();
    await again!.waitFor((e) => e.type === "snapshot");
    for (const v of [...viewers.slice(1), again!]) v.close();
    await waitFinished(id);
  });

  it("send nothing the room acts on: a ping gets a pong, anything else is ignored, more than 1 KiB closes with 1009", async () => {
    // A debate whose first turn hangs stays live (a finished one closes its viewers after the snapshot) until the
    // watchdog gives it up, after the checks below.
    configure({ ...openai, WATCHDOG_MS: "4000", MODEL_TIMEOUT_MS: "60000" });
    net = mockNetwork(llm(async () => delay("infinite").then(() => HttpResponse.error())));
    const id = await start({ ticker: "600028", asOf: "2025-06-30" });
    const v = await Viewer.connect(id);
    await v.waitFor((e) => e.type === "snapshot");
    for (const junk of [
      '{"type":"done"}',
      '{"seq":1,"type":"verdict","verdict":{"stance":"bullish"}}',
      "close",
      new Uint8Array([1, 2, 3]),
    ])
      v.ws.send(junk);
    v.ws.send("ping");
    await v.waitFor((e) => (e as { type: string }).type === "pong");
    // Only what the room itself says: the snapshot, the hanging turn's start, and the pong.
    expect(v.events.map((e) => e.type).filter((t) => t !== "turn.started")).toEqual(["snapshot", "pong"]);

    const closed = new Promise<CloseEvent>((resolve) => v.ws.addEventListener("close", resolve));
    v.ws.send("x".repeat(1025));
    const close = await closed;
    expect(close.code).toBe(1009);
    expect(close.reason).toContain("1024 bytes");
    const s = await stub(id).getState();
    expect(ended(s!), s!.status).toBe(false);
    await waitFinished(id);
  });

  it("malformed upgrades get 4xx JSON before reaching the room", async () => {
    const id = await start({ ticker: "002594", asOf: "2025-06-30" });
    const cases: [RequestInit, string, number][] = [
      [{}, "", 426],
      [{ headers: { Upgrade: "h2c" } }, "", 426],
      [{ headers: { Upgrade: "websocket" } }, "?since=-1", 400],
      [{ headers: { Upgrade: "websocket" } }, "?since=1e3", 400],
      [{ headers: { Upgrade: "websocket" } }, "?since=9999999999", 400],
      [{ method: "PUT" }, "", 405],
    ];
    for (const [init, query, status] of cases) {
      const res = await api(`/api/debates/${id}/ws${query}`, init);
      expect(res.status, `${JSON.stringify(init)} ${query}`).toBe(status);
      expect((await json<{ error: { code: string } }>(res)).error.code).toBeTruthy();
    }
    await waitFinished(id);
  });
});

describe("the watchdog", () => {
  it("gives up a first turn that hangs (a 429 asking to come back in an hour) and fails the debate saying why, across a restart", async () => {
    configure({ ...openai, WATCHDOG_MS: "1500", MODEL_TIMEOUT_MS: "20000" });
    net = mockNetwork(
      llm(() =>
        HttpResponse.json({ error: { message: "slow down" } }, { status: 429, headers: { "Retry-After": "3600" } }),
      ),
    );
    const id = await start({ ticker: "600519", asOf: "2025-06-27", rounds: 1 });
    const viewer = await Viewer.connect(id, 0);
    await viewer.waitFor((e) => e.type === "turn.started");
    // The object restarts while the step sleeps: the deadline comes from stored state, so the restart does not reset it.
    await abortAllDurableObjects();
    const s = await waitFinished(id, 10_000);
    expect(s.status).toBe("failed");
    expect(Date.parse(s.updatedAt) - Date.parse(s.createdAt)).toBeLessThan(6_000);
    expect(s.turns).toHaveLength(1);
    expect(s.turns[0]).toMatchObject({ seq: 1, role: "bull", round: 1, points: [] });
    expect(s.turns[0]!.error).toMatch(/no progress for 1500 ms \(watchdog\)/);
    expect(s.errors.at(-1)!.message).toMatch(/watchdog/);
    const after = await Viewer.connect(id, 0);
    const failed = await after.waitFor((e) => e.type === "failed");
    expect(failed.reason).toMatch(/bull turn of round 1 failed: no progress for 1500 ms/);
    after.close();
    await waitSaved(id);
  });

  it("gives up a hung later turn and judges the full round that exists; the given-up call is never counted", async () => {
    configure({ ...openai, WATCHDOG_MS: "1500", MODEL_TIMEOUT_MS: "20000" });
    let served = 0;
    net = mockNetwork(
      llm(async (messages) => {
        const user = messages.find((m) => m.role === "user")?.content ?? "";
        if (/第2轮，请输出 json。/.test(user)) await delay("infinite");
        served++;
        return scripted(messages);
      }),
    );
    const id = await start({ ticker: "600036", asOf: "2025-06-27", rounds: 3 });
    const s = await waitFinished(id);
    expect(s.status).toBe("done");
    const hung = s.turns.find((t) => t.error)!;
    expect(hung).toMatchObject({ role: "bear", round: 2, seq: 4, attempts: [] });
    expect(hung.error).toMatch(/watchdog/);
    expect(s.stoppedEarly).toMatchObject({ reason: "turn_failed", round: 2 });
    expect(s.turns.map((t) => t.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(s.turns.at(-1)!.role).toBe("judge");
    expect(s.verdict).not.toBeNull();
    expect(s.usage.calls).toBe(served);
    expect(await stub(id).paidReplies()).toBe(served);
    await waitSaved(id);
  });

  it("ends a FinDebate whose model never answers: each hung graph step is given up and the graph routes to its end", async () => {
    configure({ ...openai, WATCHDOG_MS: "1000", MODEL_TIMEOUT_MS: "20000" });
    net = mockNetwork(llm(async () => delay("infinite").then(() => HttpResponse.error())));
    const id = await start({ ticker: "600028", asOf: "2025-06-27", protocol: "findebate" });
    const s = await waitFinished(id, 20_000);
    expect(s.status).toBe("failed");
    expect(s.verdict).toBeNull();
    expect(s.errors.length).toBeGreaterThan(0);
    expect(s.errors.some((e) => /watchdog/.test(e.message))).toBe(true);
    expect(s.errors.at(-1)).toMatchObject({ step: "final decision" });
    expect(s.usage.calls).toBe(0);
    await waitSaved(id);
  });
});

describe("D1 or KV down when a debate completes", () => {
  it("keeps the verdict in the object and retries with a doubling delay, reported in errors, until both are written", async () => {
    const realDb = env.DB;
    const realCache = env.CACHE;
    const failing = { d1: true, kv: true };
    configure({ DB: realDb, CACHE: realCache }); // registers both for restoring after the test
    // Only the completion's writes fail; the debate itself still reads D1.
    vars.DB = new Proxy(realDb, {
      get(target, prop) {
        if (prop === "prepare") {
          return (sql: string) => {
            if (failing.d1 && /^(insert into "verdicts"|update "debates")/i.test(sql.trim()))
              throw new Error("D1_ERROR: simulated outage");
            return target.prepare(sql);
          };
        }
        const value = Reflect.get(target, prop) as unknown;
        return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    vars.CACHE = new Proxy(realCache, {
      get(target, prop) {
        if (prop === "put") {
          return async (...args: Parameters<KVNamespace["put"]>) => {
            if (failing.kv) throw new Error("KV PUT failed: simulated outage");
            return target.put(...args);
          };
        }
        const value = Reflect.get(target, prop) as unknown;
        return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });

    // Today's data (no asOf) and the usual settings, so the result also belongs in the slot the latest verdict reads.
    const id = await start({ ticker: "601318" });
    const s = await waitFinished(id);
    expect(s.status).toBe("done");
    const verdict = s.verdict;
    expect(verdict).not.toBeNull();
    const verdictRows = async () =>
      (await realDb.prepare("SELECT stance FROM verdicts WHERE debate_id = ?").bind(id).all()).results;
    const persistError = (st: PublicDebateState) => st.errors.filter((e) => e.step === "persist");

    const expectRetry = async (failures: number, delayS: number) => {
      const st = (await stub(id).getState())!;
      expect(persistError(st)).toHaveLength(1);
      expect(persistError(st)[0]!.message).toContain(`(${failures} in a row)`);
      expect(persistError(st)[0]!.message).toContain(`retried in ${delayS} s`);
      expect(st.verdict).toEqual(verdict);
      const alarm = await scheduledAlarm(id);
      expect(alarm! - Date.now()).toBeGreaterThan(delayS * 1000 - 2_000);
      expect(alarm! - Date.now()).toBeLessThanOrEqual(delayS * 1000);
      expect((await stored(id)).persisted).toBe(false);
    };
    await expectRetry(1, 5);
    expect(await verdictRows()).toHaveLength(0);

    // A restart loses nothing: the verdict is in the object's storage, and the next alarm tries again.
    await evictDurableObject(stub(id));
    expect(await runDurableObjectAlarm(stub(id))).toBe(true);
    await expectRetry(2, 10);

    // D1 back, KV still down: the verdict row is written, the object keeps retrying the cache.
    failing.d1 = false;
    expect(await runDurableObjectAlarm(stub(id))).toBe(true);
    await expectRetry(3, 20);
    expect(await verdictRows()).toHaveLength(1);

    failing.kv = false;
    expect(await runDurableObjectAlarm(stub(id))).toBe(true);
    expect((await stored(id)).persisted).toBe(true);
    expect(await scheduledAlarm(id)).toBeNull();
    expect(await verdictRows()).toHaveLength(1);
    const row = await realDb.prepare("SELECT status FROM debates WHERE id = ?").bind(id).first<{ status: string }>();
    expect(row?.status).toBe("done");
    const latest = await json<{ debateId: string; source: string }>(await api("/api/tickers/601318/verdict"));
    expect(latest).toMatchObject({ debateId: id, source: "cache" });
    // A late duplicate alarm (at-least-once) changes nothing.
    await runInDurableObject(stub(id), (o) => (o as unknown as { alarm(): Promise<void> }).alarm());
    expect(await verdictRows()).toHaveLength(1);
  });
});

describe("the model reply archive when D1 refuses it at the end", () => {
  it("keeps the replies in the object, retries them with the persist or a replay, and archives each paid reply exactly once", async () => {
    const realDb = env.DB;
    const failing = { archive: true };
    configure({ DB: realDb });
    vars.DB = new Proxy(realDb, {
      get(target, prop) {
        if (prop === "prepare") {
          return (sql: string) => {
            if (failing.archive && /^insert into "model_replies"/i.test(sql.trim()))
              throw new Error("D1_ERROR: simulated outage");
            return target.prepare(sql);
          };
        }
        const value = Reflect.get(target, prop) as unknown;
        return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const archived = async (id: string) =>
      (
        await realDb
          .prepare("SELECT COUNT(*) AS n FROM model_replies WHERE debate_id = ?")
          .bind(id)
          .first<{ n: number }>()
      )?.n;
    const waiting = (id: string) =>
      runInDurableObject(
        stub(id),
        (_o, s) => s.storage.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM archive_outbox").one().n,
      );

    const id = await start({ ticker: "600519", asOf: "2025-06-30", rounds: 1 });
    const s = await waitFinished(id);
    // The debate itself is not held up by its audit trail: it ends done, the replies wait in the object.
    expect(s.status).toBe("done");
    for (let i = 0; i < 100 && !(await stub(id).getState())!.errors.some((e) => e.step === "persist"); i++)
      await new Promise((r) => setTimeout(r, 20));
    expect((await stub(id).getState())!.errors.find((e) => e.step === "persist")?.message).toContain(
      "D1_ERROR: simulated outage",
    );
    expect(await archived(id)).toBe(0);
    expect(await waiting(id)).toBe(s.usage.calls);
    expect((await stored(id)).persisted).toBe(false);

    // A replay reads the archive: while D1 still refuses, it is refused with a reason to retry, not started to fail.
    const refused = await postJson(`/api/debates/${id}/replay`, {});
    expect(refused.status).toBe(503);
    expect(await json<{ error: { code: string } }>(refused)).toMatchObject({ error: { code: "archive_pending" } });

    // Evicted meanwhile: the replies are in the object's storage, not its memory. D1 back, a replay asked before the
    // persist's next try brings them to the archive first, and finds every reply it needs there.
    await evictDurableObject(stub(id));
    failing.archive = false;
    const replay = await postJson(`/api/debates/${id}/replay`, {});
    expect(replay.status).toBe(202);
    expect(await archived(id)).toBe(s.usage.calls);
    expect(await waiting(id)).toBe(0);
    const again = await waitFinished((await json<{ id: string }>(replay)).id);
    expect(again.status).toBe("done");
    expect(again.verdict).toEqual(s.verdict);

    // The persist's retry then finds nothing left to archive, and each paid reply is in the archive exactly once.
    expect(await runDurableObjectAlarm(stub(id))).toBe(true);
    expect((await stored(id)).persisted).toBe(true);
    expect(await archived(id)).toBe(s.usage.calls);
  });
});

describe("a configuration deployed with a wrong var", () => {
  it("pauses a running debate, saying which var is wrong, and lets it go on once the var is fixed", async () => {
    await api("/api/health"); // loads the sample data
    const id = "d_configpause01";
    const room = stub(id);
    const params = {
      id,
      ticker: "600519",
      companyName: "贵州茅台",
      protocol: "adversarial" as const,
      asOf: "2025-06-30",
      rounds: 1,
      tokenBudget: 15000,
      dataVersion: 1,
      createdAt: new Date().toISOString(),
    };
    await runInDurableObject(room, async (o, s) => {
      await (o as unknown as { start(p: typeof params): Promise<unknown> }).start(params);
      // The test drives the alarm itself.
      await s.storage.deleteAlarm();
    });
    const alarm = () => runInDurableObject(room, (o) => (o as unknown as { alarm(): Promise<void> }).alarm());
    configure({ WATCHDOG_MS: "lots" });
    await alarm();
    await alarm(); // a second look during the same outage updates the one entry
    const paused = (await room.getState())!;
    expect(paused.status).toBe("queued");
    expect(paused.errors).toEqual([
      expect.objectContaining({
        step: "configuration",
        message: expect.stringContaining('WATCHDOG_MS must be an integer from 1000 to 3600000, got "lots"'),
      }),
    ]);
    expect((await scheduledAlarm(id))! - Date.now()).toBeGreaterThan(50_000);

    configure({ WATCHDOG_MS: "" });
    for (let i = 0; i < 20 && !ended(await room.getState()); i++) await alarm();
    const after = (await room.getState())!;
    expect(after.status).toBe("done");
    expect(after.turns.map((t) => t.role)).toEqual(["bull", "bear", "bull", "judge"]);
  });
});

describe("the object restarted at every step of a debate", () => {
  type Run = { state: PublicDebateState; completed: number[]; paid: number; archived: number };

  async function outcome(id: string): Promise<Run> {
    const state = await waitFinished(id);
    const all = await Viewer.connect(id, 0);
    await all.waitFor((e) => e.type === "done");
    all.close();
    const completed = all.events
      .filter((e: ViewerEvent) => e.type === "turn.completed")
      .map((e) => (e.turn as { seq: number }).seq);
    const archived = await env.DB.prepare("SELECT COUNT(*) AS n FROM model_replies WHERE debate_id = ?")
      .bind(id)
      .first<{ n: number }>();
    await waitSaved(id);
    return { state, completed, paid: await stub(id).paidReplies(), archived: archived?.n ?? 0 };
  }

  const shape = (s: PublicDebateState) =>
    s.turns.map(({ seq, round, role, points, error }) => ({
      seq,
      round,
      role,
      claims: points.map((p) => p.claim),
      error,
    }));

  it("adversarial: after the k-th turn for every k (evicted or aborted), each resumes to the same debate: no turn redone, no call paid twice", async () => {
    const body = { ticker: "600519", asOf: "2025-06-30", rounds: 2 };
    const reference = await outcome(await start(body));
    expect(reference.state.status).toBe("done");
    const steps = reference.completed.length;
    expect(steps).toBe(reference.state.turns.length);
    expect(steps).toBeGreaterThanOrEqual(4);

    for (let k = 1; k <= steps; k++) {
      const id = await start(body);
      const viewer = await Viewer.connect(id, 0);
      await viewer.waitFor((e) => e.type === "turn.completed" && (e.turn as { seq: number }).seq === k);
      // Alternate a graceful eviction with a hard abort of every object (in-flight work is cut off).
      if (k % 2 === 1) await evictIfRunning(id);
      else await abortAllDurableObjects();
      viewer.close();
      const run = await outcome(id);
      expect(run.state.status, `restart after turn ${k}`).toBe("done");
      expect(run.state.turns.map((t) => t.seq)).toEqual(reference.state.turns.map((_, i) => i + 1));
      expect(run.completed).toEqual(run.state.turns.map((t) => t.seq));
      expect(shape(run.state)).toEqual(shape(reference.state));
      expect(run.state.verdict).toEqual(reference.state.verdict);
      expect(run.state.usage.calls).toBe(reference.state.usage.calls);
      expect(run.paid).toBe(run.state.usage.calls);
      expect(run.archived).toBe(run.state.usage.calls);
    }
  });

  it("findebate: evicted after every graph step, it resumes each time and ends done with every call paid once", async () => {
    const id = await start({ ticker: "600036", asOf: "2025-06-30", protocol: "findebate" });
    const viewer = await Viewer.connect(id, 0);
    let restarts = 0;
    for (;;) {
      const stepsSeen = () => viewer.events.filter((x) => x.type === "round.completed").length;
      const next = await viewer.waitFor(
        (e) => e.type === "done" || (e.type === "round.completed" && stepsSeen() > restarts),
      );
      if (next.type === "done") break;
      await evictIfRunning(id);
      restarts++;
    }
    viewer.close();
    const run = await outcome(id);
    expect(run.state.status).toBe("done");
    expect(restarts).toBeGreaterThanOrEqual(3);
    expect(new Set(run.completed).size).toBe(run.completed.length);
    expect([...run.completed].sort((a, b) => a - b)).toEqual(run.completed.map((_, i) => i + 1));
    expect(run.paid).toBe(run.state.usage.calls);
    expect(run.archived).toBe(run.state.usage.calls);
    expect(run.state.verdict).not.toBeNull();
  });
});
