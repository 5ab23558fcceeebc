/** The cache key a page's reference lists are kept under for the session. */
export function referenceQueryKey(lists: string[]): readonly unknown[] {
  return ["reference", lists];
}
