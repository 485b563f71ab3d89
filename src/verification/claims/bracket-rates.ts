import type { BoundFigure } from "./binding";

/**
 * "2023年9137.89亿元（-17.7%）→2024年10289.25亿元（+12.6%）", "分别为837.51亿元（-3.09%）和372.86亿元（-2.08%）": a
 * percent in brackets right after an amount is that amount's own change into its year (from the year before), not
 * the change from the base year the sentence starts at.
 */
const AFTER_AMOUNT = /\d\s*(?:万亿|亿|万)?元?\s*\(\s*(?:同比|yoy)?\s*(?:增长|下降|增加|减少)?\s*$/i;

export const bracketRate = (read: string, f: Pick<BoundFigure, "n">): boolean =>
  f.n.kind === "percent" && AFTER_AMOUNT.test(read.slice(0, f.n.index));
