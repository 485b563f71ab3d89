export type CsvRow = Record<string, string>;
export function parseCsvRows(text: string): string[][];
export function parseCsv(text: string): CsvRow[];
