import { DATA_KIND_ZH } from "../../domain/labels";
import type { DataKind } from "./freshness";
import { SOURCES } from "../sources";

/** What a live source supplies, as a reader calls it; the exchange's company list has no data kind. */
export function dataKindZh(kind: DataKind | undefined): string {
  return kind ? DATA_KIND_ZH[kind] : "公司信息";
}

/**
 * A live source that gave nothing, in a reader's words: what is missing and the source's Chinese name
 * (e.g. 财务数据获取失败（东方财富 F10 主要指标未能返回数据）). The raw error names the source's id, a URL or an HTTP
 * status in English: it stays in the event's `error` field for operators and never reaches the Chinese prose.
 */
export function sourceFailureZh(s: { source: string; kind?: DataKind }): string {
  const name = SOURCES.find((d) => d.id === s.source)?.name.replace(/\s*\(.*\)$/, "") ?? "数据源";
  return `${dataKindZh(s.kind)}获取失败（${name}未能返回数据）`;
}
