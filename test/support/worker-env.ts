import { env } from "cloudflare:test";
import { afterEach } from "vitest";

/**
 * The tests, the Worker and its Durable Objects share one isolate and one `env` object, so a test can set the
 * Worker's vars (models, timeouts...) for itself. Returns the setter; every value is restored after each test.
 */
export function envOverrides(): {
  configure: (values: Record<string, unknown>) => void;
  vars: Record<string, unknown>;
} {
  const vars = env as unknown as Record<string, unknown>;
  const saved = new Map<string, unknown>();
  afterEach(() => {
    for (const [k, v] of saved) vars[k] = v;
    saved.clear();
  });
  return {
    vars,
    configure(values) {
      for (const [k, v] of Object.entries(values)) {
        if (!saved.has(k)) saved.set(k, vars[k]);
        vars[k] = v;
      }
    },
  };
}
