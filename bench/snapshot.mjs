// A frozen copy of the app for a measurement: `wrangler dev` reloads the Worker whenever a source file changes, so a
// run against a working tree that someone is editing gets "Your worker restarted mid-request" and half-finished
// debates. The copy holds what the server needs (src, public, migrations, scripts, tools, config), shares node_modules
// through a symlink, and is removed afterwards. What is measured is the working tree as it was when the run started.
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const NEEDED = [
  ...["src", "public", "migrations", "scripts", "tools"],
  ...["wrangler.toml", "package.json", "tsconfig.json", "worker-configuration.d.ts"],
];

/**
 * Copies the app into a temporary folder and returns { root, startLocalServer, remove }. `devVars` copies `.dev.vars`
 * too (the evaluation measures whatever model is configured there; the benchmark sets its models explicitly).
 */
export async function snapshotApp({ devVars = false } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "debatedesk-snapshot-"));
  const entries = devVars && existsSync(path.join(root, ".dev.vars")) ? [...NEEDED, ".dev.vars"] : NEEDED;
  for (const entry of entries) cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  const server = await import(path.join(dir, "tools", "lib", "local-server.mjs"));
  return {
    root: dir,
    startLocalServer: server.startLocalServer,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
