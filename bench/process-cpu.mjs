// CPU time of a local server's workerd processes (user + system, from /proc/<pid>/stat), so a benchmark can report
// CPU milliseconds per debate beside wall time: on Workers CPU time is what is billed and limited.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { treeOf } from "./debate-client.mjs";

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
