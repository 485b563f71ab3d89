import type { Role } from "./debate-types";
import type { ModelProvider } from "./model-provider";
import { createOfflineProvider } from "./offline-provider";

export interface ModelChoice {
  /** `provider:model` as configured, e.g. `offline` or `workers-ai:@cf/qwen/qwen3-30b-a3b-fp8`. */
  spec: string;
  provider: string;
  model: string;
}

/** Role tiers (seed 000 §4.2): bull and bear on MODEL_QUICK, the judge on MODEL_DEEP. Unset means offline. */
export function modelSpecFor(env: Env, role: Role): string {
  const spec = role === "judge" ? env.MODEL_DEEP : env.MODEL_QUICK;
  return spec?.trim() || "offline";
}

export type ProviderResult = { ok: true; provider: ModelProvider } | { ok: false; message: string };

export function providerFor(env: Env, role: Role): ProviderResult {
  const spec = modelSpecFor(env, role);
  const [name] = spec.split(":", 1);
  switch (name) {
    case "offline":
      return { ok: true, provider: createOfflineProvider() };
    default:
      return {
        ok: false,
        message: `model provider "${name}" (from ${role === "judge" ? "MODEL_DEEP" : "MODEL_QUICK"}=${spec}) is not available in this build; use "offline"`,
      };
  }
}

export function modelsSummary(env: Env) {
  const quick = modelSpecFor(env, "bull");
  const deep = modelSpecFor(env, "judge");
  return { quick, deep, offline: quick === "offline" && deep === "offline" };
}
