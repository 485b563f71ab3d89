/**
 * How figures are printed in chunk texts (and in claims built from them). Each formatter has a fixed precision so
 * a verifier can compare a printed number with the exact figure within half a unit of the last printed digit.
 */

const fixed = (n: number, digits: number) => {
  const s = n.toFixed(digits);
  // "-0.00" reads as a sign error in Chinese finance prose.
  return /^-0\.?0*$/.test(s) ? s.slice(1) : s;
};

/**
 * 元 amounts as Chinese readers write them: >= 1万亿 in 万亿元, >= 1亿 in 亿元, >= 1万 in 万元, else 元; two decimals.
 */
export function formatAmount(yuan: number): string {
  const abs = Math.abs(yuan);
  if (abs >= 1e12) return `${fixed(yuan / 1e12, 2)}万亿元`;
  if (abs >= 1e8) return `${fixed(yuan / 1e8, 2)}亿元`;
  if (abs >= 1e4) return `${fixed(yuan / 1e4, 2)}万元`;
  return `${fixed(yuan, 2)}元`;
}

/** A level in percent: "91.93%". */
export function formatPercent(pct: number): string {
  return `${fixed(pct, 2)}%`;
}

/** A change in percent, always signed: "+15.66%", "-3.20%". */
export function formatSignedPercent(pct: number): string {
  const s = fixed(pct, 2);
  return `${s.startsWith("-") ? s : `+${s}`}%`;
}

/** A change of a percentage level, in percentage points: "-0.06个百分点". */
export function formatPointChange(points: number): string {
  const s = fixed(points, 2);
  return `${s.startsWith("-") ? s : `+${s}`}个百分点`;
}

/** A gap between two percentages, unsigned (the prose says 高于/低于): "1.37个百分点". */
export function formatPoints(points: number): string {
  return `${fixed(points, 2)}个百分点`;
}

export function formatDays(days: number): string {
  return `${fixed(days, 2)}天`;
}

export function formatTimes(times: number): string {
  return `${fixed(times, 2)}倍`;
}

function formatPerShare(yuanPerShare: number): string {
  return `${fixed(yuanPerShare, 2)}元/股`;
}

/** A share price: "1523.50元". */
export function formatPrice(yuan: number): string {
  return `${fixed(yuan, 2)}元`;
}

/** Prints a value stored in one of the catalogue's base units. */
export function formatValue(value: number, unit: string): string {
  switch (unit) {
    case "元":
      return formatAmount(value);
    case "%":
      return formatPercent(value);
    case "天":
      return formatDays(value);
    case "倍":
      return formatTimes(value);
    case "元/股":
      return formatPerShare(value);
    default:
      return `${fixed(value, 2)}${unit}`;
  }
}
