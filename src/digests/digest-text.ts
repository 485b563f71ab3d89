import { DISCLAIMER } from "../compliance/compliance";
import { clipText } from "../shared/clip-text";
import type { DigestContent, DigestStock } from "./digest-content";

/** How one channel writes text: its markup, its escaping of untrusted text, its length limit and how it counts. */
export interface TextFormat {
  /** The most one message part may hold, in `measure`'s units. */
  limit: number;
  measure: (text: string) => number;
  /** Untrusted text (a list's or company's name, a claim) made inert in this markup. */
  esc: (raw: string) => string;
  /** Our own (already escaped) text emphasised. */
  bold: (text: string) => string;
  link: (label: string, url: string) => string;
}

const bytes = (s: string) => new TextEncoder().encode(s).length;
/** A line break inside untrusted text would start a markup line of its own (a heading, a quote): it becomes a space. */
const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ");

/**
 * The markdown of the WeCom and DingTalk robots documents no escape character, so every character their markdown (and
 * WeCom's `<font>`/`<@user>` tags) reads is replaced by its full-width twin: a name cannot become a link, a mention
 * or a heading, and a Chinese reader sees the same text.
 */
const FULL_WIDTH: Record<string, string> = {
  "\\": "＼",
  "*": "＊",
  _: "＿",
  "[": "［",
  "]": "］",
  "(": "（",
  ")": "）",
  "#": "＃",
  ">": "＞",
  "<": "＜",
  "`": "｀",
  "~": "～",
  "|": "｜",
  "!": "！",
};
const inertMarkdown = (raw: string) => oneLine(raw).replace(/[\\*_[\]()#><`~|!]/g, (c) => FULL_WIDTH[c] ?? c);

/** Telegram's HTML parse mode: exactly &, <, > and (in attributes) " are entities. */
export const htmlEscape = (raw: string) =>
  raw.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const markdown = (limit: number): TextFormat => ({
  limit,
  measure: bytes,
  esc: inertMarkdown,
  bold: (t) => `**${t}**`,
  link: (label, url) => `[${label}](${url})`,
});

/** Plain text: nothing is markup, but Feishu reads `<at …>` in text messages, so `<` is made inert there too. */
const plain = (limit: number, measure: (s: string) => number, esc: (s: string) => string): TextFormat => ({
  limit,
  measure,
  esc,
  bold: (t) => t,
  link: (label, url) => `${label}：${url}`,
});

/**
 * Limits: WeCom's markdown content 4096 bytes; DingTalk's and Feishu's request bodies 20 KB (the text gets 18,000
 * bytes, the rest is the JSON around it); Telegram 4096 characters (counted as UTF-16 units, as Telegram does, over
 * the markup too: never over); email and the webhook are bounded only to keep one part readable.
 */
export const FORMATS = {
  wecom: markdown(4096),
  dingtalk: markdown(18_000),
  feishu: plain(18_000, bytes, (s) => oneLine(s).replace(/</g, "＜")),
  telegram: {
    limit: 4096,
    measure: (s: string) => s.length,
    esc: (s: string) => htmlEscape(oneLine(s)),
    bold: (t: string) => `<b>${t}</b>`,
    link: (label: string, url: string) => `<a href="${htmlEscape(url)}">${label}</a>`,
  },
  email: plain(100_000, (s) => s.length, oneLine),
  webhook: plain(60_000, bytes, oneLine),
} satisfies Record<string, TextFormat>;

function stockBlock(s: DigestStock, f: TextFormat): string {
  const title = f.bold(`${f.esc(s.name)}（${s.code}）`);
  if (!s.stanceLabel) return `${title} 暂无结论（尚未辩论）`;
  const lines = [
    `${title} ${f.bold(s.stanceLabel)} · 辩论质量综合分 ${s.overall} · ${s.changeLabel}`,
    `数据截至 ${s.asOf}${s.link ? ` · ${f.link("查看报告", s.link)}` : ""}`,
    ...s.bull.map((c) => `多方✅ ${f.esc(c)}`),
    ...s.bear.map((c) => `空方✅ ${f.esc(c)}`),
  ];
  if (s.bull.length + s.bear.length === 0) lines.push("（本次辩论没有已核验的论点）");
  return lines.join("\n");
}

function header(c: DigestContent, f: TextFormat, part: number, parts: number): string {
  const test = c.test ? "【测试消息】" : "";
  const count = parts > 1 ? `（${part}/${parts}）` : "";
  return f.bold(`${test}自选「${f.esc(c.listName)}」盘前摘要 ${c.date}${count}`);
}

const FOOTER = `⚠️ ${DISCLAIMER}`;
const GAP = "\n\n";

/** Cuts a block to `room` units at a boundary clipText allows (never inside a character or a number). */
function fit(block: string, room: number, f: TextFormat): string {
  if (f.measure(block) <= room) return block;
  let n = Math.min(block.length, room);
  let cut = clipText(block, n);
  while (n > 1 && f.measure(cut) > room) {
    n = Math.floor(n * 0.9);
    cut = clipText(block, n);
  }
  return cut;
}

/**
 * The digest as message parts within the channel's limit, stocks never split across parts (a stock longer than a
 * part is cut), each part with the heading (n/m) and the disclaimer.
 */
export function renderParts(c: DigestContent, f: TextFormat): string[] {
  // Room for the widest heading this digest can have, so the count added afterwards always fits.
  const frame = f.measure(header(c, f, 999, 999)) + f.measure(GAP) * 2 + f.measure(FOOTER);
  const room = f.limit - frame;
  const groups: string[][] = [];
  let current: string[] = [];
  let used = 0;
  const blocks = c.stocks.length > 0 ? c.stocks.map((s) => stockBlock(s, f)) : ["（列表中没有股票）"];
  for (const raw of blocks) {
    const block = fit(raw, room, f);
    const size = f.measure(block) + (current.length > 0 ? f.measure(GAP) : 0);
    if (current.length > 0 && used + size > room) {
      groups.push(current);
      current = [];
      used = 0;
    }
    used += f.measure(block) + (current.length > 0 ? f.measure(GAP) : 0);
    current.push(block);
  }
  groups.push(current);
  return groups.map((g, i) => [header(c, f, i + 1, groups.length), ...g, FOOTER].join(GAP));
}
