/** The cache key a page's reference data (the lists named) is kept under for the session. */
export function referenceDataQueryKey(lists: string[]): readonly unknown[] {
  return ["referenceData", lists];
}
