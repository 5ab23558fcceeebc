import { useState } from "react";
import { joinDateParts, splitIsoDate, type DateParts } from "./dateParts";

/**
 * The boxes' text lives here because a partial date is reported upward as '' and must not
 * wipe what the user typed. Only a value that differs from what the boxes already mean
 * (set from outside: a restored quote, a reset) replaces the boxes.
 */
export function useDateParts(value: unknown): [DateParts, (next: DateParts) => void] {
  const [parts, setParts] = useState<DateParts>(() => splitIsoDate(value));
  const [seenValue, setSeenValue] = useState<unknown>(value);
  if (!Object.is(value, seenValue)) {
    setSeenValue(value);
    const external = typeof value === "string" ? value : "";
    if (external !== joinDateParts(parts)) setParts(splitIsoDate(external));
  }
  return [parts, setParts];
}
