/**
 * A scripted stand-in for a chat model, shared by the workerd tests (behind MSW handlers or a fake AI binding) and the
 * Node tests (behind a loopback HTTP server). It reads the prompt the way a model would: the role from the role's
 * text (after the debate's shared evidence, src/debate/prompts/shared-prefix.ts), the evidence lines (`E12 [tags]
 * text`) of the pack the prompt lets it cite, and answers in the required JSON. No imports, so Node can load it
 * directly.
 */
export interface ChatTurn {
  role: string;
  content: string;
}

const EVIDENCE_LINE = /^(E\d+) \[[^\]]*\] (.+)$/gm;

/** The role from the first line of its text (debater-prompts.ts), which no evidence or quoted claim can imitate. */
export function scriptedRole(messages: readonly ChatTurn[]): "bull" | "bear" | "judge" {
  const text = messages.map((m) => m.content).join("\n");
  if (text.includes("你是A股多空辩论的裁判")) return "judge";
  return text.includes("你是A股基本面研究中的空方分析师") ? "bear" : "bull";
}

/**
 * What a role is told, without the evidence: its identity, rules and turn. Every prompt opens with the debate's
 * shared evidence (src/debate/prompts/shared-prefix.ts), so a fake reads the role from here, not from the system
 * message, which is the same for every role.
 */
export function promptRules(messages: readonly ChatTurn[]): string {
  return messages
    .map((m) => m.content)
    .join("\n")
    .replace(/<evidence>[\s\S]*?<\/evidence>/g, "");
}

/** The evidence lines of the pack the prompt names (`你的证据包（只能引用这些编号）：E1、E3`), in that order. */
export function packLines(user: string): RegExpMatchArray[] {
  const lines = [...user.matchAll(EVIDENCE_LINE)];
  const named = /你的证据包[^：\n]*：([^\n]*)/.exec(user)?.[1];
  if (named === undefined) return lines;
  const byId = new Map(lines.map((m) => [m[1]!, m]));
  // A match is itself an array: wrapped, so flatMap keeps it whole.
  return named.split("、").flatMap((id) => {
    const line = byId.get(id.trim());
    return line ? [line] : [];
  });
}

/** Debaters cite up to two items they have not cited yet, quoting each verbatim; the judge gives fixed scores. */
export function scriptedReply(messages: readonly ChatTurn[]): string {
  const role = scriptedRole(messages);
  if (role === "judge") {
    return JSON.stringify({
      scores: { factuality: 80, logic: 72, relevance: 76, riskCoverage: 64 },
      overall: 74,
      stance: "bullish",
      coreConclusion: "E1 所示增长有据，空方风险点部分获回应",
      disputeFocus: ["现金流质量：双方对经营现金流覆盖利润的解读不同"],
      risks: ["存货与应收项目的变化需持续跟踪"],
      confidence: "可能",
    });
  }
  const user = messages
    .filter((m) => m.role === "user")
    .map((m) => m.content)
    .join("\n");
  const cited = new Set((/你已引用过的证据：([^\n]*)/.exec(user)?.[1] ?? "").split(",").filter(Boolean));
  const fresh = packLines(user)
    .filter((m) => !cited.has(m[1]!))
    .slice(0, 2);
  const points = fresh.map((m) => {
    const quote = [...m[2]!].slice(0, 24).join("");
    return { claim: quote, evidence: [{ id: m[1]!, quote }], confidence: 0.7 };
  });
  return JSON.stringify({ stance: role === "bull" ? "bullish" : "bearish", points });
}

export interface MockUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

/** Usage the mock reports: fixed per role so tests can sum what they expect. */
export function scriptedUsage(messages: readonly ChatTurn[]): MockUsage {
  return scriptedRole(messages) === "judge"
    ? { prompt_tokens: 1000, completion_tokens: 200 }
    : { prompt_tokens: 500, completion_tokens: 120 };
}

/** A non-streaming chat.completions body. */
export function completionBody(model: string, text: string, usage?: MockUsage): Record<string, unknown> {
  return {
    id: "chatcmpl-mock",
    object: "chat.completion",
    created: 0,
    model,
    choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
    ...(usage ? { usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } } : {}),
  };
}

/** The SSE events of a streamed chat.completions reply in `pieces` deltas, with a final usage chunk. */
export function streamEvents(model: string, text: string, usage: MockUsage | undefined, pieces = 4): string[] {
  const chars = [...text];
  const size = Math.max(1, Math.ceil(chars.length / pieces));
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    JSON.stringify({
      id: "chatcmpl-mock",
      object: "chat.completion.chunk",
      created: 0,
      model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    });
  const events = [chunk({ role: "assistant", content: "" }, null)];
  for (let i = 0; i < chars.length; i += size) events.push(chunk({ content: chars.slice(i, i + size).join("") }, null));
  events.push(chunk({}, "stop"));
  if (usage) {
    events.push(
      JSON.stringify({
        id: "chatcmpl-mock",
        object: "chat.completion.chunk",
        created: 0,
        model,
        choices: [],
        usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
      }),
    );
  }
  events.push("[DONE]");
  return events.map((e) => `data: ${e}\n\n`);
}
