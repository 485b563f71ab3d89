#!/usr/bin/env node
// `npm start`: apply the D1 migrations to the local database, then serve the Worker on http://localhost:8787 with
// the local runtime (workerd), the bundled sample data, local embeddings/vector index and the offline model.
// Any var from wrangler.toml can be overridden from the environment, e.g. `MODEL_QUICK=offline PORT=8788 npm start`;
// secrets (ADMIN_TOKEN, ...) are read from the environment or .dev.vars by wrangler itself.
// Arguments after `npm start --` are checked: the ones in USAGE are passed on to wrangler dev, anything else is refused
// (a silently ignored `--port` would leave the user looking for their server on the wrong port).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { vendorDocs } from "./vendor-docs.mjs";

const USAGE = `usage: npm start -- [--port N] [--ip ADDRESS] [--persist-to DIR] [--log-level debug|info|log|warn|error|none]
  --port        port to serve on (default $PORT or 8787)
  --ip          address to listen on (default $HOST or 127.0.0.1; 0.0.0.0 for every interface)
  --persist-to  folder for the local D1, KV and Durable Objects (default $PERSIST_TO or .wrangler/state)
  --log-level   wrangler's log level
Vars from wrangler.toml are set from the environment, e.g. MODEL_QUICK=offline npm start.`;

let cli;
try {
  cli = parseArgs({
    args: process.argv.slice(2),
    strict: true,
    allowPositionals: false,
    options: {
      port: { type: "string" },
      ip: { type: "string" },
      "persist-to": { type: "string" },
      "log-level": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  }).values;
} catch (e) {
  console.error(`npm start: ${e.message}\n${USAGE}`);
  process.exit(2);
}
if (cli.help) {
  console.log(USAGE);
  process.exit(0);
}
const refuse = (message) => {
  console.error(`npm start: ${message}\n${USAGE}`);
  process.exit(2);
};
const port = cli.port ?? process.env.PORT ?? "8787";
if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535)
  refuse(`--port must be a port number 1-65535, not "${port}"`);
const ip = cli.ip ?? process.env.HOST ?? "127.0.0.1";
const LOG_LEVELS = ["debug", "info", "log", "warn", "error", "none"];
if (cli["log-level"] !== undefined && !LOG_LEVELS.includes(cli["log-level"]))
  refuse(`--log-level must be one of ${LOG_LEVELS.join(", ")}`);

const root = path.resolve(import.meta.dirname, "..");
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 13)) {
  console.error(
    `DebateDesk needs Node.js 22.13 or newer (wrangler and the test tools require it); this is ${process.version}.`,
  );
  console.error("On a machine with an older Node, run: source scripts/use-node22.sh && npm start");
  process.exit(1);
}

const wrangler = path.join(root, "node_modules", ".bin", "wrangler");
// The API reference page (/docs) serves the pinned swagger-ui-dist from public/vendor (normally copied by npm ci).
vendorDocs();
// CLOUDFLARE_CF_FETCH_ENABLED=false: miniflare would otherwise download request.cf metadata from
// workers.cloudflare.com at start and log "getaddrinfo ENOTFOUND workers.cloudflare.com" when offline; its built-in
// placeholder is enough here (DebateDesk reads no request.cf field).
const env = { CLOUDFLARE_CF_FETCH_ENABLED: "false", ...process.env, WRANGLER_SEND_METRICS: "false" };

// PERSIST_TO keeps local state (D1, KV, Durable Objects) in another folder, e.g. a throwaway one for browser tests.
const persistTo = cli["persist-to"] ?? process.env.PERSIST_TO;
const persist = persistTo ? ["--persist-to", persistTo] : [];
const migrate = spawnSync(wrangler, ["d1", "migrations", "apply", "DB", "--local", ...persist], {
  cwd: root,
  stdio: "inherit",
  env,
});
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

// Vars declared in wrangler.toml's top-level [vars] may be overridden from the environment.
const toml = readFileSync(path.join(root, "wrangler.toml"), "utf8");
const varsBlock = toml.split(/^\[vars\]\s*$/m)[1]?.split(/^\[/m)[0] ?? "";
const varNames = [...varsBlock.matchAll(/^([A-Z0-9_]+)\s*=/gm)].map((m) => m[1]);
// Keys stay off the command line (visible to every process): wrangler reads declared names from the environment itself.
const secretLike = (n) => /(_KEY|TOKEN|SECRET)$/.test(n);
// wrangler reads only the declared secrets from .dev.vars, so plain vars written there are passed on here.
const devVarsPath = path.join(root, ".dev.vars");
const devVars = existsSync(devVarsPath)
  ? Object.fromEntries(
      readFileSync(devVarsPath, "utf8")
        .split(/\r?\n/)
        .map((line) => /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line))
        .filter((m) => m !== null)
        .map((m) => [m[1], m[2].replace(/^(["'])(.*)\1$/, "$2")]),
    )
  : {};
const valueOf = (n) => process.env[n] ?? devVars[n];
const overrides = varNames
  .filter((n) => valueOf(n) !== undefined && !secretLike(n))
  .flatMap((n) => ["--var", `${n}:${valueOf(n)}`]);

// --test-scheduled exposes /__scheduled?cron=... so the pre-compute cron can be fired by hand (README).
const logLevel = cli["log-level"] ? ["--log-level", cli["log-level"]] : [];
const args = [
  "dev",
  "--port",
  port,
  "--ip",
  ip,
  "--show-interactive-dev-session=false",
  "--test-scheduled",
  ...logLevel,
  ...persist,
  ...overrides,
];
console.log(
  `Starting DebateDesk on http://${ip === "0.0.0.0" ? "localhost" : ip}:${port} (sample data, offline model unless MODEL_QUICK/MODEL_DEEP say otherwise)`,
);
const child = spawn(wrangler, args, { cwd: root, stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
