// Small HTTP/WebSocket client for a local DebateDesk server, shared by the benchmark and the evaluation.
import { readFileSync, readdirSync } from "node:fs";

export function assertLoopback(url) {
  const host = new URL(url).hostname;
  if (!["127.0.0.1", "localhost", "::1", "[::1]"].includes(host)) throw new Error(`only this machine (loopback) is measured; got ${host}`);
}

/** A body that is not JSON (e.g. wrangler's plain-text 503 after a reload) becomes an error object, not a throw. */
async function bodyOf(res) {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return { error: { code: "not_json", message: text.slice(0, 300) } };
  }
}

export async function postDebate(base, body) {
  try {
    const res = await fetch(`${base}/api/debates`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    return { status: res.status, body: await bodyOf(res) };
  } catch (e) {
    return { status: 0, body: { error: { code: "network", message: String(e.message ?? e) } } };
  }
}

export async function getJson(base, path) {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, body: await bodyOf(res) };
}

/**
 * Follows a debate over its WebSocket from seq 0 until `done` (or the timeout): resolves with the seqs and types it
 * received, in order, and whether `done` arrived.
 */
export function follow(base, id, { timeoutMs = 120_000, since = 0 } = {}) {
  return new Promise((resolve) => {
    const seqs = [];
    const types = [];
    let openedAt = null;
    let settled = false;
    const ws = new WebSocket(`${base.replace(/^http/, "ws")}/api/debates/${id}/ws?since=${since}`);
    const finish = (done, error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      try {
        ws.close();
      } catch {
        // already closed
      }
      resolve({ done, seqs, types, error, openedAt, doneAt: done ? performance.now() : null });
    };
    const timer = setTimeout(() => finish(false, "timeout"), timeoutMs);
    ws.onopen = () => (openedAt = performance.now());
    ws.onmessage = (m) => {
      const e = JSON.parse(m.data);
      if (typeof e.seq === "number" && e.type !== "snapshot") seqs.push(e.seq);
      types.push(e.type);
      if (e.type === "done") finish(true);
    };
    ws.onerror = () => finish(false, "websocket error");
    ws.onclose = () => finish(false, "closed before done");
  });
}

/** Polls GET /api/debates/:id until it is done or failed. */
export async function waitState(base, id, { timeoutMs = 120_000, everyMs = 100 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { status, body } = await getJson(base, `/api/debates/${id}`);
    if (status === 200 && (body.status === "done" || body.status === "failed")) return body;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`debate ${id} did not finish within ${timeoutMs} ms`);
}

/** Starts a debate and follows it to `done`; returns the state and the wall time from POST to `done`. */
export async function runDebate(base, body, { timeoutMs = 120_000 } = {}) {
  const t0 = performance.now();
  const posted = await postDebate(base, body);
  if (posted.status !== 202) return { ok: false, ms: performance.now() - t0, error: `POST ${posted.status}: ${JSON.stringify(posted.body).slice(0, 200)}` };
  const followed = await follow(base, posted.body.id, { timeoutMs });
  const ms = performance.now() - t0;
  if (!followed.done) {
    // The socket can drop under load: fall back to polling so one lost socket is not a lost debate.
    try {
      const state = await waitState(base, posted.body.id, { timeoutMs });
      return { ok: state.status === "done", ms: performance.now() - t0, state, id: posted.body.id, existing: posted.body.existing, note: followed.error };
    } catch (e) {
      return { ok: false, ms, error: String(e.message ?? e), id: posted.body.id };
    }
  }
  const state = (await getJson(base, `/api/debates/${posted.body.id}`)).body;
  return { ok: state.status === "done", ms, state, id: posted.body.id, existing: posted.body.existing, events: followed.seqs.length };
}

/** Runs `fn` over `items` with at most `limit` in flight. */
export async function pool(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

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

/** Calendar days after `iso` (YYYY-MM-DD). */
export function addDays(iso, days) {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
