/**
 * A quote the server says is bought (ALREADY_TAKEN_UP, naming its policy in
 * `extensions.policyReference`): bought in another tab or browser, while this one still offered it.
 * It is never offered again: the policy goes into the draft, which closes the quote (every page of it
 * shows /complete), without the outcome or the way it was paid, as its sale was reported where it was made.
 */
import { errorCode, errorDetail } from "../../api/purchase.ts";
import { setPath } from "../../engine/index.ts";
import type { QuoteStore } from "../../store/quoteStore.ts";
import { policyOf, type Policy } from "./purchase.ts";

const ALREADY_TAKEN_UP = "ALREADY_TAKEN_UP";

/** The policy an ALREADY_TAKEN_UP answer names; undefined for any other error. */
export function boughtAs(error: unknown): string | undefined {
  const reference = errorDetail(error, "policyReference");
  return errorCode(error) === ALREADY_TAKEN_UP && typeof reference === "string" ? reference : undefined;
}

/**
 * For an ALREADY_TAKEN_UP answer: true once the draft holds the quote's policy (this browser's own
 * purchase, or the one the answer names, kept now). False, changing nothing, for any other error.
 */
export function rememberBought(store: QuoteStore, error: unknown): boolean {
  if (errorCode(error) !== ALREADY_TAKEN_UP) return false;
  const { draft, setDraft } = store.getState();
  if (policyOf(draft)) return true;
  const policyReference = boughtAs(error);
  if (!policyReference) return false;
  const policy: Policy = { policyReference, quoteRef: typeof draft.quoteRef === "string" ? draft.quoteRef : "" };
  setDraft(setPath(draft, "policy", policy));
  return true;
}
