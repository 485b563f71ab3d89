// Direction hit rate without look-ahead: the stance a debate took as of a past date, against the moves the stored
// prices made afterwards, by market regime, beside two naive baselines. Pure functions over daily bars.

/** Trading-day horizons: the next session, a week (5 sessions) and a month (21 sessions). */
export const HORIZONS = [
  { key: "1d", label: "1 day", sessions: 1 },
  { key: "1w", label: "1 week", sessions: 5 },
  { key: "1m", label: "1 month", sessions: 21 },
];

/** Regime by the trailing 60-session return at asOf: above +10% up, below −10% down, else sideways. */
export const REGIME_WINDOW = 60;
export const REGIME_BAND = 10;
/** Momentum baseline: the sign of the trailing 20-session return. */
export const MOMENTUM_WINDOW = 20;

/**
 * Past asOf dates: every `step`-th session that has a full regime window behind it and a full month of later bars
 * ahead of it, so every horizon is measurable. Returns indices into `bars` (sorted by date).
 */
export function sampleDates(bars, step) {
  const last = HORIZONS.at(-1).sessions;
  const out = [];
  for (let i = REGIME_WINDOW; i + last < bars.length; i += step) out.push(i);
  return out;
}

/**
 * A break in the stored bars longer than any market holiday (Spring Festival closes the exchanges for about ten
 * calendar days): the bars on either side are separate series, and no move or window may span the break. The same
 * threshold as the engine's MAX_BAR_GAP_DAYS (src/shared/technical-indicators.ts), so both see the same runs.
 */
export const MAX_GAP_DAYS = 14;

/** Unbroken runs of daily bars (sorted by date); a bar without an open (a snapshot price) is not a daily bar. */
export function segments(bars) {
  const daily = bars.filter((b) => b.open !== null && b.open !== undefined && Number.isFinite(b.close));
  const out = [];
  let run = [];
  for (const b of daily) {
    const prev = run.at(-1);
    if (prev && (Date.parse(b.date) - Date.parse(prev.date)) / 86_400_000 > MAX_GAP_DAYS) {
      out.push(run);
      run = [];
    }
    run.push(b);
  }
  if (run.length) out.push(run);
  return out;
}

/**
 * The annual report a company must have published by `asOf` (CSRC: by 30 April of the next year), as its period
 * end. A debate as of a date whose due report is missing from the data would argue from an older report than the
 * market had, so such dates are left out of the direction evaluation.
 */
export function dueAnnualPeriod(asOf) {
  const year = Number(asOf.slice(0, 4));
  return `${asOf.slice(5) >= "04-30" ? year - 1 : year - 2}-12-31`;
}

const pct = (to, from) => (to / from - 1) * 100;

/** What the bars say about session `i`: realised moves after it, regime and momentum before it. */
export function outcomeAt(bars, i) {
  const close = bars[i].close;
  const moves = Object.fromEntries(HORIZONS.map((h) => [h.key, pct(bars[i + h.sessions].close, close)]));
  const trailing = pct(close, bars[i - REGIME_WINDOW].close);
  const momentum = pct(close, bars[i - MOMENTUM_WINDOW].close);
  return {
    asOf: bars[i].date,
    moves,
    regime: trailing > REGIME_BAND ? "up" : trailing < -REGIME_BAND ? "down" : "sideways",
    trailing60: trailing,
    momentumCall: momentum > 0 ? "up" : momentum < 0 ? "down" : null,
  };
}

/** A stance (or a protocol's per-horizon direction) as a call: up, down, or null (neutral: no directional call). */
export function callOf(stance) {
  if (stance === "bullish" || stance === "up") return "up";
  if (stance === "bearish" || stance === "down") return "down";
  return null;
}

const hit = (call, move) => (call === "up" ? move > 0 : call === "down" ? move < 0 : null);

/** Hit rates per ticker: the `hitRates` table's "all" rows, one set per ticker. */
export function hitRatesByTicker(rows) {
  const tickers = [...new Set(rows.map((r) => r.ticker))];
  return tickers.flatMap((ticker) =>
    hitRates(rows.filter((r) => r.ticker === ticker))
      .filter((x) => x.regime === "all")
      .map(({ regime: _, ...x }) => ({ ticker, ...x })),
  );
}

/**
 * Hit rates per horizon and regime. `rows`: [{ outcome, call: { "1d": "up"|"down"|null, ... } }]. A neutral call is
 * an abstention: it counts in `coverage` (share of dates with a directional call), not in the hit rate.
 */
export function hitRates(rows) {
  const groups = ["all", "up", "down", "sideways"];
  const table = [];
  for (const g of groups) {
    const these = rows.filter((r) => g === "all" || r.outcome.regime === g);
    for (const h of HORIZONS) {
      const directional = these.filter((r) => r.call[h.key] !== null);
      const modelHits = directional.filter((r) => hit(r.call[h.key], r.outcome.moves[h.key])).length;
      const bullHits = these.filter((r) => r.outcome.moves[h.key] > 0).length;
      const mom = these.filter((r) => r.outcome.momentumCall !== null);
      const momHits = mom.filter((r) => hit(r.outcome.momentumCall, r.outcome.moves[h.key])).length;
      table.push({
        regime: g,
        horizon: h.key,
        dates: these.length,
        directionalCalls: directional.length,
        coverage: ratio(directional.length, these.length),
        model: ratio(modelHits, directional.length),
        alwaysBullish: ratio(bullHits, these.length),
        momentum: ratio(momHits, mom.length),
      });
    }
  }
  return table;
}

const ratio = (n, d) => (d === 0 ? null : Math.round((n / d) * 1000) / 1000);

/** The last stored session of each ISO week (Monday-based), with 20 sessions behind it for the momentum baseline. */
export function weeklyAsOf(run, every = 1) {
  const weekOf = (d) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    return Math.floor((t / 86_400_000 + 3) / 7); // days since 1970-01-01 (a Thursday) shifted to Monday-based weeks
  };
  const out = [];
  for (let i = 20; i < run.length; i++) {
    const last = i === run.length - 1 || weekOf(run[i + 1].date) !== weekOf(run[i].date);
    if (last) out.push(run[i].date);
  }
  return out.filter((_, k) => k % every === 0);
}
