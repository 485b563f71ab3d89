/**
 * Untrusted text in a Markdown report (evidence, quotes, claims, conclusions, company names, titles) must render as the
 * same text in every viewer. Many viewers render inline HTML, so `<` and `&` become entities, which every renderer
 * shows as the character (with no `<` no tag can open, so a `>` inside a line stays as written: 综合分65>60);
 * Markdown syntax is backslash-escaped, so `[x](javascript:…)` is no link and `**` no emphasis; line breaks become
 * spaces, so a string never starts a block of its own. The Markdown renderer passes every text of the report document
 * through it (ours too: a label needs no escape, so it reads the same).
 */
const HTML: Record<string, string> = { "&": "&amp;", "<": "&lt;" };

/**
 * Inline Markdown syntax: code, emphasis, links and images, table cells, strikethrough, the escape itself. An
 * underscore inside a word ("ta_news") cannot open or close emphasis, so it stays as written.
 */
const INLINE = /[\\`*[\]|~]|(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])/g;
/** What opens a block at the start of a line: a heading, a bullet or break, a quote, an ordered-list number. */
const BLOCK_MARK = /^(\s*)(#{1,6}(?=\s|$)|[-+](?=[\s-]|$)|>)/;
const LIST_NUMBER = /^(\s*\d{1,9})([.)])(?=\s|$)/;

/**
 * A bare URL is a live link in GitHub-style viewers (autolinks need no brackets): its "://" and a leading "www." are
 * written with entities, which every viewer shows as the characters but no autolinker reads as a link.
 */
const AUTOLINK = /(:)(\/\/)|\b(www)(\.)/giu;

export function mdText(untrusted: string): string {
  return untrusted
    .replace(/\s*[\r\n]+\s*/g, " ")
    .replace(/[&<]/g, (c) => HTML[c]!)
    .replace(AUTOLINK, (_m, colon: string | undefined, slashes: string | undefined, www: string | undefined) =>
      colon ? `&#58;${slashes}` : `${www}&#46;`,
    )
    .replace(INLINE, "\\$&")
    .replace(BLOCK_MARK, "$1\\$2")
    .replace(LIST_NUMBER, "$1\\$2");
}

/** A link target only for http(s) URLs, with the characters that could end the link percent-encoded; else null. */
export function mdUrl(untrusted: string | null | undefined): string | null {
  if (!untrusted) return null;
  let url: URL;
  try {
    url = new URL(untrusted);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  return url.href.replace(
    /[()<>\s"'`\\[\]]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );
}
