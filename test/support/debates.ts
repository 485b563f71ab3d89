import { expect } from "vitest";
import type { PublicDebateState } from "../../src/wire/wire";
import { api, json, postJson } from "./api";

/**
 * Debates driven the way a client drives them (POST, then read until the end) or through a room's stub: one definition
 * of "start", "wait until" and "ended" for every test, instead of a loop per file.
 */

export interface PollOptions {
  /** Named in the error when the wait runs out. */
  what?: string;
  timeoutMs?: number;
  everyMs?: number;
}

/** A debate has ended once it is done or failed; anything else is still under way. */
export const ended = (s: { status: string } | null | undefined): boolean =>
  s?.status === "done" || s?.status === "failed";

/** Asks `probe` until it answers with a value (not null, undefined or false); throws naming `what` when out of time. */
export async function pollUntil<T>(
  probe: () => Promise<T | null | undefined | false>,
  opts: PollOptions = {},
): Promise<T> {
  const { what = "the condition", timeoutMs = 20_000, everyMs = 50 } = opts;
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null && value !== undefined && value !== false) return value;
    if (Date.now() >= until) throw new Error(`${what} was not reached within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** POST /api/debates, which must accept (202); the new debate's id. */
export async function startDebate(
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await postJson("/api/debates", body, headers);
  expect(res.status, await res.clone().text()).toBe(202);
  return (await json<{ id: string }>(res)).id;
}

/** GET /api/debates/:id as a client reads it. */
export async function debateState(id: string): Promise<PublicDebateState> {
  return json<PublicDebateState>(await api(`/api/debates/${id}`));
}

/** Reads the debate over HTTP until it has ended. */
export function waitEnded(id: string, opts: PollOptions = {}): Promise<PublicDebateState> {
  return pollUntil(
    async () => {
      const s = await debateState(id);
      return ended(s) && s;
    },
    { what: `the end of debate ${id}`, ...opts },
  );
}

/** Starts a debate and reads it until it has ended. */
export async function runDebate(body: Record<string, unknown>, opts: PollOptions = {}): Promise<PublicDebateState> {
  return waitEnded(await startDebate(body), opts);
}

/** Asks a room (a DebateRoom stub) for its state until the debate has ended. */
export function roomEnded<S extends { status: string }>(
  room: { getState(): Promise<S | null | undefined> },
  opts: PollOptions = {},
): Promise<S> {
  return pollUntil(
    async () => {
      const s = await room.getState();
      return ended(s) && s;
    },
    { what: "the end of the room's debate", ...opts },
  );
}
