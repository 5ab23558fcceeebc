import { useLayoutEffect, useState, type RefObject } from "react";

/**
 * Whether the box cuts off its text: a text box never wraps, so a long value (a DVLA code with
 * its offence) can be wider than the box. Measured after each layout, and again as the box
 * changes width (a narrower window, a zoomed page). Always false while `text` is undefined.
 */
export function useTextOverflows(ref: RefObject<HTMLInputElement | null>, text: string | undefined): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || text === undefined) {
      setOverflows(false);
      return;
    }
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [ref, text]);
  return overflows;
}
