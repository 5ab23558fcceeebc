import { describe, expect, it } from "vitest";
import { referenceDataOf, type ResolvedField, type ResolvedPage } from "../../src/engine/index.ts";

const field = (name: string, optionsFrom?: string) =>
  ({ name, widget: "dropdown", ...(optionsFrom ? { optionsFrom } : {}) }) as unknown as ResolvedField;
const page = (fields: ResolvedField[], reference?: string[]) =>
  ({ id: "p", route: "/p", file: "p.json", fields, next: [], ...(reference ? { reference } : {}) }) as unknown as ResolvedPage;

describe("referenceDataOf", () => {
  it("names every list a page reads, from its fields' options and its own reference, once each and sorted", () => {
    const lists = referenceDataOf(
      page([field("title", "titles"), field("job", "occupations"), field("again", "titles"), field("free")], ["businesses"]),
    );
    expect(lists).toEqual(["businesses", "occupations", "titles"]);
  });

  it("is empty for a page that reads none", () => {
    expect(referenceDataOf(page([field("free")]))).toEqual([]);
  });
});
