import { z } from "zod";

const DEFAULTS = { watchdogMs: 300_000, maxViewers: 500 } as const;

/** An unset var ("" or missing) takes the default; a set but invalid one does too, rather than breaking every debate. */
const setting = (min: number, max: number, fallback: number) =>
  z.preprocess((v) => (v === "" || v === undefined ? undefined : v), z.coerce.number().int().min(min).max(max).optional()).catch(undefined).transform((v) => v ?? fallback);

const RoomEnv = z.object({
  /** A debate whose last checkpoint is older than this is moved on by its alarm: the hung step becomes a failed turn. */
  WATCHDOG_MS: setting(1_000, 3_600_000, DEFAULTS.watchdogMs),
  /** WebSocket viewers per debate; the runtime's own ceiling per object is 32,768 hibernatable sockets. */
  MAX_VIEWERS: setting(1, 32_768, DEFAULTS.maxViewers),
});

export interface RoomSettings {
  watchdogMs: number;
  maxViewers: number;
}

export function roomSettings(env: Env): RoomSettings {
  const e = RoomEnv.parse(env);
  return { watchdogMs: e.WATCHDOG_MS, maxViewers: e.MAX_VIEWERS };
}
