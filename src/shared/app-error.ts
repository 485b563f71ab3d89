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

/** Names the first failing field so the message says what to fix. */
function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "invalid input";
  const path = issue.path.length > 0 ? issue.path.join(".") : "(root)";
  const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more problem(s))` : "";
  return `${path}: ${issue.message}${more}`;
}

export const invalidInput = (where: string, error: z.ZodError) =>
  new AppError(400, "invalid_input", `Invalid ${where}: ${describeZodError(error)}`, {
    issues: error.issues.slice(0, 10).map((i) => ({ path: i.path.join("."), message: i.message })),
  });
