import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

/** The published reference figures live beside the repo (../shared); tests read them through a binding. */
function readReference(): Record<string, string> {
  const dir = path.join(import.meta.dirname, "..", "shared", "data", "reference");
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith(".csv"))
      .map((f) => [f, readFileSync(path.join(dir, f), "utf8")]),
  );
}

/**
 * Real answers of the live sources, saved by other projects (../shared/data/captures, its README names each file's
 * origin): the adapter tests read them through a binding, byte for byte, instead of copies in the repo.
 */
function readCaptures(): Record<string, string> {
  const dir = path.join(import.meta.dirname, "..", "shared", "data", "captures");
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => [f, readFileSync(path.join(dir, f), "utf8")]),
  );
}

/**
 * Tests of pure modules skip the D1 setup: in workerd each test file pays for its own setup, and applying the
 * migrations pulls in the whole Worker, which costs seconds per file. Everything else runs with the migrations applied.
 */
const UNIT = [
  "test/debate/{prompts,protocols,record-point}.test.ts",
  "test/evidence/technical-indicators.test.ts",
  "test/models/{parse-output,readable-reply}.test.ts",
  "test/offline/**/*.test.ts",
  "test/verdict/{scores,verdict-rule}.test.ts",
  "test/compliance/**/*.test.ts",
  "test/domain/**/*.test.ts",
  "test/verification/{extract-numbers,hit-rate,judgement-checks,offline-judgements,verify-point}.test.ts",
  "test/verification/claims/**/*.test.ts",
  "test/ingest/normalize-text.test.ts",
  "test/ingest/{chunks,figures,sources}/**/*.test.ts",
  "test/ingest/fetch/{host-budget,freshness,polite-fetch}.test.ts",
  "test/retrieval/{embedder,vectorize-store}.test.ts",
  "test/sample/**/*.test.ts",
  "test/scripts/**/*.test.ts",
  "test/shared/**/*.test.ts",
  "test/track/{stats,score,ledger-row}.test.ts",
  "test/report/{markdown-text,error-line,render-text}.test.ts",
  "test/tickers/{directory,exchange,resolve-ticker,name-pinyin}.test.ts",
  "test/room/state-migration.test.ts",
  "test/digests/{digest-text,webhook-url,digest-crypto,webhook-dns}.test.ts",
];

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        remoteBindings: false,
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            TEST_REFERENCE: readReference(),
            TEST_CAPTURES: readCaptures(),
            ADMIN_TOKEN: "test-admin-token",
            // Every structured line is written in tests (production's level): the log specs read them.
            LOG_LEVEL: "info",
            // Digests: a test sealing key (32 bytes, base64), short retry pauses, a sender for the email channel.
            DIGEST_SECRET_KEY: "ZGVidGVkZXNrLXRlc3Qtc2VhbGluZy1rZXktMzJieXQ=",
            DIGEST_RETRY_BACKOFF_MS: "5",
            DIGEST_MAIL_FROM: "digest@debatedesk.example",
            // No DNS-over-HTTPS from tests: the address check is tested with a fake resolver (webhook-dns tests).
            DIGEST_DNS_CHECK: "off",
          },
        },
      }),
    ],
    test: {
      // The loopback fake of the live hosts (test-node/fake-live-hosts.mjs): tests get its URL with inject("fakeHostsUrl").
      globalSetup: ["./test/support/fake-hosts-setup.ts"],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      projects: [
        {
          extends: true,
          test: { name: "unit", include: UNIT, isolate: false, setupFiles: ["./test/support/quiet-logs.ts"] },
        },
        {
          extends: true,
          test: {
            name: "integration",
            include: ["test/**/*.test.ts"],
            exclude: UNIT,
            setupFiles: ["./test/support/quiet-logs.ts", "./test/apply-migrations.ts"],
          },
        },
      ],
    },
  };
});
