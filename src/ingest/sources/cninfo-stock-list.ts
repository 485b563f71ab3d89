import { z } from "zod";
import type { CompanyInput } from "../ingest-payload";
import type { PoliteFetch } from "../polite-fetch";
import { normalizeText } from "../normalize-text";
import { parseSourceShape, SourceShapeError } from "../source-error";
import { exchangeOf } from "./a-share-code";
import { readJsonBody } from "./json-body";

/**
 * cninfo (巨潮资讯) stock dictionary szse_stock.json: {stockList: [{orgId, category, code, pinyin, zwjc}]}
 * covering SH/SZ/BJ listings. akshare reads the same file to map codes to cninfo org ids.
 */
export const CNINFO_STOCK_LIST = "cninfo-stock-list";
export const CNINFO_STOCK_LIST_URL = "http://www.cninfo.com.cn/new/data/szse_stock.json";
const REFERER = "http://www.cninfo.com.cn/new/index";

const A_SHARE_CATEGORY = "A股";

const Stock = z.object({
  code: z.string(),
  zwjc: z.string(),
  category: z.string(),
  orgId: z.string().nullish(),
});

const ListResponse = z.object({
  stockList: z.array(Stock).min(1, "expected at least one listed company"),
});

/**
 * SZSE pads short names to a fixed width ("五 粮 液", "万  科Ａ"), with ASCII or full-width
 * (U+3000) spaces; those spaces are layout, never part of the name.
 */
export function cleanSecurityName(raw: string): string {
  return raw.replace(/[\s\u3000]+/g, "");
}

export function parseCninfoStockList(json: unknown): CompanyInput[] {
  const { stockList } = parseSourceShape(CNINFO_STOCK_LIST, ListResponse, json);
  const byCode = new Map<string, CompanyInput>();
  for (const stock of stockList) {
    if (stock.category !== A_SHARE_CATEGORY) continue;
    const exchange = exchangeOf(stock.code);
    const name = cleanSecurityName(normalizeText(stock.zwjc));
    if (exchange === null || name === "" || byCode.has(stock.code)) continue;
    // "万科Ａ" is typed as "万科A": keep the half-width spelling as an alias for lookups.
    const halfWidth = name.normalize("NFKC");
    byCode.set(stock.code, {
      code: stock.code,
      name: name.slice(0, 40),
      exchange,
      aliases: halfWidth !== name ? [halfWidth.slice(0, 40)] : [],
    });
  }
  if (byCode.size === 0) {
    throw new SourceShapeError(CNINFO_STOCK_LIST, "stockList[].category", `no ${A_SHARE_CATEGORY} entries with a six-digit code`);
  }
  return [...byCode.values()];
}

export async function fetchCninfoStockList(politeFetch: PoliteFetch): Promise<CompanyInput[]> {
  const response = await politeFetch(CNINFO_STOCK_LIST, CNINFO_STOCK_LIST_URL, { headers: { Referer: REFERER } });
  return parseCninfoStockList(await readJsonBody(CNINFO_STOCK_LIST, response));
}
