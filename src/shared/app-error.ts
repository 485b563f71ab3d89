import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

/**
 * The one error type routes throw: a public message the client can act on, plus an internal cause that is
 * logged but never sent. `app.onError` turns it into `{ error: { code, message } }`.
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "AppError";
  }
}

export const notFound = (message: string, details?: Record<string, unknown>) =>
  new AppError(404, "not_found", message, details);

/** Where the failing field was sent, as a reader names it (the validator says `body`, `query`, `path`, `headers`). */
const WHERE_ZH: Record<string, string> = { body: "请求体", query: "查询参数", path: "路径参数", headers: "请求头" };
const TYPE_ZH: Record<string, string> = {
  string: "文字",
  number: "数字",
  boolean: "true 或 false",
  object: "对象",
  array: "数组",
  int: "整数",
};

/**
 * One issue in Chinese. Zod's own messages are English, so they are rebuilt from the issue's code and bounds; a
 * schema's own message (refinements, regexes with a message) is already written for people and kept.
 */
function issueZh(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      // The finalised issue no longer carries the input; zod's English message still says what arrived.
      return /received undefined$/.test(issue.message)
        ? "缺少此项"
        : `应为${TYPE_ZH[issue.expected] ?? issue.expected}`;
    case "invalid_value":
      return `应为以下之一：${issue.values.map((v) => String(v)).join("、")}`;
    case "too_small":
      return issue.origin === "string" ? `至少 ${issue.minimum} 个字符` : `不能小于 ${issue.minimum}`;
    case "too_big":
      return issue.origin === "string" ? `至多 ${issue.maximum} 个字符` : `不能大于 ${issue.maximum}`;
    case "unrecognized_keys":
      return `不认识的字段：${issue.keys.join("、")}`;
    case "invalid_format":
      return /^(Invalid|Too|Expected)/.test(issue.message) ? "格式不对" : issue.message;
    case "custom":
      return issue.message;
    default:
      return "取值无效";
  }
}

/** Names the first failing field so the message says what to fix. */
function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "输入无效";
  const path = issue.path.length > 0 ? issue.path.join(".") : "(整体)";
  const more = error.issues.length > 1 ? `（另有 ${error.issues.length - 1} 处问题）` : "";
  return `${path}：${issueZh(issue)}${more}`;
}

export const invalidInput = (where: string, error: z.ZodError) =>
  new AppError(400, "invalid_input", `${WHERE_ZH[where] ?? where}无效：${describeZodError(error)}`, {
    issues: error.issues.slice(0, 10).map((i) => ({ path: i.path.join("."), message: issueZh(i) })),
  });
