import type { RoleCall } from "../../debate/debate-state";
import type { ModelProvider, ModelResult } from "../model-provider";

/**
 * Stands in for the original provider during a replay: same name and model (so request hashes match the stored
 * replies), but it never calls anything. callModel reaches it only when the archive has no reply for a request.
 */
export function replayProvider(call: RoleCall): ModelProvider {
  return {
    provider: call.provider,
    model: call.model,
    async complete(): Promise<ModelResult> {
      return {
        ok: false,
        error: {
          kind: "bad_request",
          message:
            "replay miss: the original debate has no stored reply for this exact request (prompts, evidence or " +
            "parameters differ); no model was called",
        },
      };
    },
  };
}
