import { applyD1Migrations, env } from "cloudflare:test";

// Setup files run before each test file; applying is idempotent (already-applied migrations are skipped).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
