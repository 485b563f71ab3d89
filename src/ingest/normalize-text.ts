import type { IngestPayload } from "./ingest-payload";

/**
 * Every text field that enters the store, from any source adapter, the sample data or `POST /api/admin/ingest`, is
 * plain text: search-style endpoints wrap matches in `<em>`, titles carry entities (`&amp;`, `&nbsp;`), and a
 * compromised source can send `<script>` or bidi overrides. Stored once as readable text, it cannot become markup in a
 * report or reorder what a reader sees; each output still escapes for its own format (src/report/markdown-text.ts).
 */

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  ensp: " ",
  emsp: " ",
  thinsp: " ",
  ldquo: "“",
  rdquo: "”",
  lsquo: "‘",
  rsquo: "’",
  mdash: "—",
  ndash: "–",
  hellip: "…",
  middot: "·",
  times: "×",
  divide: "÷",
  yen: "¥",
  permil: "‰",
  plusmn: "±",
  deg: "°",
  copy: "©",
  reg: "®",
  trade: "™",
};

function codePoint(n: number): string {
  // NUL, surrogates and values past Unicode are not characters: show the replacement character, as browsers do.
  return n > 0 && n <= 0x10ffff && (n < 0xd800 || n > 0xdfff) ? String.fromCodePoint(n) : "\ufffd";
}

function decodeEntities(s: string): string {
  return s.replace(
    /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z]{2,8}));/g,
    (whole, dec?: string, hex?: string, name?: string) => {
      if (dec !== undefined) return codePoint(Number(dec));
      if (hex !== undefined) return codePoint(parseInt(hex, 16));
      return NAMED_ENTITIES[name!.toLowerCase()] ?? whole;
    },
  );
}

// Code is not text a reader wants: a script's or style's content goes with its tags. Other tags go, their text stays.
const CODE_ELEMENT = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const BREAK_TAG = /<(?:br\b[^>]*|\/(?:p|div|li|tr|h[1-6])\s*)>/gi;
const TAG = /<!--[\s\S]*?-->|<[!?][^<>]*>|<\/?[A-Za-z][^<>]*>/g;

function stripTags(s: string): string {
  return s.replace(CODE_ELEMENT, "").replace(BREAK_TAG, "\n").replace(TAG, "");
}

/** Whitespace other than the newline, which keeps paragraphs apart in multi-line fields. */
const SPACE = /[^\S\n]/gu;
/** Control, format (zero-width, bidi overrides), lone surrogate and private-use characters: invisible or unsafe. */
const INVISIBLE = /(?!\n)[\p{Cc}\p{Cf}\p{Cs}\p{Co}]/gu;

export interface NormalizeOptions {
  /** Bodies keep paragraph breaks (the splitter cuts by paragraph); titles and names are one line. */
  multiline?: boolean;
}

/** Decodes entities, strips tags (keeping their text), drops invisible characters, collapses whitespace. Idempotent. */
export function normalizeText(raw: string, opts: NormalizeOptions = {}): string {
  let s = raw;
  // Repeated to a fixed point, so "&amp;lt;b&amp;gt;" and tags split by tags ("<scr<b></b>ipt>") end as text too.
  for (let i = 0; i < 5; i++) {
    const next = stripTags(decodeEntities(s));
    if (next === s) break;
    s = next;
  }
  s = s
    .replace(/\r\n?|[\u2028\u2029]/g, "\n")
    .replace(SPACE, " ")
    .replace(INVISIBLE, "");
  if (!opts.multiline) return s.replace(/\s+/g, " ").trim();
  return s
    .split("\n")
    .map((line) => line.replace(/ +/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** A payload whose text is normalised, and how many fields that changed (reported by the ingest). */
export function normalizePayload(payload: IngestPayload): { payload: IngestPayload; changedFields: number } {
  let changedFields = 0;
  const norm = (s: string, opts?: NormalizeOptions) => {
    const out = normalizeText(s, opts);
    if (out !== s) changedFields++;
    return out;
  };
  const opt = (s: string | undefined) => (s === undefined ? undefined : norm(s));
  const out: IngestPayload = {
    companies: payload.companies.map((c) => ({
      ...c,
      name: norm(c.name),
      aliases: c.aliases.map((a) => norm(a)).filter((a) => a !== ""),
      industry: opt(c.industry),
    })),
    metrics: payload.metrics.map((m) => ({ ...m, source: norm(m.source) })),
    announcements: payload.announcements.map((a) => ({
      ...a,
      title: norm(a.title),
      category: opt(a.category),
      text: a.text === undefined ? undefined : norm(a.text, { multiline: true }),
      source: norm(a.source),
    })),
    quotes: payload.quotes.map((q) => ({ ...q, source: norm(q.source) })),
  };
  const blank = [
    ...out.companies.filter((c) => c.name === "").map((c) => `company ${c.code}: "name"`),
    ...out.announcements.filter((a) => a.title === "").map((a) => `announcement ${a.ticker}/${a.id}: "title"`),
  ];
  if (blank.length > 0) throw new BlankTextError(blank);
  return { payload: out, changedFields };
}

/** A name or title that is nothing but markup or invisible characters: there is no text to store. */
export class BlankTextError extends Error {
  override name = "BlankTextError";
  constructor(readonly fields: string[]) {
    super(
      `${fields.slice(0, 5).join(", ")} is empty once markup and invisible characters are removed: send the text ` +
        `itself`,
    );
  }
}
