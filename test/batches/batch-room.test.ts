import { describe, expect, it } from "vitest";
import { type BatchEvent, untilDone } from "../../src/batches/batch-room";

const at = "2026-12-01T08:00:00Z";
const progress = { total: 2, ended: 1, done: 1 } as unknown as Extract<BatchEvent, { progress: unknown }>["progress"];
const started: BatchEvent = { type: "batch.started", at, status: "running", statusLabel: "运行中", progress };
const done = (n: number) => ({ type: "done", at, batch: { id: `b_${n}` } }) as unknown as BatchEvent;

describe("untilDone: what a watcher gets of the changes held while its snapshot was read", () => {
  it("sends the held changes up to the first done and nothing after it (the alarm and the cron may both send one)", () => {
    expect(untilDone([started, done(1), done(2)])).toEqual([started, done(1)]);
    expect(untilDone([done(1), started])).toEqual([done(1)]);
  });

  it("sends every held change when none is done", () => {
    expect(untilDone([started, started])).toEqual([started, started]);
    expect(untilDone([])).toEqual([]);
  });
});
