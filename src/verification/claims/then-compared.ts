/**
 * "如今股价已比那时低近两成", "眼下股价已明显低于当时": the share price set against the day a clause before named
 * (那时, 当时) is its move since that day, read as "此后股价跌了近两成" by the since-then price checks.
 */
const THAN_THEN = new RegExp(
  "^(\\s*)(?:如今|现在|目前|眼下|当前|今天|今日)?\\s*股价\\s*(?:已经?|又|还)?\\s*(?:明显|大幅)?\\s*" +
    "(?:比(?:那时|当时|那会儿?)(?:还)?(低|高)了?|(低|高)于(?:那时|当时))",
);

export function thenCompared(text: string): string {
  const m = THAN_THEN.exec(text);
  if (!m) return text;
  const way = (m[2] ?? m[3]) === "低" ? "跌" : "涨";
  return `${m[1]}此后股价${way}了${text.slice(m[0].length)}`;
}
