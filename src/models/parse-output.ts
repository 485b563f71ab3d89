import type { z } from "zod";
import type { ChatMessage } from "./model-provider";

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** Issues beyond this many only lengthen the re-ask without helping the model fix the first ones. */
const MAX_ISSUES = 5;

/**
 * Reads a model reply as one JSON object validated by `schema`.
 * Models wrap JSON in ```json fences, reasoning blocks or prose, so the first balanced object that parses is taken.
 * The error is short and names field paths, because it is sent back to the model in a re-ask.
 */
export function parseModelOutput<T>(text: string, schema: z.ZodType<T>): ParseResult<T> {
  const cleaned = stripWrappers(text);
  const candidates = balancedObjects(cleaned);
  if (candidates.length === 0) {
    return {
      ok: false,
      error: cleaned.trim() === "" ? "回复为空，缺少 JSON 对象" : "回复中没有找到完整的 JSON 对象（花括号不配对）",
    };
  }
  let parseError: string | null = null;
  for (const candidate of candidates) {
    let data: unknown;
    try {
      data = JSON.parse(candidate);
    } catch (e) {
      parseError ??= `JSON 语法错误：${e instanceof Error ? e.message : String(e)}`.slice(0, 200);
      continue;
    }
    const result = schema.safeParse(data);
    if (result.success) return { ok: true, value: result.data };
    return { ok: false, error: describeIssues(result.error.issues) };
  }
  return { ok: false, error: parseError ?? "无法解析 JSON" };
}

export function repairMessage(error: string): ChatMessage {
  return {
    role: "user",
    content:
      `上一条回复未通过格式校验：${error}。请修正这些问题，只输出一个符合要求的 json 对象，` +
      `不要附加解释或代码块标记。`,
  };
}

function stripWrappers(text: string): string {
  // Reasoning models emit <think>…</think> before the answer; braces inside it are not the answer.
  const noThink = text.replace(/<think>[\s\S]*?<\/think>/g, "");
  const fenced = /```(?:json|JSON)?\s*\n?([\s\S]*?)```/.exec(noThink);
  return fenced?.[1] !== undefined && fenced[1].includes("{") ? fenced[1] : noThink;
}

/** Every top-level balanced `{…}` span in order, skipping braces inside JSON strings. */
function balancedObjects(text: string): string[] {
  const spans: string[] = [];
  let start = text.indexOf("{");
  while (start !== -1) {
    const end = matchingBrace(text, start);
    if (end === -1) break;
    spans.push(text.slice(start, end + 1));
    start = text.indexOf("{", end + 1);
  }
  return spans;
}

function matchingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === "\\") escaped = true;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === "{") depth += 1;
    else if (ch === "}") {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out === "" ? String(key) : `.${String(key)}`;
  }
  return out === "" ? "(根对象)" : out;
}

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const lines = issues.slice(0, MAX_ISSUES).map((issue) => `${formatPath(issue.path)}: ${describeIssue(issue)}`);
  if (issues.length > MAX_ISSUES) lines.push(`另有${issues.length - MAX_ISSUES}处问题`);
  return lines.join("；");
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "too_big":
      if (issue.origin === "string") return `超过${issue.maximum}字`;
      if (issue.origin === "array") return `最多${issue.maximum}项`;
      return `不能大于${issue.maximum}`;
    case "too_small":
      if (issue.origin === "string") return Number(issue.minimum) <= 1 ? "不能为空" : `至少${issue.minimum}字`;
      if (issue.origin === "array") return `至少${issue.minimum}项`;
      return `不能小于${issue.minimum}`;
    case "invalid_type":
      return /received undefined/.test(issue.message)
        ? `缺少该字段（应为${issue.expected}）`
        : `类型应为${issue.expected}`;
    case "invalid_value":
      return `取值应为 ${issue.values.map((v) => JSON.stringify(v)).join(" / ")}`;
    case "unrecognized_keys":
      return `多余字段 ${issue.keys.join(", ")}`;
    default:
      return issue.message;
  }
}
