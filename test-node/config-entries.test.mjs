// The config is parsed once per request into the app's deps (issue 33 item 5): `readConfig` (src/config.ts, the one
// zod parser of the vars) is called only where an invocation enters the Worker; every other module receives the
// parsed config (or the deps holding it) from its caller.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";

const root = path.resolve(import.meta.dirname, "..");

/** The modules that may parse the vars, each with the invocation it enters. */
const ENTRIES = {
  "src/config.ts": "the parser itself",
  "src/app.ts": "each HTTP request: the middleware that sets c.var.deps for /api/*, /mcp and the page's /d/*",
  "src/http/health.ts": "GET /api/health, mounted before the deps: it reports an invalid config as a 503",
  "src/services/health-checks.ts": "the health check of the config itself (its message is the check's detail)",
  "src/http/security.ts": "CORS, before the deps: a preflight is answered even when the config is invalid",
  "src/invocation-settings.ts":
    "the log level and profiling, read first by every invocation (an invalid config ignored)",
  "src/precompute/scheduled.ts": "the pre-compute cron",
  "src/digests/due-digests.ts": "the digests cron and its queue consumer",
  "src/batches/batch-workflow.ts": "each run of the batch Workflow",
  "src/batches/batch-room.ts": "each BatchRoom Durable Object instance (its env is fixed for its life)",
  "src/room/debate-room.ts": "each DebateRoom Durable Object instance (its env is fixed for its life)",
};

/** Every .ts file under `dir`, as a path relative to the repository root with forward slashes. */
function sources(dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return sources(rel);
    return e.name.endsWith(".ts") ? [rel] : [];
  });
}

describe("the config is parsed at the entry points only", () => {
  const callers = sources("src").filter((f) => /\breadConfig\(/.test(readFileSync(path.join(root, f), "utf8")));

  it("has readConfig( in no module but the listed entries", () => {
    assert.deepEqual(
      callers.filter((f) => !(f in ENTRIES)),
      [],
    );
  });

  it("lists no entry that no longer parses the config", () => {
    assert.deepEqual(
      Object.keys(ENTRIES).filter((f) => !callers.includes(f)),
      [],
    );
  });
});
