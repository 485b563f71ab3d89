/**
 * "是2019至2024年的最高", "为2019年以来的低点": years that bound a window an extreme or a total is taken over, not
 * the year of a figure. A back-reference to "the year named before" (其, 那时, 谷底时) means the figure's year, so the
 * window's bounds are set aside when looking for it.
 */
const WINDOW = new RegExp(
  String.raw`(?<!\d)(?:FY)?(?:19|20)\d{2}\s*年?\s*(?:起|开始)?\s*[-~～至到—–]\s*(?:FY)?(?:19|20)\d{2}\s*年?` +
    String.raw`|(?<!\d)(?:19|20)\d{2}\s*年\s*(?:以来|起|至今)`,
  "g",
);

/** The text with every window of years blanked out, its length and the indices of the rest kept. */
export const withoutWindows = (text: string): string => text.replace(WINDOW, (w) => " ".repeat(w.length));
