/** A share (0..1) as a reader sees it: a percentage to one decimal place, 0.6667 -> "66.7%", 1 -> "100%". */
export const pct = (share: number): string => `${Math.round(share * 1000) / 10}%`;
