import { expect } from "vitest";

/** A problem a fixture case expects the linter to report. */
export interface Expected {
  /** Path under the case folder. */
  file: string;
  /** A substring of the message. */
  message: string;
  /** The check id it must carry, when the case names one. */
  check?: string;
}

/** The `expect` matcher for one expected problem, in a case folder printed as `folder`. */
export const matching = (folder: string, { file, message, check }: Expected) =>
  expect.objectContaining({ file: `${folder}/${file}`, message: expect.stringContaining(message), ...(check ? { check } : {}) });
