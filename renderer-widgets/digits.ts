/** Drops everything but 0-9 (phone numbers and date parts, where only digits mean anything). */
export function onlyDigits(text: string): string {
  return text.replace(/\D/g, "");
}

/**
 * A whole number from typed text; undefined when nothing was typed. Spaces, thousands commas and a
 * pound sign are layout and are dropped; anything else ("-5", "12.5", "5 seats") is kept as typed,
 * so the field's own rules refuse it with a message instead of the filter changing its meaning.
 */
export function typedWholeNumber(text: string): number | string | undefined {
  const plain = text.replace(/[\s,£]/g, "");
  if (plain === "") return undefined;
  return /^\d+$/.test(plain) ? Number(plain) : text;
}
