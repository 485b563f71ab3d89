// The README's "Try it" JSON example, run as a reader would paste it (only the server's address added, since this
// server has a port of its own): what lands in the file must be the debate's state as JSON, with nothing npm printed.
import assert from "node:assert/strict";
import { execSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { startLocalServer } from "../tools/lib/local-server.mjs";

const root = path.resolve(import.meta.dirname, "..");

/** The README line that writes a debate's state to a file (`… --json > state.json`). */
function jsonExample() {
  const line = readFileSync(path.join(root, "README.md"), "utf8")
    .split("\n")
    .find((l) => /^npm run .*--json > state\.json/.test(l));
  assert.ok(line, "README has no `--json > state.json` example");
  return line.replace(/\s+#.*$/, "");
}

describe("README's JSON example", { timeout: 180_000 }, () => {
  let server;
  const dir = mkdtempSync(path.join(tmpdir(), "debatedesk-readme-"));
  before(async () => {
    server = await startLocalServer();
  });
  after(() => {
    server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes the final state as JSON, nothing else, when run as written", () => {
    const out = path.join(dir, "state.json");
    const command = jsonExample().replace("> state.json", `--url ${server.url} > ${out}`);
    // Progress goes to the terminal (stderr); a failing run throws here with it.
    execSync(command, { cwd: root, stdio: ["ignore", "ignore", "pipe"] });
    const text = readFileSync(out, "utf8");
    const state = JSON.parse(text);
    assert.equal(state.status, "done");
    assert.equal(state.ticker, "600519");
    assert.equal(state.protocol, "findebate");
    // The CLI saved its report to ./reports/ as the README says; remove it so the checkout stays clean.
    rmSync(path.join(root, "reports", `debatedesk-600519-${state.id}.md`), { force: true });
  });
});
