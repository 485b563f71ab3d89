// The local server's process tree, for the benchmark's CPU and memory figures (Linux /proc).
import { readFileSync, readdirSync } from "node:fs";

/** Every process in the tree under `rootPid` (the server was started detached, so its pid leads the tree). */
export function treeOf(rootPid) {
  const parent = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // Fields after the command name (which may contain spaces) start after the last ')'.
      const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parent.set(Number(name), { ppid: Number(rest[1]), pgrp: Number(rest[2]) });
    } catch {
      // process went away
    }
  }
  const tree = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, p] of parent) {
      if (!tree.has(pid) && (tree.has(p.ppid) || p.pgrp === rootPid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return [...tree];
}

function rssKb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const name = /^Name:\s*(.+)$/m.exec(status)?.[1] ?? "";
    return { name, kb: Number(/^VmRSS:\s*(\d+)/m.exec(status)?.[1] ?? 0) };
  } catch {
    return { name: "", kb: 0 };
  }
}

/** Samples the resident memory of the server's process tree every `everyMs`; `stop()` returns the peaks in MB. */
export function sampleRss(rootPid, everyMs = 100) {
  let peakTree = 0;
  let peakWorkerd = 0;
  const tick = () => {
    let tree = 0;
    let workerd = 0;
    for (const pid of treeOf(rootPid)) {
      const r = rssKb(pid);
      tree += r.kb;
      if (r.name.startsWith("workerd")) workerd += r.kb;
    }
    peakTree = Math.max(peakTree, tree);
    peakWorkerd = Math.max(peakWorkerd, workerd);
  };
  tick();
  const timer = setInterval(tick, everyMs);
  return {
    stop() {
      clearInterval(timer);
      tick();
      return { peakRssMb: Math.round(peakTree / 1024), peakWorkerdRssMb: Math.round(peakWorkerd / 1024) };
    },
  };
}
