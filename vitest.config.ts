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
            ADMIN_TOKEN: "test-admin-token",
          },
        },
      }),
    ],
    test: {
      include: ["test/**/*.test.ts"],
      setupFiles: ["./test/apply-migrations.ts"],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
});
