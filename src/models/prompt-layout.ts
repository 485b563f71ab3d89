import type { Config } from "../config";
import { type ModelSlot, modelSlot, providerFor } from "./provider-registry";

/**
 * Which prompt layout each model slot gets (PROMPT_LAYOUT): `shared` puts the debate's whole evidence first in every
 * role's prompt (src/debate/prompts/shared-prefix.ts), which a provider's prefix cache bills at its cached rate after
 * the first call, but which costs a provider without one 28-74 % more prompt tokens than `compact`, each role's own
 * pack only (compact sends 22-42 % fewer; bench/results/cost.md, per protocol). `auto` (default): shared for a slot
 * whose provider declares a prefix cache (`prefixCache`), compact otherwise. The offline analyst keeps the shared
 * layout whatever the setting: it costs nothing either way, and the goldens were recorded with it.
 *
 * Fixed at creation (`compactPrompts` in the state, absent = all shared, as every debate before the switch was), so a
 * replay builds byte-identical requests and finds the archived replies (their hash covers the prompt text).
 */
export function compactSlots(env: Env, config: Config, slots: readonly ModelSlot[]): ModelSlot[] {
  const setting = config.PROMPT_LAYOUT;
  if (setting === "shared") return [];
  return slots.filter((slot) => {
    const picked = providerFor(env, config, slot);
    if (!picked.ok || picked.provider.provider === "offline") return false;
    return setting === "compact" || picked.provider.prefixCache !== true;
  });
}

/** Whether a node's prompts use the compact layout, by its slot (an adversarial role's own, else its tier's). */
export function compactFor(
  compact: readonly string[] | undefined,
): (node: { role: string; tier: "quick" | "deep" }) => boolean {
  const set = new Set(compact ?? []);
  return (node) => set.has(modelSlot(node));
}
