import { pinyin } from "pinyin-pro";

/** How a name is typed in pinyin: its syllables (Latin runs such as "ST" or "A" kept whole), and their initials. */
export interface PinyinKeys {
  /** Lower-case syllables, no tones, ü as v: "ping an yin hang". */
  full: string;
  /** First letters of the Han syllables, Latin runs whole: "payh", "*ST广道" -> "stgd". */
  initials: string;
}

/**
 * pinyin-pro reads whole words before single characters, so polyphones come out as a name is said (银行 -> yin hang,
 * 重庆 -> chong qing); a hand-written table would get those wrong. Used by scripts/build-directory.mjs for the bundled
 * listings and at run time only for companies loaded later that the bundle does not know.
 */
export function pinyinKeys(name: string): PinyinKeys {
  const syllables: string[] = [];
  let initials = "";
  for (const part of pinyin(name.normalize("NFKC"), { toneType: "none", type: "all", nonZh: "consecutive", v: true })) {
    const token = (part.isZh ? part.pinyin : part.origin).toLowerCase().replace(/[^a-z0-9]/g, "");
    if (token === "") continue;
    syllables.push(token);
    initials += part.isZh ? token[0] : token;
  }
  return { full: syllables.join(" "), initials };
}
