/**
 * What makes a card number one: 12 to 19 digits whose last is the Luhn (mod 10) check digit. The
 * app checks it before sending a card (a typing mistake caught early) and the local processor
 * before charging one, so both hold the same rule.
 */
export function isCardNumber(digits: string): boolean {
  return /^\d{12,19}$/.test(digits) && luhnValid(digits);
}

/** The Luhn (mod 10) check every card number carries in its last digit. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
