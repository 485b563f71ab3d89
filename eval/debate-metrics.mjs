// Pure measures over finished debate states (GET /api/debates/:id): evidence quality, what each round adds,
// look-ahead, and the spread of repeated runs.

const debaterPoints = (state) =>
  state.turns
    .filter((t) => t.role !== "judge")
    .flatMap((t) => t.points.map((p) => ({ ...p, round: t.round, role: t.role })));
const share = (n, d) => (d === 0 ? null : Math.round((n / d) * 1000) / 1000);

/** Verified / doubtful / invalid points, and why points were doubted, pooled over `states`. */
export function evidenceQuality(states) {
  const points = states.flatMap(debaterPoints);
  const by = (status) => points.filter((p) => p.verification.status === status).length;
  const reason = (re) => points.filter((p) => p.verification.reasons.some((r) => re.test(r))).length;
  const citations = points.flatMap((p) => p.evidence);
  return {
    debates: states.length,
    points: points.length,
    hitRate: share(by("verified"), points.length),
    doubtfulShare: share(by("doubtful"), points.length),
    invalidShare: share(by("invalid"), points.length),
    citations: citations.length,
    /** Citations whose id is not in the citing side's pack (misaligned), over all citations. */
    invalidCitationShare: share(
      points.reduce((n, p) => n + p.verification.reasons.filter((r) => /不在本方证据包中/.test(r)).length, 0),
      citations.length,
    ),
    quoteMismatchPoints: reason(/引文与原文不符/),
    doubtfulNumberPoints: reason(/数字“.*”在所引证据中找不到/),
    doubtfulYearPoints: reason(/年份“.*”不在/),
  };
}

/**
 * What each round adds, per debate then averaged: evidence ids never cited in an earlier round, claims never made
 * before (exact text), dimensions never argued before, and how many debates reached the round.
 */
export function roundGains(states) {
  const perRound = new Map();
  for (const state of states) {
    const points = debaterPoints(state);
    const seenIds = new Set();
    const seenClaims = new Set();
    const seenDims = new Set();
    const rounds = [...new Set(points.map((p) => p.round))].sort((a, b) => a - b);
    for (const r of rounds) {
      const these = points.filter((p) => p.round === r);
      const ids = new Set(these.flatMap((p) => p.evidence.map((e) => e.id)));
      const row = perRound.get(r) ?? {
        round: r,
        debates: 0,
        points: 0,
        newEvidenceIds: 0,
        newClaims: 0,
        newDimensions: 0,
        verifiedNewClaims: 0,
      };
      row.debates++;
      row.points += these.length;
      row.newEvidenceIds += [...ids].filter((id) => !seenIds.has(id)).length;
      const fresh = these.filter((p) => !seenClaims.has(p.claim));
      row.newClaims += fresh.length;
      row.verifiedNewClaims += fresh.filter((p) => p.verification.status === "verified").length;
      row.newDimensions += new Set(these.map((p) => p.dimension ?? "").filter((d) => d && !seenDims.has(d))).size;
      for (const id of ids) seenIds.add(id);
      for (const p of these) seenClaims.add(p.claim);
      for (const p of these) if (p.dimension) seenDims.add(p.dimension);
      perRound.set(r, row);
    }
  }
  return [...perRound.values()]
    .sort((a, b) => a.round - b.round)
    .map((r) => ({
      round: r.round,
      debates: r.debates,
      pointsPerDebate: avg(r.points, r.debates),
      newEvidenceIdsPerDebate: avg(r.newEvidenceIds, r.debates),
      newClaimsPerDebate: avg(r.newClaims, r.debates),
      verifiedNewClaimsPerDebate: avg(r.verifiedNewClaims, r.debates),
      newDimensionsPerDebate: avg(r.newDimensions, r.debates),
    }));
}

const avg = (n, d) => (d === 0 ? null : Math.round((n / d) * 100) / 100);

/**
 * Independent look-ahead check from the state: every evidence item handed to the agents, and every item a point
 * cites, was public on or before asOf. Also reports the engine's own check (state.lookAhead) where it keeps one.
 */
export function lookAhead(state) {
  const byId = new Map(state.evidence.map((e) => [e.id, e]));
  const cited = [...new Set(debaterPoints(state).flatMap((p) => p.evidence.map((e) => e.id)))];
  const late = state.evidence.filter((e) => e.publicDate > state.asOf);
  const citedLate = cited.filter((id) => (byId.get(id)?.publicDate ?? "") > state.asOf);
  return {
    ok: late.length === 0 && citedLate.length === 0,
    evidenceChecked: state.evidence.length,
    citedChecked: cited.filter((id) => byId.has(id)).length,
    latePublicDates: late.map((e) => `${e.id}:${e.publicDate}`),
    engineCheck: state.lookAhead ? state.lookAhead.ok : null,
  };
}

/** K runs of one ticker: the stances seen, the spread of the overall score, and whether the runs disagree. */
export function spread(states) {
  const stances = states.map((s) => s.verdict?.stance ?? "none");
  const overall = states.map((s) => s.verdict?.scores?.overall ?? NaN).filter(Number.isFinite);
  const hit = states.map((s) => s.hitRate);
  const counts = Object.fromEntries([...new Set(stances)].map((k) => [k, stances.filter((x) => x === k).length]));
  const mean = overall.reduce((a, b) => a + b, 0) / Math.max(1, overall.length);
  const sd = Math.sqrt(overall.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, overall.length));
  return {
    runs: states.length,
    stances: counts,
    majority: Object.entries(counts).sort((a, b) => b[1] - a[1])[0]?.[0] ?? "none",
    uncertain: Object.keys(counts).length > 1,
    overallMin: Math.min(...overall),
    overallMax: Math.max(...overall),
    overallSd: Math.round(sd * 100) / 100,
    hitRateMin: Math.min(...hit),
    hitRateMax: Math.max(...hit),
  };
}
