// What machine a measurement ran on, recorded with every result.
import { execFileSync } from "node:child_process";
import os from "node:os";

export function machine() {
  let commit = null;
  let uncommittedFiles = null;
  try {
    commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    // The servers run the working tree: say whether it differed from the commit.
    uncommittedFiles = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean).length;
  } catch {
    // not a git checkout
  }
  return {
    date: new Date().toISOString(),
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    memoryGb: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    loadAverage1m: Math.round(os.loadavg()[0] * 100) / 100,
    commit,
    uncommittedFiles,
  };
}

/** Waits (up to `maxMs`) for the 1-minute load average to drop below `below`; returns the load it measured at. */
export async function waitForQuiet({ below = 2.5, maxMs = 600_000, log = console.log } = {}) {
  const deadline = Date.now() + maxMs;
  let load = os.loadavg()[0];
  while (load >= below && Date.now() < deadline) {
    log(
      `load average ${load.toFixed(2)} >= ${below}: waiting for a quieter machine (up to ${Math.round((deadline - Date.now()) / 1000)} s more)`,
    );
    await new Promise((r) => setTimeout(r, 30_000));
    load = os.loadavg()[0];
  }
  return Math.round(load * 100) / 100;
}

export const round = (n, digits = 0) => (Number.isFinite(n) ? Math.round(n * 10 ** digits) / 10 ** digits : null);
