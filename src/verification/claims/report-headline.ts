/**
 * "招行一季报出炉！营收869.4亿同比+3.8%，净利378.5亿", "茅台中报来了！…": a short exclamation announcing a report,
 * with no figure of its own, heads the figures after it: their period is the report's. Written as a heading (":"),
 * so the period carries on within one sentence instead of ending with it.
 */
const REPORT_HEADLINE =
  /(^|[。!?\n])([^。!?\n\d]{0,16}(?:一季报|中报|半年报|三季报|季报)[^。!?\n\d]{0,8})!+(?=[^。!?\n]*\d)/g;

export const reportHeadline = (text: string): string => text.replace(REPORT_HEADLINE, "$1$2:");
