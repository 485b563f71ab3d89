// `npm run bench -- --baseline <git-ref>`: the app as it was at another commit, in a temporary folder, so both can
// be measured side by side in one run on the same machine. `git archive` extracts the commit's files (no worktree is
// registered in the repository); node_modules is this checkout's when every package the baseline's lockfile pins is
// installed here at the same version, otherwise `npm ci` installs the baseline's own (slower, needs the registry).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** Packages the baseline pins that this checkout's node_modules does not have at that version. */
function missingPackages(lockfile) {
  const lock = JSON.parse(readFileSync(lockfile, "utf8"));
  const missing = [];
  for (const [where, pkg] of Object.entries(lock.packages ?? {})) {
    if (!where.startsWith("node_modules/") || !pkg.version || pkg.optional) continue;
    const manifest = path.join(root, where, "package.json");
    try {
      if (JSON.parse(readFileSync(manifest, "utf8")).version !== pkg.version)
        missing.push(`${where.slice(13)}@${pkg.version}`);
    } catch {
      missing.push(`${where.slice(13)}@${pkg.version}`);
    }
  }
  return missing;
}

/**
 * Extracts `ref` into a temporary folder and returns { ref, commit, subject, root, modules, startLocalServer, remove }.
 * Throws with the reason when the ref is unknown or its dependencies cannot be installed.
 */
export async function prepareBaseline(ref, { log = console.log } = {}) {
  let commit;
  try {
    commit = execFileSync("git", ["rev-parse", "--verify", `${ref}^{commit}`], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    }).trim();
  } catch {
    throw new Error(`--baseline ${ref}: not a commit in this repository (git rev-parse failed)`);
  }
  const subject = execFileSync("git", ["log", "-1", "--format=%s", commit], { cwd: root, encoding: "utf8" }).trim();
  const dir = mkdtempSync(path.join(os.tmpdir(), "debatedesk-baseline-"));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const archive = spawnSync("git", ["archive", "--format=tar", commit], { cwd: root, maxBuffer: 512 * 2 ** 20 });
    if (archive.status !== 0) throw new Error(`git archive ${ref} failed: ${archive.stderr}`);
    const untar = spawnSync("tar", ["-x", "-C", dir], { input: archive.stdout });
    if (untar.status !== 0) throw new Error(`extracting ${ref} failed: ${untar.stderr}`);
    // Where the commit keeps its server starter: tools/lib/ since the shared tools, scripts/ before.
    const starter = ["tools/lib/local-server.mjs", "scripts/local-server.mjs"]
      .map((f) => path.join(dir, f))
      .find((f) => existsSync(f));
    if (!starter) throw new Error(`--baseline ${ref}: that commit has no local-server.mjs to start a server with`);
    const missing = existsSync(path.join(dir, "package-lock.json"))
      ? missingPackages(path.join(dir, "package-lock.json"))
      : ["(no package-lock.json)"];
    let modules;
    if (missing.length === 0) {
      symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
      modules = "shared with this checkout (same versions)";
    } else {
      log(
        `baseline pins ${missing.length} package(s) not installed here (${missing.slice(0, 3).join(", ")}…): npm ci in ${dir}`,
      );
      const ci = spawnSync("npm", ["ci", "--no-audit", "--no-fund", "--prefer-offline"], {
        cwd: dir,
        stdio: "inherit",
      });
      if (ci.status !== 0) throw new Error(`npm ci for the baseline ${ref} failed (exit ${ci.status})`);
      modules = "npm ci (its own lockfile)";
    }
    const server = await import(starter);
    return {
      ref,
      commit: commit.slice(0, 7),
      subject,
      root: dir,
      modules,
      startLocalServer: server.startLocalServer,
      remove,
    };
  } catch (e) {
    remove();
    throw e;
  }
}
