/**
 * The voluntary excess table as the quote page offers it: amounts from lowest to highest, and a
 * higher excess never priced above a lower one (the customer takes more of a claim on themselves).
 */
import type { RatingFile } from "../../../server/rating/fileFormat.ts";
import { error, pointerTo, type Problem } from "../problem.ts";

const pounds = (pence: number) => `£${pence / 100}`;

export function excessProblems(file: string, rating: RatingFile): Problem[] {
  const options = rating.voluntaryExcess;
  return options.slice(1).flatMap((option, i) => {
    const before = options[i];
    const at = `voluntaryExcess[${i + 1}]`;
    const pointer = pointerTo("voluntaryExcess", i + 1);
    if (option.amount < before.amount) {
      return [
        error(file, `${at}: ${pounds(option.amount)} comes after ${pounds(before.amount)}; list the amounts lowest first`, {
          check: "rating-excess",
          pointer,
        }),
      ];
    }
    if (option.factor > before.factor) {
      return [
        error(
          file,
          `${at}: a ${pounds(option.amount)} excess is priced higher (× ${option.factor}) than ${pounds(before.amount)} (× ${before.factor}); a higher excess must not cost more`,
          {
            check: "rating-excess",
            pointer: `${pointer}/factor`,
          },
        ),
      ];
    }
    return [];
  });
}
