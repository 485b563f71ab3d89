import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** File name -> CSV text of ../shared/data/reference (empty when that folder is absent). */
      TEST_REFERENCE: Record<string, string>;
    }
  }
}
