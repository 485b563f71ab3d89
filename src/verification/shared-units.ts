import type { ExtractedNumber } from "./extract-numbers";

/** A number as the extractor reads it, before a unit shown once for several figures is shared out. */
export interface UnitToken extends ExtractedNumber {
  end: number;
  /** No unit word followed the digits: a range's first half may take the second half's unit. */
  unitless: boolean;
}

/**
 * "10-15%", "1.2至1.5亿元", "2023-2024年": the first half is written bare but means the second half's unit; so
 * does each figure of a slash run ("501.18/174.02亿元", "26.3%/18.1%" written "26.3/18.1%"), and a bare figure after
 * a slash takes the unit of the one before it ("501.18亿元/174.02").
 */
export function inheritRangeUnits(s: string, tokens: UnitToken[], isYear: (value: number) => boolean): void {
  const SLASH = /^\s*\/\s*$/;
  const give = (t: UnitToken, from: UnitToken): void => {
    const magnitude = Math.abs(t.value);
    Object.assign(t, {
      kind: from.kind,
      unit: from.unit,
      scale: from.scale,
      value: Math.sign(t.value || 1) * magnitude * from.scale,
      unitless: false,
    });
  };
  for (let i = 1; i < tokens.length; i++) {
    const [prev, t, next] = [tokens[i - 1], tokens[i], tokens[i + 1]];
    if (!prev || !t || !t.unitless || prev.unitless || !SLASH.test(s.slice(prev.end, t.index))) continue;
    // "174.02亿元/501.18/…" where a later figure of the run shows its own unit: that one rules (below).
    if (next && !next.unitless && SLASH.test(s.slice(t.end, next.index))) continue;
    if (prev.kind !== "bare" && prev.kind !== "date" && prev.kind !== "year") give(t, prev);
  }
  for (let i = tokens.length - 2; i >= 0; i--) {
    const t = tokens[i];
    const next = tokens[i + 1];
    if (!t || !next || !t.unitless) continue;
    const between = s.slice(t.end, next.index);
    const isRange = /^\s*[-~至到/—–]\s*$/.test(between);
    const isYearList = next.kind === "year" && /^\s*[、和与及]\s*$/.test(between);
    if (!isRange && !isYearList) continue;
    if (next.kind === "year") {
      if (!isYear(t.value)) continue;
      Object.assign(t, { kind: "year", unit: "年", unitless: false });
      continue;
    }
    if (next.kind === "bare" || next.kind === "date" || !isRange) continue;
    give(t, next);
  }
}
