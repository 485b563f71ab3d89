import type { PinyinKeys } from "./pinyin-keys";

/** Han characters of the CJK Unified Ideographs block and its extension A: what `pinyin_readings` holds. */
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff]/u;

/** The keys of `pinyin_readings` a name may use: its Han characters and each pair of adjacent ones, once each. */
export function readingKeys(name: string): string[] {
  const chars = [...name.normalize("NFKC")];
  const keys = new Set<string>();
  chars.forEach((c, i) => {
    if (!HAN.test(c)) return;
    keys.add(c);
    const next = chars[i + 1];
    if (next !== undefined && HAN.test(next)) keys.add(c + next);
  });
  return [...keys];
}

/**
 * A name's pinyin from one reading per character, the way `pinyinKeys` (pinyin-pro, build time) writes it: syllables
 * lower-case without tones, Latin and digit runs kept whole ("*ST广道" -> "st guang dao", "stgd"). pinyin-pro stays
 * out of the Worker bundle; the listed names carry its word-by-word pinyin, and only names learned later (the cron's
 * list, ingested companies) are read here, with each character's reading as the listed names use it and a pair's
 * reading where the pair reads otherwise (重庆 -> chong qing).
 */
export function namePinyin(name: string, readings: ReadonlyMap<string, string>): PinyinKeys {
  const syllables: string[] = [];
  let initials = "";
  let run = "";
  const endRun = () => {
    const token = run.toLowerCase().replace(/[^a-z0-9]/g, "");
    run = "";
    if (token === "") return;
    syllables.push(token);
    initials += token;
  };
  const chars = [...name.normalize("NFKC")];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] ?? "";
    const pair = readings.get(c + (chars[i + 1] ?? ""));
    const reading = HAN.test(c) ? (pair ?? readings.get(c)) : undefined;
    if (reading === undefined) {
      run += c;
      continue;
    }
    endRun();
    for (const syllable of reading.split(" ")) {
      syllables.push(syllable);
      initials += syllable[0] ?? "";
    }
    if (pair !== undefined) i++;
  }
  endRun();
  return { full: syllables.join(" "), initials };
}
