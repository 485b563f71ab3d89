// Types of bench/synthetic-chunks.mjs, for the tests that load the benchmark's data (test/retrieval/exact-search.test.ts).
export declare const RETRIEVAL_QUERIES: readonly string[];
export declare function syntheticCompany(
  code: string,
  label: string,
): { code: string; name: string; exchange: "SH"; aliases: string[]; industry: string };
export declare function syntheticAnnouncements(
  code: string,
  from: number,
  count: number,
  seed?: number,
): { ticker: string; id: string; title: string; date: string; category?: string; source: string }[];
