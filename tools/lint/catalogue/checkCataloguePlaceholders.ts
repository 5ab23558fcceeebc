/**
 * A catalogue text's {placeholders} against what the code reading it passes, as declared in
 * common/catalogue-declarations.json: a placeholder nothing supplies is shown to the customer as
 * written. A declaration for a text the catalogue does not have is a typo or left behind.
 */
import { placeholdersIn } from "../checkMessages.ts";
import { closest } from "../describeAjvError.ts";
import { error, pointerTo, type Problem } from "../problem.ts";
import type { TextItem } from "../texts/textItems.ts";
import { DECLARATIONS_FILE, declaredFor, type Declarations } from "./declarations.ts";

export function cataloguePlaceholderProblems(items: TextItem[], declarations: Declarations): Problem[] {
  const catalogueItems = items.filter((item) => item.catalogue);
  return [...undeclaredPlaceholders(catalogueItems, declarations), ...staleDeclarations(catalogueItems, declarations)];
}

function undeclaredPlaceholders(items: TextItem[], declarations: Declarations): Problem[] {
  return items.flatMap((item) => {
    const { file, key } = item.catalogue!;
    const declared = declaredFor(declarations, file, key);
    return [...new Set(placeholdersIn(item.text))]
      .filter((name) => !declared.includes(name))
      .map((name) => {
        const guess = closest(name, declared);
        const given = declared.length > 0 ? `it is given ${declared.map((d) => `{${d}}`).join(", ")}` : "it is given none";
        return error(
          item.file,
          `${key}: {${name}} is not a placeholder the code reading this text passes (${given}; ${DECLARATIONS_FILE} declares them)${guess ? ` (did you mean "{${guess}}"?)` : ""}`,
          {
            check: "catalogue-placeholder",
            pointer: item.pointer,
          },
        );
      });
  });
}

/** Declarations naming a catalogue file or text that does not exist. */
function staleDeclarations(items: TextItem[], declarations: Declarations): Problem[] {
  const keysOf = new Map<string, Set<string>>();
  for (const { catalogue } of items) {
    const keys = keysOf.get(catalogue!.file) ?? keysOf.set(catalogue!.file, new Set()).get(catalogue!.file)!;
    const parts = catalogue!.key.split(".");
    keys.add(catalogue!.key).add("*");
    parts.slice(0, -1).forEach((_, i) => keys.add(`${parts.slice(0, i + 1).join(".")}.*`));
  }
  return Object.entries(declarations.placeholders).flatMap(([file, texts]) => {
    const keys = keysOf.get(file);
    if (!keys) {
      const guess = closest(file, [...keysOf.keys()]);
      return [
        error(declarations.file, `placeholders: "${file}" is no catalogue file${guess ? ` (did you mean "${guess}"?)` : ""}`, {
          check: "catalogue-placeholder",
          pointer: pointerTo("placeholders", file),
        }),
      ];
    }
    return Object.keys(texts)
      .filter((key) => !keys.has(key))
      .map((key) => {
        const guess = closest(key, [...keys]);
        return error(declarations.file, `placeholders: ${file} has no text "${key}"${guess ? ` (did you mean "${guess}"?)` : ""}`, {
          check: "catalogue-placeholder",
          pointer: pointerTo("placeholders", file, key),
        });
      });
  });
}
