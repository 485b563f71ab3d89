// `npm start -- ...` as a user types it: the arguments wrangler dev would take are passed on (the server really
// listens where --port says), anything else is refused with the usage, and the start output stays quiet offline.
// Its requests carry the client address as on Cloudflare, so the per-address debate limits apply locally too.
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { freePort } from "../tools/lib/local-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const start = path.join(root, "scripts", "start.mjs");
const run = (args) => spawnSync(process.execPath, [start, ...args], { cwd: root, encoding: "utf8", timeout: 30_000 });

describe("npm start arguments", () => {
  it("refuses an unknown option with the usage, before starting anything", () => {
    const r = run(["--bogus", "1"]);
    assert.equal(r.status, 2);
    assert.match(r.stderr, /npm start: Unknown option '--bogus'/);
    assert.match(r.stderr, /usage: npm start -- \[--port N\] \[--ip ADDRESS\]/);
  });

  it("refuses a port that is not a port, and a stray positional argument", () => {
    const bad = run(["--port", "eighty"]);
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /--port must be a port number 1-65535, not "eighty"/);
    const stray = run(["8811"]);
    assert.equal(stray.status, 2);
    assert.match(stray.stderr, /Unexpected argument '8811'/);
  });

  it("prints the usage for --help", () => {
    const r = run(["--help"]);
    assert.equal(r.status, 0);
    assert.match(r.stdout, /--persist-to/);
  });

  it("serves on the --port and --ip given, without trying to reach workers.cloudflare.com", {
    timeout: 180_000,
  }, async () => {
    const port = await freePort();
    const persistTo = mkdtempSync(path.join(tmpdir(), "debatedesk-start-"));
    const child = spawn(
      process.execPath,
      [start, "--port", String(port), "--ip", "127.0.0.1", "--persist-to", persistTo],
      {
        cwd: root,
        // PORT says otherwise: the argument wins.
        env: { ...process.env, PORT: "1", CLOUDFLARE_CF_FETCH_ENABLED: undefined },
        stdio: ["ignore", "pipe", "pipe"],
        detached: true,
      },
    );
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    try {
      const deadline = Date.now() + 150_000;
      let health;
      while (Date.now() < deadline && child.exitCode === null) {
        try {
          health = await fetch(`http://127.0.0.1:${port}/api/health`);
          if (health.ok) break;
        } catch {
          // not up yet
        }
        await new Promise((r) => setTimeout(r, 500));
      }
      assert.equal(health?.status, 200, output);
      assert.match(output, new RegExp(`Starting DebateDesk on http://127\\.0\\.0\\.1:${port}`));
      // The request metadata download is off locally, so no DNS failure is logged (this machine may be offline).
      await new Promise((r) => setTimeout(r, 1000));
      assert.doesNotMatch(output, /ENOTFOUND|workers\.cloudflare\.com/);

      // Local requests are limited as on Cloudflare: wrangler dev sets CF-Connecting-IP from the socket, so a burst of
      // six new debates from this machine meets the running-debate cap (3) instead of all starting.
      const dates = ["2025-06-30", "2025-06-27", "2025-06-26", "2025-06-25", "2025-06-24", "2025-06-23"];
      const answers = await Promise.all(
        dates.map((asOf) =>
          fetch(`http://127.0.0.1:${port}/api/debates`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ ticker: "600036", asOf, rounds: 1 }),
          }).then(async (r) => ({ status: r.status, code: r.ok ? null : (await r.json()).error.code })),
        ),
      );
      const limited = answers.filter((a) => a.status === 429);
      assert.ok(limited.length > 0, JSON.stringify(answers));
      const codes = new Set(limited.map((a) => a.code));
      assert.ok(
        [...codes].every((c) => c === "too_many_running" || c === "rate_limited"),
        JSON.stringify(answers),
      );
    } finally {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
      rmSync(persistTo, { recursive: true, force: true });
    }
  });
});
