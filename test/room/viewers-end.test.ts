import { describe, expect, it } from "vitest";
import { json, postJson } from "../support/api";
import { Viewer } from "../support/ws-viewer";

async function startDebate(body: Record<string, unknown>): Promise<string> {
  const res = await postJson("/api/debates", body);
  expect(res.status, await res.clone().text()).toBe(202);
  return (await json<{ id: string }>(res)).id;
}

describe("a debate's WebSocket ends cleanly", () => {
  it("closes every viewer with 1000 right after `done`, the last event sent", async () => {
    const id = await startDebate({ ticker: "600519", asOf: "2025-06-30", rounds: 1 });
    const live = await Viewer.connect(id, 0);
    const closed = await live.closed;
    expect(closed).toEqual({ code: 1000, reason: "debate finished" });
    expect(live.events.at(-1)?.type).toBe("done");
    expect(live.events.filter((e) => e.type === "done")).toHaveLength(1);
  });

  it("answers a finished debate with `done` again and the close: after the last seq, mid-way, and as a snapshot", async () => {
    const id = await startDebate({ ticker: "600036", asOf: "2025-06-30", rounds: 1 });
    const all = await Viewer.connect(id, 0);
    await all.closed;
    const done = all.events.at(-1)!;
    expect(done.type).toBe("done");

    // Reconnecting with the last seq seen: no open socket that never speaks.
    const caughtUp = await Viewer.connect(id, done.seq);
    expect(await caughtUp.closed).toEqual({ code: 1000, reason: "debate finished" });
    expect(caughtUp.events).toEqual([done]);

    // Reconnecting mid-way: the rest, `done` once, then the close.
    const cut = all.events.find((e) => e.type === "turn.completed")!;
    const rest = await Viewer.connect(id, cut.seq);
    expect((await rest.closed).code).toBe(1000);
    expect(rest.events).toEqual(all.events.filter((e) => e.seq > cut.seq));

    // Without since: the snapshot of the finished state, then the close.
    const late = await Viewer.connect(id);
    expect((await late.closed).code).toBe(1000);
    expect(late.events.map((e) => e.type)).toEqual(["snapshot"]);
  });

  it("tags the judge's turn.started with the round of its turn.completed", async () => {
    const id = await startDebate({ ticker: "600028", asOf: "2025-06-30", rounds: 2 });
    const v = await Viewer.connect(id, 0);
    await v.closed;
    const started = v.events.filter((e) => e.type === "turn.started");
    const completed = v.events
      .filter((e) => e.type === "turn.completed")
      .map((e) => e.turn as { seq: number; role: string; round: number });
    expect(started.length).toBe(completed.length);
    for (const s of started) {
      const turn = completed.find((t) => t.seq === s.turnSeq)!;
      expect({ role: s.role, round: s.round }, `turn ${turn.seq}`).toEqual({ role: turn.role, round: turn.round });
    }
    expect(started.at(-1)).toMatchObject({ role: "judge" });
    expect((started.at(-1)!.round as number) >= 1).toBe(true);
  });
});
