import type { ChunkFigure } from "../../db/schema";
import { buildChunk, type ChunkInsert } from "./chunk-id";
import { type ChunkSignal, classifyChunk } from "./classify";
import type { MetricInput } from "../ingest-payload";
import type { CompanyRef } from "./metric-chunks";

/** "（计算：…；东方财富F10，披露 2025-04-03）" plus the chunk fields every derived chunk shares. */
function provenance(inputs: MetricInput[]) {
  const sources = [...new Set(inputs.map((m) => m.source))];
  const publicDate =
    inputs
      .map((m) => m.disclosureDate)
      .sort()
      .at(-1) ?? "";
  return {
    publicDate,
    source: `计算（${sources.join("、")}）`,
    sourceUrl: inputs.find((m) => m.sourceUrl)?.sourceUrl ?? null,
    tail: `${sources.join("、")}，披露 ${publicDate}`,
  };
}

/** A derived chunk: its text ends with the provenance tail, and its inputs set the disclosure date and source. */
export function derivedChunk(
  company: CompanyRef,
  key: string,
  period: string,
  text: (tail: string) => string,
  inputs: MetricInput[],
  figures: ChunkFigure[],
  signal: Extract<ChunkSignal, { kind: "derived" }>,
): ChunkInsert {
  const p = provenance(inputs);
  return buildChunk({
    key,
    ticker: company.code,
    kind: "derived",
    ...classifyChunk(signal),
    text: text(p.tail),
    period,
    publicDate: p.publicDate,
    source: p.source,
    sourceUrl: p.sourceUrl,
    figures,
  });
}
