// Starts `scripts/start.mjs` (local workerd, sample data, offline model) on a loopback port with a throwaway state
// folder, and stops it again: shared by bench/, eval/, scripts/ and test-node/.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** A loopback port nothing listens on right now (other checkouts' servers may hold the usual ones). */
export async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Without a `port`, a free one. */
export async function startLocalServer({ port, env = {}, quiet = true, timeoutMs = 120_000 } = {}) {
  port ??= await freePort();
  const persistTo = mkdtempSync(path.join(os.tmpdir(), "debatedesk-"));
  const child = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], {
    cwd: root,
    // Load and benchmarks drive hundreds of debates from one address: the per-client quota would turn them into 429s.
    env: {
      ...process.env,
      PORT: String(port),
      PERSIST_TO: persistTo,
      ADMIN_TOKEN: process.env.ADMIN_TOKEN ?? "local-admin",
      DEBATE_RATE_LIMIT: "off",
      ...env,
    },
    stdio: quiet ? ["ignore", "ignore", "pipe"] : "inherit",
    detached: true,
  });
  let stderr = "";
  child.stderr?.on("data", (d) => (stderr = (stderr + d).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
    rmSync(persistTo, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    try {
      // The first API call also loads the sample data.
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop, pid: child.pid };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error(`server did not answer on ${url} within ${timeoutMs} ms: ${stderr}`);
}
