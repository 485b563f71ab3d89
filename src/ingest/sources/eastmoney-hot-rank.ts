import { z } from "zod";
import type { PoliteFetch } from "../fetch/polite-fetch";
import { parseSourceShape, SourceShapeError } from "./source-error";
import { readJsonBody } from "./json-body";

/**
 * Eastmoney 股吧人气榜 (emappdata.eastmoney.com/stockrank/getAllCurrentList): a POST with a fixed
 * app id, answering [{sc: "SH600519", rk: 1, rc, hisRc}]. Same request as akshare's stock_hot_rank_em.
 */
export const EASTMONEY_HOT_RANK = "eastmoney-hot-rank";

export const EASTMONEY_HOT_RANK_URL = "https://emappdata.eastmoney.com/stockrank/getAllCurrentList";
const REFERER = "https://guba.eastmoney.com/rank/";

export interface HotRankEntry {
  code: string;
  rank: number;
}

const Entry = z.object({
  sc: z.string().regex(/^(?:SH|SZ|BJ)\d{6}$/, "expected a market-prefixed code such as SH600519"),
  rk: z.number().int().positive(),
});

/** Real answers carry message "OK" and code 0; a page size over 100 has been reported to answer code 0 with []. */
const RankResponse = z.object({
  code: z.number().optional(),
  message: z.string().optional(),
  data: z.array(Entry),
});

/** The largest page size known to be answered in full. */
const HOT_RANK_MAX_PAGE_SIZE = 100;

function eastmoneyHotRankBody(pageNo = 1, pageSize = 100): string {
  return JSON.stringify({
    appId: "appId01",
    globalId: "786e4c21-70dc-435a-93bb-38",
    marketType: "",
    pageNo,
    pageSize,
  });
}

export function parseEastmoneyHotRank(json: unknown): HotRankEntry[] {
  const { data } = parseSourceShape(EASTMONEY_HOT_RANK, RankResponse, json);
  const seen = new Set<string>();
  const out: HotRankEntry[] = [];
  data.forEach((entry, index) => {
    const code = entry.sc.slice(2);
    if (seen.has(code)) {
      throw new SourceShapeError(EASTMONEY_HOT_RANK, `data[${index}].sc`, `${entry.sc} is ranked twice`);
    }
    seen.add(code);
    out.push({ code, rank: entry.rk });
  });
  return out.sort((a, b) => a.rank - b.rank);
}

/**
 * The ranking's top `pageSize` (at most HOT_RANK_MAX_PAGE_SIZE). An empty ranking is an answer, not a shape change:
 * it comes back as [] and the caller decides (the pre-compute falls back to HOT_TICKERS, saying so).
 */
export async function fetchEastmoneyHotRank(
  politeFetch: PoliteFetch,
  pageSize = HOT_RANK_MAX_PAGE_SIZE,
): Promise<HotRankEntry[]> {
  pageSize = Math.max(1, Math.min(HOT_RANK_MAX_PAGE_SIZE, Math.floor(pageSize)));
  const response = await politeFetch(EASTMONEY_HOT_RANK, EASTMONEY_HOT_RANK_URL, {
    method: "POST",
    headers: { "Content-Type": "application/json", Referer: REFERER },
    body: eastmoneyHotRankBody(1, pageSize),
  });
  return parseEastmoneyHotRank(await readJsonBody(EASTMONEY_HOT_RANK, response));
}
