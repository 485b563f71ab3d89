import { z } from "zod";

/**
 * Markup, control characters and bidi overrides: a name is shown in the page, in chat messages and in mail, so it is
 * refused (and nothing stored) rather than escaped differently in each of them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses
const UNSAFE = /[<>&"'`\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/;

/** A short label a user names something with: 1-40 characters of plain text. */
export const PlainName = z
  .string()
  .trim()
  .min(1, "名称不能为空")
  .max(40, "名称最多 40 个字符")
  .refine((s) => !UNSAFE.test(s), "名称只能是纯文字：不能含 < > & 引号、控制字符或文字方向控制符");
