import { env, evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { DebateState } from "../../src/debate/debate-state";
import { api, json, postJson } from "../support/api";
import { debateState, runDebate, waitEnded } from "../support/debates";

const stub = (id: string) => env.DEBATE_ROOM.get(env.DEBATE_ROOM.idFromName(id));

/** Rewrites the object's stored state as version 2 wrote it, then evicts the object so the next request loads it. */
async function storeAsV2(id: string, errors: { at: string; step: string; message: string }[]): Promise<void> {
  await runInDurableObject(stub(id), (_o, s) => {
    const state = s.storage.kv.get<DebateState>("state")!;
    s.storage.kv.put("state", { ...state, version: 2, errors });
  });
  await evictDurableObject(stub(id));
}

describe("a debate stored by state version 2", () => {
  it("reads and reports as it did, and replays without a model call", { timeout: 120_000 }, async () => {
    const s = await runDebate({ ticker: "600519", asOf: "2025-06-30", protocol: "adversarial", fresh: true });
    expect(s.status, JSON.stringify(s.errors)).toBe("done");
    const report = await (await api(`/api/debates/${s.id}/report.md`)).text();

    await storeAsV2(s.id, []);
    expect(await debateState(s.id)).toEqual(s);
    expect(await (await api(`/api/debates/${s.id}/report.md`)).text()).toBe(report);
    const stored = await runInDurableObject(stub(s.id), (o) =>
      (o as unknown as { storage: { load(): DebateState } }).storage.load(),
    );
    expect(stored.version).toBe(3);
    // The stages are derived from the stored turns, so a state stored before they were served has them too: the
    // rounds, then the judge, every turn in exactly one of them.
    expect(s.stages.at(-1)).toMatchObject({ id: "judge", status: "done" });
    expect(s.stages.slice(0, -1).map((st) => st.round)).toEqual(Array.from({ length: s.rounds }, (_, i) => i + 1));
    expect(s.stages.flatMap((st) => st.turns).sort((a, b) => a - b)).toEqual(s.turns.map((t) => t.seq));
    expect(s.stages.every((st) => st.status === "done" || (st.status === "skipped" && !st.turns.length))).toBe(true);

    const res = await postJson(`/api/debates/${s.id}/replay`, {});
    expect(res.status, await res.clone().text()).toBe(202);
    const replay = await waitEnded((await json<{ id: string }>(res)).id);
    expect(replay.status, JSON.stringify(replay.errors)).toBe("done");
    expect(replay.usage.calls).toBe(0);
    expect(replay.verdict).toEqual(s.verdict);
    expect(replay.turns.map((t) => t.points.map((p) => p.claim))).toEqual(
      s.turns.map((t) => t.points.map((p) => p.claim)),
    );
  });

  it("keeps a failed turn's error as its readers read it: 空方第2轮", { timeout: 120_000 }, async () => {
    const s = await runDebate({ ticker: "600519", asOf: "2025-06-30", protocol: "adversarial", fresh: true });
    await storeAsV2(s.id, [{ at: s.updatedAt, step: "bear round 2", message: "timeout" }]);
    const state = await runInDurableObject(stub(s.id), (o) =>
      (o as unknown as { storage: { load(): DebateState } }).storage.load(),
    );
    expect(state.errors).toEqual([{ at: s.updatedAt, step: "bear", round: 2, message: "timeout" }]);
  });
});

describe("a graph protocol's debate stored by state version 3", () => {
  const name = "serves its declared stages, reads and reports as it did, and replays without a model call";
  it(name, { timeout: 120_000 }, async () => {
    const s = await runDebate({ ticker: "600519", asOf: "2025-06-30", protocol: "findebate", fresh: true });
    expect(s.status, JSON.stringify(s.errors)).toBe("done");
    const report = await (await api(`/api/debates/${s.id}/report.md`)).text();
    await runInDurableObject(stub(s.id), (_o, st) => {
      const state = st.storage.kv.get<DebateState>("state")!;
      expect(state.version).toBe(3);
    });
    await evictDurableObject(stub(s.id));
    expect(await debateState(s.id)).toEqual(s);
    expect(await (await api(`/api/debates/${s.id}/report.md`)).text()).toBe(report);

    // The stages are the plug-in's page stages, in order, each with its roles' turns (the decision is taken in
    // code: its stage has no turns of its own and is done with the verdict).
    const { protocols } = await json<{ protocols: { id: string; page: { stages: { key: string }[] } }[] }>(
      await api("/api/protocols"),
    );
    const declared = protocols.find((p) => p.id === "findebate")!.page.stages.map((st) => st.key);
    expect(s.stages.map((st) => st.id)).toEqual(declared);
    expect(s.stages.flatMap((st) => st.turns).sort((a, b) => a - b)).toEqual(s.turns.map((t) => t.seq));
    expect(s.stages.filter((st) => st.turns.length).every((st) => st.status === "done")).toBe(true);

    const res = await postJson(`/api/debates/${s.id}/replay`, {});
    expect(res.status, await res.clone().text()).toBe(202);
    const replay = await waitEnded((await json<{ id: string }>(res)).id);
    expect(replay.usage.calls).toBe(0);
    expect(replay.verdict).toEqual(s.verdict);
    expect(replay.stages).toEqual(s.stages);
  });
});
