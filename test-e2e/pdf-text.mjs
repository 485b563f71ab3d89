// The text of a PDF, page by page, as a reader would search it: for the e2e check of 导出 PDF (page.e2e.mjs).
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * Chromium's PDFs map some CJK glyphs back to radical code points rather than to the ideograph that was printed:
 * with the Noto CJK fonts, 心 comes out as U+2F3C ⼼ and 风 as U+2EDB ⻛ (the font maps both code points to one glyph
 * and the PDF's ToUnicode table keeps the lower). NFKC folds the Kangxi radicals (U+2F00-2FD5); the simplified forms
 * of the CJK Radicals Supplement have no compatibility mapping, so they are listed here (each one checked against
 * a PDF printed by the Debian chromium these tests use).
 */
const RADICAL_SUPPLEMENT = {
  "\u2EC5": "见",
  "\u2EC6": "角",
  "\u2EC8": "讠",
  "\u2EC9": "贝",
  "\u2ECB": "车",
  "\u2ED3": "长",
  "\u2ED4": "门",
  "\u2ED8": "青",
  "\u2ED9": "韦",
  "\u2EDA": "页",
  "\u2EDB": "风",
  "\u2EDC": "飞",
  "\u2EDD": "食",
  "\u2EE0": "饣",
  "\u2EE2": "马",
  "\u2EE3": "骨",
  "\u2EE4": "鬼",
  "\u2EE5": "鱼",
  "\u2EE6": "鸟",
  "\u2EE7": "卤",
  "\u2EE8": "麦",
  "\u2EE9": "黄",
  "\u2EEA": "黾",
  "\u2EEC": "齐",
  "\u2EEE": "齿",
  "\u2EF0": "龙",
};

/**
 * Text to compare: radicals folded to ideographs, whitespace dropped (a PDF's text runs carry their own spacing).
 * A radical left over would make a "this text is absent" check pass for the wrong reason, so it is an error.
 * @param {string} text
 */
export function readable(text) {
  const folded = text
    .normalize("NFKC")
    .replace(/[\u2E80-\u2EFF]/g, (c) => RADICAL_SUPPLEMENT[c] ?? c)
    .replace(/\s+/g, "");
  const left = folded.match(/[\u2E80-\u2FDF]/);
  if (left)
    throw new Error(
      `the PDF's text has a radical with no ideograph listed for it: U+${left[0].codePointAt(0).toString(16).toUpperCase()} (add it to RADICAL_SUPPLEMENT)`,
    );
  return folded;
}

/**
 * Each page's text, `readable`.
 * @param {Uint8Array} bytes
 * @returns {Promise<string[]>}
 */
export async function pdfPageTexts(bytes) {
  const task = getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false });
  const doc = await task.promise;
  try {
    const pages = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(readable(content.items.map((item) => ("str" in item ? item.str : "")).join("")));
    }
    return pages;
  } finally {
    await task.destroy();
  }
}
