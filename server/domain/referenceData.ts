import type { Db } from "../db/index.ts";
import { referenceLists, type ReferenceOption as Option } from "../db/referenceOptionRepository.ts";
import { badUserInput, quoteInput } from "./errors.ts";

export interface ReferenceList {
  name: string;
  options: Option[];
}

/** More than every list there is; a guard against absurd requests, not a business rule. */
const maxListsPerRequest = 100;

/**
 * Reference lists only change when a seed migration runs (at start-up), so they are read from
 * the database once per server and then answered from memory.
 */
export class ReferenceData {
  #lists: Promise<Map<string, Option[]>> | undefined;

  constructor(private readonly db: Db) {}

  /** The named lists in the order asked; an unknown name fails the whole request. */
  async getLists(names: readonly string[]): Promise<ReferenceList[]> {
    if (names.length > maxListsPerRequest) {
      throw badUserInput(`Ask for at most ${maxListsPerRequest} reference lists at once`, { argument: "lists" });
    }
    const lists = await this.#load();
    return names.map((name) => {
      const options = lists.get(name);
      if (!options) throw badUserInput(`Unknown reference list ${quoteInput(name)}`, { argument: "lists", list: name });
      return { name, options };
    });
  }

  /** The label for a code in a list (e.g. "002" in fuelType is "Petrol"). */
  async describe(listName: string, code: string): Promise<string | undefined> {
    const lists = await this.#load();
    return lists.get(listName)?.find((option) => option.code === code)?.value;
  }

  /** Every list by name (the journey's optionsFrom names them). */
  async all(): Promise<ReadonlyMap<string, readonly Option[]>> {
    return this.#load();
  }

  #load(): Promise<Map<string, Option[]>> {
    this.#lists ??= referenceLists(this.db).catch((error: unknown) => {
      this.#lists = undefined; // let the next request retry rather than caching the failure
      throw error;
    });
    return this.#lists;
  }
}
