/** A place in the journey files, as an analyst finds it: the file, and the JSON pointer (or the line and column where it stops being JSON). */
import type { FilePlace } from "./studioModel.ts";
import { studioText } from "./studioText.ts";

export function FilePlaceText({ place }: { place: FilePlace }) {
  return (
    <dl className="studio-place">
      <dt>{studioText("placeFile")}</dt>
      <dd>
        <code>{place.file}</code>
      </dd>
      {place.line !== undefined ? (
        <>
          <dt>{studioText("placeLine")}</dt>
          <dd>
            <code>{studioText("lineColumn", { line: place.line, column: place.column ?? 1 })}</code>
          </dd>
        </>
      ) : (
        <>
          <dt>{studioText("placePointer")}</dt>
          <dd>
            <code>{place.pointer === "" ? studioText("wholeFile") : place.pointer}</code>
          </dd>
        </>
      )}
    </dl>
  );
}
