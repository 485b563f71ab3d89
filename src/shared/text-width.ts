/**
 * Terminal columns: a CJK character, a full-width form or an emoji takes two, a combining mark or a variation selector
 * none (an emoji-style selector widens the symbol before it to two), anything else one. Enough for wrapping reports
 * for terminals and chat windows; not a full East Asian Width table.
 */
const WIDE = new RegExp(
  "[\\u1100-\\u115f\\u2e80-\\u303e\\u3041-\\u33ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\ua000-\\ua4cf\\uac00-\\ud7a3" +
    "\\uf900-\\ufaff\\ufe30-\\ufe4f\\uff00-\\uff60\\uffe0-\\uffe6]|\\p{Emoji_Presentation}",
  "u",
);
const ZERO = /\p{Mn}|[\u200b-\u200f]/u;

function charWidth(ch: string, prev: string | undefined): number {
  if (ch === "\ufe0f") return prev !== undefined && !WIDE.test(prev) && /\p{Extended_Pictographic}/u.test(prev) ? 1 : 0;
  if (ZERO.test(ch)) return 0;
  return WIDE.test(ch) ? 2 : 1;
}

/** The columns `text` takes in a terminal. */
export function displayWidth(text: string): number {
  let width = 0;
  let prev: string | undefined;
  for (const ch of text) {
    width += charWidth(ch, prev);
    prev = ch;
  }
  return width;
}

/** Chinese punctuation a line should not start with: it moves to the next line with the character before it. */
const CLOSING = /^[，。；：、！？）」』》”’％,.;:!?)\]%]$/u;

/** A run of Latin letters, digits and their joiners stays whole; every other character is a break opportunity. */
const TOKENS = /[A-Za-z0-9_.,:/@%+\-=]+|\s+|[\s\S]/gu;

/**
 * `text` in lines of at most `width` columns: the first starts with `first` (a bullet), the others with `rest` (its
 * indent). Breaks between CJK characters, at spaces, or inside a Latin run longer than a line; never before closing
 * punctuation. Line breaks in the text become spaces: each block of a report is one paragraph.
 */
export function wrapText(text: string, width: number, first = "", rest = ""): string[] {
  const lines: string[] = [];
  let line = first;
  let used = displayWidth(first);
  // Control characters (an ESC starts a terminal sequence) and invisible format characters (a bidi override) are
  // dropped, as the CLI's termText drops them: the text may come from a model.
  const plain = text.replace(/\s*[\r\n]+\s*/g, " ").replace(/[\p{Cc}\p{Cf}]/gu, "");
  const tokens = plain.match(TOKENS) ?? [];
  const pending: string[] = [];
  const flush = () => {
    lines.push(line.trimEnd());
    line = rest;
    used = displayWidth(rest);
  };
  for (let i = 0; i < tokens.length; i++) {
    let token = tokens[i]!;
    const w = displayWidth(token);
    if (used + w <= width) {
      line += token;
      used += w;
      pending.push(token);
      continue;
    }
    if (/^\s+$/.test(token)) {
      flush();
      pending.length = 0;
      continue;
    }
    // A closing mark takes the token before it to the next line (and the closing marks between), unless that would
    // leave the line empty.
    let carry = "";
    if (CLOSING.test(token))
      while (pending.length > 1) {
        carry = pending.pop()! + carry;
        if (!CLOSING.test(carry[0]!)) break;
      }
    if (carry) line = line.slice(0, line.length - carry.length);
    if (used > displayWidth(rest) || carry) flush();
    pending.length = 0;
    token = carry + token;
    // A Latin run wider than a whole line is cut where the line ends.
    while (displayWidth(token) > width - used) {
      let cut = "";
      for (const ch of token) {
        if (displayWidth(cut + ch) > width - used) break;
        cut += ch;
      }
      if (!cut) cut = [...token][0]!;
      line += cut;
      token = token.slice(cut.length);
      flush();
    }
    line += token;
    used += displayWidth(token);
    pending.push(token);
  }
  if (line.trim() || lines.length === 0) lines.push(line.trimEnd());
  return lines;
}
