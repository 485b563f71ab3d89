import type { TestProject } from "vitest/node";
// @ts-expect-error: a plain ES module shared with the bench (test-node/ runs under node --test).
import { startFakeHosts } from "../../test-node/fake-live-hosts.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    fakeHostsUrl: string;
  }
}

/** Starts the loopback fake of the live hosts once per run (in Node, outside workerd); tests get its URL by `inject`. */
export default async function setup(project: TestProject) {
  const fake = (await startFakeHosts({ latencyMs: 20 })) as { url: string; close: () => Promise<void> };
  project.provide("fakeHostsUrl", fake.url);
  return () => fake.close();
}
