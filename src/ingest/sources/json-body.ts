import { SourceShapeError } from "./source-error";

/**
 * Reads a response as JSON. A source that starts answering with an HTML block page or a
 * captcha must fail as a shape error naming the source, not as a bare SyntaxError.
 */
export async function readJsonBody(source: string, response: Response): Promise<unknown> {
  const text = await response.text();
  return parseJsonText(source, text);
}

export function parseJsonText(source: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const start = text.trim().slice(0, 60).replace(/\s+/g, " ");
    throw new SourceShapeError(source, "(body)", `not JSON: ${start === "" ? "empty body" : JSON.stringify(start)}`);
  }
}
