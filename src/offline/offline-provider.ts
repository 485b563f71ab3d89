import type { ModelProvider, ModelRequest, ModelResult } from "../models/model-provider";
import { estimateMessagesTokens, estimateTokens } from "../models/token-estimate";
import { offlineDebater } from "./debater";
import { offlineJudge } from "./judge";
import { offlineRoleOutput } from "./roles/role-dispatch";

/**
 * The offline analyst: a deterministic, rule-based provider that argues from `request.task` (the structured
 * evidence pack), not from the prompt text. It reads each item's figures, category, dimension and period,
 * ranks items by how strongly they support its side, and copies the claim's numbers from the item's own text,
 * so every claim it makes is checkable. Same task in, same JSON out: no randomness, no clock.
 */
export function createOfflineProvider(): ModelProvider {
  return {
    provider: "offline",
    model: "rule-based-v1",
    async complete(request: ModelRequest, onDelta?: (text: string) => void): Promise<ModelResult> {
      const task = request.task;
      const output =
        task.kind === "argue"
          ? offlineDebater(task)
          : task.kind === "role"
            ? offlineRoleOutput(task)
            : offlineJudge(task);
      const text = JSON.stringify(output);
      if (onDelta !== undefined) for (const piece of chunksOf(text, STREAM_PIECES)) onDelta(piece);
      return {
        ok: true,
        reply: {
          text,
          promptTokens: estimateMessagesTokens(request.messages),
          completionTokens: estimateTokens(text),
          estimated: true,
        },
      };
    },
  };
}

const STREAM_PIECES = 4;

function chunksOf(text: string, pieces: number): string[] {
  const chars = Array.from(text);
  const size = Math.max(1, Math.ceil(chars.length / pieces));
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(""));
  return out;
}
