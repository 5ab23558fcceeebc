/**
 * What a studio endpoint of the dev server answers, asked again whenever the journeys change (a
 * saved file) or the question does. The previous answer stays shown while the next is on its way.
 */
import { useEffect, useState } from "react";

export type Answer<T> = { status: "loading"; previous?: T } | { status: "done"; value: T } | { status: "failed"; reason: string };

export function useStudioEndpoint<T>(url: string | undefined, generation: number): Answer<T> {
  const [answer, setAnswer] = useState<Answer<T>>({ status: "loading" });
  useEffect(() => {
    if (!url) return;
    const abort = new AbortController();
    setAnswer((before) => ({
      status: "loading",
      previous: before.status === "done" ? before.value : before.status === "loading" ? before.previous : undefined,
    }));
    fetch(url, { signal: abort.signal })
      .then(async (response) => {
        const body = (await response.json()) as T & { error?: string };
        setAnswer(response.ok ? { status: "done", value: body } : { status: "failed", reason: body.error ?? response.statusText });
      })
      .catch((error: unknown) => {
        if (!abort.signal.aborted) setAnswer({ status: "failed", reason: error instanceof Error ? error.message : String(error) });
      });
    return () => abort.abort();
  }, [url, generation]);
  return answer;
}
