import type { Config } from "../config";

export interface RoomSettings {
  /**
   * A debate whose last checkpoint is older than this is moved on by its alarm: the hung step becomes a failed turn.
   */
  watchdogMs: number;
  /** WebSocket viewers per debate. */
  maxViewers: number;
}

/** WATCHDOG_MS and MAX_VIEWERS (rules in src/config.ts). */
export function roomSettings(c: Config): RoomSettings {
  return { watchdogMs: c.WATCHDOG_MS, maxViewers: c.MAX_VIEWERS };
}
