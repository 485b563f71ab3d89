import type { ChatMessage } from "./model-provider";

/**
 * Token counts for providers that report no usage, so cost figures stay comparable across providers.
 *
 * Heuristic (documented, deliberately simple): BPE tokenisers used by current chat models spend roughly
 * one token per CJK character (including full-width punctuation) and roughly one token per four
 * characters of Latin text, digits and ASCII punctuation. Counts are rounded up per text.
 */
const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/u;

/** Chat formats wrap each message in a few role/separator tokens. */
const PER_MESSAGE_OVERHEAD = 4;

export function estimateTokens(text: string): number {
  let cjk = 0;
  let other = 0;
  for (const ch of text) {
    if (CJK.test(ch)) cjk += 1;
    else other += 1;
  }
  return cjk + Math.ceil(other / 4);
}

export function estimateMessagesTokens(messages: readonly ChatMessage[]): number {
  return messages.reduce((sum, m) => sum + PER_MESSAGE_OVERHEAD + estimateTokens(m.content), 0);
}
