/** The seeded reference_options table: the reference lists (fuel types, vehicle makes, ...) the journeys offer. */
import type { Queryable } from "./types.ts";

export interface ReferenceOption {
  code: string;
  value: string;
}

/** Every reference list by name, its options in their listed order. */
export async function referenceLists(db: Queryable): Promise<Map<string, ReferenceOption[]>> {
  const { rows } = await db.query<ReferenceOption & { list_name: string }>(
    "SELECT list_name, code, value FROM reference_options ORDER BY list_name, position",
  );
  const lists = new Map<string, ReferenceOption[]>();
  for (const { list_name, code, value } of rows) {
    const options = lists.get(list_name) ?? [];
    options.push({ code, value });
    lists.set(list_name, options);
  }
  return lists;
}
