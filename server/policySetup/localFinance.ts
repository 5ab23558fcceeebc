/**
 * The local premium finance provider: one JSON file per agreement, `<key>.json`, in a folder
 * (FINANCE_OUTBOX_DIR, default .data/finance) that stands for the provider's own records, so it
 * holds the full account number, readable by its owner only. Lodging writes it with status
 * `lodged` (again: replaced, unless already active: a take-up racing the one that won changes
 * nothing); activating marks it `active` with the policy reference. Each write
 * goes to a temporary file first and is renamed over the old, so a crash leaves one whole file.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FinanceAgreement, FinanceProvider } from "./ports.ts";

export const defaultFinanceDir = ".data/finance";

type Record = FinanceAgreement & { status: "lodged" | "active"; policyReference: string | null };

export function localFinance(dir = defaultFinanceDir): FinanceProvider {
  const fileOf = (key: string) => join(dir, `${key}.json`);
  const read = async (key: string): Promise<Record | undefined> => {
    try {
      return JSON.parse(await readFile(fileOf(key), "utf8")) as Record;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  };
  const write = async (record: Record) => {
    await mkdir(dir, { recursive: true });
    const temporary = `${fileOf(record.key)}.${randomBytes(4).toString("hex")}.tmp`;
    await writeFile(temporary, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
    await rename(temporary, fileOf(record.key));
  };
  return {
    async lodge(agreement) {
      if ((await read(agreement.key))?.status === "active") return;
      await write({ ...agreement, status: "lodged", policyReference: null });
    },
    async activate(key, policyReference) {
      const record = await read(key);
      if (!record) throw new Error(`No agreement was lodged under ${key}`);
      if (record.status === "active" && record.policyReference === policyReference) return;
      await write({ ...record, status: "active", policyReference });
    },
  };
}
