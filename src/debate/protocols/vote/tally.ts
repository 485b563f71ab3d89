import type { Stance } from "../../debate-types";
import { ok } from "../../flow-common";
import type { Turn } from "../../role-output";

export interface Tally {
  counts: Record<Stance, number>;
  /** The stance more voters took than any other; neutral on a tie (no majority, no call). */
  majority: Stance;
  /** Voters that answered (a failed or skipped voter casts no vote). */
  cast: number;
  tie: boolean;
}

const CONVICTION_RANK = { high: 2, medium: 1, low: 0 } as const;

/** Counts the votes of the voters that answered. */
export function tallyOf(voters: readonly Turn[]): Tally {
  const counts: Record<Stance, number> = { bullish: 0, bearish: 0, neutral: 0 };
  const cast = voters.filter(ok);
  for (const v of cast) counts[v.output.stance] += 1;
  const top = Math.max(counts.bullish, counts.bearish, counts.neutral);
  const leaders = (Object.keys(counts) as Stance[]).filter((s) => counts[s] === top);
  const tie = leaders.length > 1;
  return { counts, majority: tie ? "neutral" : leaders[0]!, cast: cast.length, tie };
}

/**
 * The voter whose answer stands for the majority: the most convinced of the majority (the earliest on equal
 * conviction); on a tie, the first neutral voter, else the first that answered (its stance is then set to neutral).
 */
type Answered = Turn & { output: NonNullable<Turn["output"]> };

export function representative(voters: readonly Turn[], tally: Tally): Answered | null {
  const cast = voters.filter(ok);
  const side = cast.filter((v) => v.output.stance === tally.majority);
  if (side.length === 0) return cast[0] ?? null;
  const rank = (t: Answered) => CONVICTION_RANK[t.output.conviction];
  return [...side].sort((a, b) => rank(b) - rank(a) || a.seq - b.seq)[0]!;
}
