import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkKey } from "../../src/access/api-keys";
import { appDeps } from "../../src/app-deps";
import { readItems } from "../../src/batches/batch-store";
import { readConfig } from "../../src/config";
import { createDb } from "../../src/db/client";
import { batches } from "../../src/db/schema";
import { startBatch } from "../../src/http/batches";
import { issueKey } from "../support/keys";

describe("startBatch when its Workflow cannot be created", () => {
  it("answers 503 and ends the stored batch failed, its tickers failed with it (none left queued)", async () => {
    const issued = await issueKey();
    const deps = appDeps(env, readConfig(env));
    const check = await checkKey(deps.db, issued.key, new Date());
    if (!check.ok) throw new Error("the issued key does not check");
    const broken = {
      ...env,
      BATCH_WORKFLOW: {
        create: async () => {
          throw new Error("workflows: internal error");
        },
      },
    } as unknown as Env;

    await expect(startBatch(broken, deps, check.key, { tickers: ["600519", "300750"] })).rejects.toMatchObject({
      status: 503,
      code: "batches_unavailable",
    });

    const [row] = await createDb(env.DB).select().from(batches).where(eq(batches.keyId, issued.id)).all();
    expect(row).toMatchObject({ status: "failed", error: "批量任务未能启动" });
    const items = await readItems(deps.db, row!.id);
    expect(items.map((i) => [i.status, i.error])).toEqual([
      ["failed", "批量任务中止，未开始辩论"],
      ["failed", "批量任务中止，未开始辩论"],
    ]);
  });
});
