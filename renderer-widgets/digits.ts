/** Drops everything but 0-9, so pasted or mistyped characters never reach the answer. */
export function onlyDigits(text: string): string {
  return text.replace(/\D/g, "");
}

/** A whole number from typed text, or undefined when nothing numeric was typed. */
export function digitsToNumber(text: string): number | undefined {
  const digits = onlyDigits(text);
  return digits === "" ? undefined : Number(digits);
}
