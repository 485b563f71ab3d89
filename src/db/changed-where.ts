import { getTableColumns, type InferInsertModel, or, type SQL, sql, type Table } from "drizzle-orm";

/**
 * The WHERE of an upsert's DO UPDATE: true when any of `values` differs from the stored row (NULL-safe), so
 * re-ingesting unchanged data changes no row and bumps no data version. Values are encoded by their column (JSON too).
 */
export function changedWhere<T extends Table>(table: T, values: Partial<InferInsertModel<T>>): SQL {
  const columns: Record<string, ReturnType<typeof getTableColumns>[string]> = getTableColumns(table);
  const differs = Object.entries(values).map(([key, value]) => {
    const column = columns[key];
    if (!column) throw new Error(`changedWhere: ${key} is not a column of the table`);
    return sql`${column} IS NOT ${sql.param(value, column)}`;
  });
  return or(...differs) ?? sql`0`;
}
