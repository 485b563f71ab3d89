import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** File name -> CSV text of ../shared/data/reference (empty when that folder is absent). */
      TEST_REFERENCE: Record<string, string>;
      /** File name -> text of ../shared/data/captures (real source answers; a UTF-8 BOM is kept as U+FEFF). */
      TEST_CAPTURES: Record<string, string>;
    }
  }
}
