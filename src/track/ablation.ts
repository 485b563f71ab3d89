import { and, eq } from "drizzle-orm";
import { DebateChange, type Stance } from "../debate/debate-types";
import type { Database } from "../db/client";
import { predictions, predictionScores, verdicts } from "../db/schema";
import { allProtocols } from "../debate/protocols/registry";
import { MEMORY_HORIZON_ZH } from "../domain/labels";
import type { AblationResponse } from "../wire/wire-ablation";
import { ledgerOutcomes } from "./outcomes";
import { baselineHit, type Call, HORIZONS } from "./score";
import { type ScoredForecast, skillScores } from "./skill";
import { wilson } from "./stats";
import { directionRate, trailingRates } from "./trailing-rates";

/**
 * What the debate changed, over the ledger: every adversarial prediction whose verdict carries the opening round's
 * verdict (debates of more than one round) is a question (share, day); on the same questions' scored windows the
 * opening round alone, the full debate, the `vote` protocol's prediction for the same share and day, and always-up
 * each forecast, and each is scored as the track record scores the raw score (its score / 100 taken as the chance its
 * call comes true, against the trailing base rate of that direction: src/track/scoreboard.ts).
 */

type Forecaster = AblationResponse["horizons"][number]["forecasters"][number];
interface Call1 {
  call: Call | null;
  p: number;
}

/** The protocol whose analysts answer alone (its plug-in says so): the baseline the debate is compared with. */
const INDEPENDENT_PLUGIN = allProtocols().find((p) => p.baseline === "independent");
const INDEPENDENT = INDEPENDENT_PLUGIN?.id;
const INDEPENDENT_NAME = INDEPENDENT_PLUGIN?.labels.name ?? "独立作答";

const LABEL: Record<Forecaster["key"], string> = {
  opening: "仅开篇轮",
  full: "完整辩论",
  independent: `${INDEPENDENT_NAME}（独立作答，无辩论）`,
  always_up: "总是看涨（概率取此前上涨比例）",
};

const callOf = (stance: Stance): Call | null => (stance === "bullish" ? "up" : stance === "bearish" ? "down" : null);

export async function ablation(db: Database): Promise<AblationResponse> {
  const rows = await db
    .select({ p: predictions, s: predictionScores, verdict: verdicts.verdict })
    .from(predictionScores)
    .innerJoin(predictions, eq(predictions.debateId, predictionScores.debateId))
    .innerJoin(verdicts, eq(verdicts.debateId, predictions.debateId))
    .where(and(eq(predictionScores.tradeable, true)))
    .all();
  const changeOf = new Map<string, DebateChange>();
  for (const r of rows) {
    const parsed = DebateChange.safeParse((r.verdict as { change?: unknown }).change);
    if (parsed.success) changeOf.set(r.p.debateId, parsed.data);
  }
  const outcomes = await ledgerOutcomes(db);
  const horizons = HORIZONS.map((h) => {
    const ratesAt = trailingRates(outcomes.get(h)!.windows);
    const these = rows.filter((r) => r.s.horizon === h && r.s.returnPct !== null);
    const vote = new Map(
      these.filter((r) => r.p.protocol === INDEPENDENT).map((r) => [`${r.p.ticker}|${r.p.asOf}`, r.p] as const),
    );
    const questions = these.filter((r) => changeOf.has(r.p.debateId));
    const forecast = (key: Forecaster["key"], pick: (r: (typeof questions)[number]) => Call1 | null): Forecaster => {
      const scored: ScoredForecast[] = [];
      let asked = 0;
      for (const r of questions) {
        const f = pick(r);
        if (f === null) continue;
        asked++;
        const hit = baselineHit(f.call, r.s.returnPct);
        if (f.call === null || hit === null) continue;
        scored.push({ p: f.p, ref: directionRate(ratesAt(r.p.asOf), f.call), hit });
      }
      const s = skillScores(scored);
      const hits = scored.filter((x) => x.hit).length;
      return {
        key,
        label: LABEL[key],
        coverage: wilson(scored.length, asked),
        hitRate: wilson(hits, scored.length),
        brier: s.brier,
        skill: s.skill,
      };
    };
    return {
      horizon: h,
      label: MEMORY_HORIZON_ZH[h],
      questions: questions.length,
      forecasters: [
        forecast("opening", (r) => {
          const o = changeOf.get(r.p.debateId)!.opening;
          return { call: callOf(o.stance), p: o.overall / 100 };
        }),
        forecast("full", (r) => ({ call: callOf(r.p.stance), p: r.p.confidence })),
        forecast("independent", (r) => {
          const v = vote.get(`${r.p.ticker}|${r.p.asOf}`);
          return v ? { call: callOf(v.stance), p: v.confidence } : null;
        }),
        forecast("always_up", (r) => ({ call: "up", p: ratesAt(r.p.asOf).up.rate })),
      ],
    };
  });
  const changes = [...changeOf.values()];
  return {
    debates: changes.length,
    changed: wilson(changes.filter((c) => c.changed).length, changes.length),
    horizons,
    notes: [
      "同一批问题（股票与日期）上比较：仅开篇轮与完整辩论的结论都按同一代码规则评分（未调用模型）；" +
        "投票协议取同一股票同一日期的预测。",
      "概率口径与战绩的“原始分”相同：把辩论质量综合分/100当作方向判断正确的概率——它不是概率，技能分低于0多半由此而来。",
      "总是看涨的概率取此前已到期窗口的上涨比例，即参照预测本身，技能分恒为0。",
    ],
  };
}
