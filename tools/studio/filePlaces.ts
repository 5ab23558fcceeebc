/**
 * Journey files as the studio names them: relative to the repository when they are in it
 * (`journeys/van/pages/van-business.json`), else in full (a scratch copy), with the place in the
 * file a problem's words point at.
 */
import { readFileSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import type { PlacedProblem } from "../../src/studio/studioModel.ts";
import { parsePosition, problemPointer } from "./problemPointer.ts";

const REPO_ROOT = resolve(import.meta.dirname, "../..");

/** An absolute path as the analyst would open it. */
export function displayFile(path: string): string {
  const inRepo = relative(REPO_ROOT, path);
  const shown = inRepo.startsWith("..") || isAbsolute(inRepo) ? path : inRepo;
  return shown.split(sep).join("/");
}

/** A problem about a file (absolute), placed: its JSON pointer, or where the file stops being JSON. */
export function placeProblem(path: string, message: string): PlacedProblem {
  const file = displayFile(path);
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    return { file, pointer: "", message };
  }
  try {
    return { file, pointer: problemPointer(JSON.parse(text), message), message };
  } catch {
    return { file, pointer: "", ...parsePosition(text), message };
  }
}

/** A problem the engine reported about a file relative to the journeys folder. */
export function placeJourneyProblem(root: string, problem: { file: string; message: string }): PlacedProblem {
  return placeProblem(join(root, problem.file), problem.message);
}
