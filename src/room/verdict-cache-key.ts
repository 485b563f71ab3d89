import type { Config } from "../config";
import type { Protocol } from "../debate/debate-state";
import { defaultAsOf } from "../sample/default-as-of";
import { beijingDate } from "../shared/dates";

/**
 * The verdict cache's slot, as the room writes it when a debate ends (persist-verdict.ts) and the API, the hot list
 * and the pre-compute read it (src/services/verdict-cache.ts): defined by its writer, so the room needs nothing from
 * the services above it.
 */
export interface CacheSlot {
  ticker: string;
  protocol: Protocol;
  /** `companies.data_version` when the debate read its evidence: new data means a new slot, so old verdicts miss. */
  dataVersion: number;
  /**
   * The debate's settings key (src/services/debate-settings.ts: rounds, memory, anonymisation, protocol parameters,
   * models): a verdict answers only a request with the same settings. Absent: the settings of a request that names
   * nothing but the ticker (and protocol), as the hot list and the pre-compute ask.
   */
  settingsKey?: string | undefined;
}

/** `verdict:<ticker>:<protocol>:v<data version>:<settings key>`. */
export const cachedVerdictKey = (slot: CacheSlot & { settingsKey: string }) =>
  `verdict:${slot.ticker}:${slot.protocol}:v${slot.dataVersion}:${slot.settingsKey}`;

/**
 * Only debates over the data as it stands on the day they run are cached (asOf = the default date that day: today in
 * Beijing, or the sample's debate date on the bundled sample): a verdict "as of" some other date answers a different
 * question than "what about this stock now".
 */
export function isCurrentDebate(config: Config, ticker: string, asOf: string, createdAt: string): boolean {
  return asOf === defaultAsOf(config, beijingDate(new Date(createdAt)), ticker);
}
