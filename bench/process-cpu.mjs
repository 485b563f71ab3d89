// CPU time of a local server's workerd processes (user + system, from /proc/<pid>/stat), so a benchmark can report
// CPU milliseconds per debate beside wall time: on Workers CPU time is what is billed and limited.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { treeOf } from "./process-tree.mjs";

let ticksPerSecond = 100;
try {
  ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
} catch {
  // Linux's usual value
}

/** CPU milliseconds used so far by the workerd processes under `rootPid` (0 when /proc is unavailable). */
export function workerdCpuMs(rootPid) {
  let ticks = 0;
  for (const pid of treeOf(rootPid)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      if (!name.startsWith("workerd")) continue;
      // After the name: state(0) ppid(1) … utime(11) stime(12), in clock ticks.
      const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(rest[11]) + Number(rest[12]);
    } catch {
      // process went away
    }
  }
  return (ticks / ticksPerSecond) * 1000;
}

/**
 * CPU milliseconds so far per kind of process under `rootPid`: `runtime` (the workerd that runs the Worker, its
 * Durable Objects, D1 and KV), `devProxy` (wrangler dev's second workerd, which fronts the port and relays the
 * inspector's console messages) and `wrangler` (the node process: it receives and prints every console line). The
 * runtime is the workerd with the most CPU; on Workers only its share exists.
 */
export function cpuByProcess(rootPid) {
  const workerd = [];
  let wrangler = 0;
  for (const pid of treeOf(rootPid)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const ms = ((Number(rest[11]) + Number(rest[12])) / ticksPerSecond) * 1000;
      if (name.startsWith("workerd")) workerd.push({ pid, ms });
      else if (/wrangler-dist\/cli\.js/.test(readFileSync(`/proc/${pid}/cmdline`, "utf8"))) wrangler += ms;
    } catch {
      // process went away
    }
  }
  return { workerd, wrangler };
}

/** Per-process CPU used between two `cpuByProcess` readings, divided by `n`, as { runtime, devProxy, wrangler }. */
export function cpuSplit(before, after, n) {
  const used = after.workerd
    .map((p) => ({ pid: p.pid, ms: p.ms - (before.workerd.find((b) => b.pid === p.pid)?.ms ?? 0) }))
    .sort((a, b) => b.ms - a.ms);
  const per = (ms) => Math.round((ms / n) * 10) / 10;
  return {
    runtime: per(used[0]?.ms ?? 0),
    devProxy: per(used.slice(1).reduce((a, p) => a + p.ms, 0)),
    wrangler: per(after.wrangler - before.wrangler),
  };
}
