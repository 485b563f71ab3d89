import type { AppDeps } from "../app-deps";
import type { Point } from "../debate/debate-types";
import { flowResults } from "../debate/flow";
import type { PublicDebateState } from "../debate/public-state";
import { otherSide, sideOf } from "../domain/sides";
import { STANCE_ZH } from "../domain/labels";
import { debateRoom } from "../services/debate-room";
import { beijingDate } from "../shared/dates";
import type { Watchlist } from "../watchlists/watchlist-store";
import { watchlistEntries } from "../watchlists/watchlist-verdicts";

/** One stock of a digest, every text still raw: each channel escapes it for its own markup. */
export interface DigestStock {
  code: string;
  name: string;
  /** 看多/看空/中性, or null before its first verdict. */
  stanceLabel: string | null;
  stance: string | null;
  /** Against what the last digest said (not the verdict before): 首次推送, 结论未变, 由中性转为看多, 暂无结论. */
  changeLabel: string;
  overall: number | null;
  /** The data date of the verdict (the debate's asOf). */
  asOf: string | null;
  /** The report's page, absolute. */
  link: string | null;
  /** The two strongest verified (✅) points each way, strongest first. */
  bull: string[];
  bear: string[];
}

export interface DigestContent {
  listName: string;
  /** The Beijing day the digest is for. */
  date: string;
  test: boolean;
  stocks: DigestStock[];
}

const STRONGEST = 2;

/** Every point of a finished debate with the side it argues (adversarial turns by role; graph roles as recorded). */
type Side = "bull" | "bear" | undefined;

function sidedPoints(state: PublicDebateState): { side: Side; point: Point }[] {
  if (state.flow)
    return flowResults(state.flow).flatMap((r): { side: Side; point: Point }[] => {
      const side = sideOf(r.role, r.output?.stance);
      return [
        ...r.points.map((point) => ({ side, point })),
        ...r.counterPoints.map((point) => ({ side: otherSide(side) as Side, point })),
      ];
    });
  return state.turns.flatMap((t) =>
    t.role === "bull" || t.role === "bear" ? t.points.map((point) => ({ side: t.role as "bull" | "bear", point })) : [],
  );
}

/** The strongest verified claims of each side: ✅ only, by the point's own confidence, a repeated claim once. */
export function strongestPoints(state: PublicDebateState): { bull: string[]; bear: string[] } {
  const verified = sidedPoints(state)
    .filter((p) => p.point.verification.status === "verified")
    .sort((a, b) => b.point.confidence - a.point.confidence);
  const pick = (side: "bull" | "bear") => [
    ...new Set(verified.filter((p) => p.side === side).map((p) => p.point.claim)),
  ];
  return { bull: pick("bull").slice(0, STRONGEST), bear: pick("bear").slice(0, STRONGEST) };
}

function changeSinceLastDigest(stance: string | null, last: string | undefined): string {
  if (!stance) return "暂无结论";
  if (!last) return "首次推送";
  if (last === stance) return "结论未变";
  const zh = (s: string) => STANCE_ZH[s as keyof typeof STANCE_ZH] ?? s;
  return `由${zh(last)}转为${zh(stance)}`;
}

/**
 * What a digest says, from the verdicts the list's tickers already have (a batch run or anyone's debate feeds them):
 * per stock its latest verdict, the change since the last digest and the strongest verified points of its debate.
 */
export async function digestContent(
  env: Env,
  deps: Pick<AppDeps, "db" | "now">,
  input: { list: Watchlist; baseUrl: string; lastStances: Record<string, string> | null; test: boolean },
): Promise<DigestContent> {
  const entries = await watchlistEntries(deps, input.list);
  const stocks = await Promise.all(
    entries.map(async (e): Promise<DigestStock> => {
      const latest = e.latest;
      const state = latest ? await debateRoom(env, latest.debateId).getState() : null;
      const points = state ? strongestPoints(state) : { bull: [], bear: [] };
      return {
        code: e.code,
        name: e.name,
        stance: latest?.stance ?? null,
        stanceLabel: latest?.stanceLabel ?? null,
        changeLabel: changeSinceLastDigest(latest?.stance ?? null, input.lastStances?.[e.code]),
        overall: latest?.overall ?? null,
        asOf: latest?.asOf ?? null,
        link: latest ? `${input.baseUrl}/d/${latest.debateId}` : null,
        ...points,
      };
    }),
  );
  return { listName: input.list.name, date: beijingDate(deps.now()), test: input.test, stocks };
}
