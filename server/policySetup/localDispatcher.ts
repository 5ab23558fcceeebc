/**
 * The local device dispatcher: each order is a JSON file, `<policy reference>.json`, in a folder
 * the warehouse (an operator, for now) reads (DISPATCH_OUTBOX_DIR, default .data/dispatch). The
 * file is created exclusively, so an order sent again for the same policy is not a second one.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { DeviceDispatcher } from "./ports.ts";

export const defaultDispatchDir = ".data/dispatch";

export function localDispatcher(dir = defaultDispatchDir): DeviceDispatcher {
  return {
    async dispatch(order) {
      await mkdir(dir, { recursive: true });
      try {
        await writeFile(join(dir, `${order.policyReference}.json`), `${JSON.stringify(order, null, 2)}\n`, { flag: "wx", mode: 0o600 });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
    },
  };
}
