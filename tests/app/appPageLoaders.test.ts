/** Which app page an address opens, and the record of app page chunks that have arrived. */
import { describe, expect, it } from "vitest";
import { appPageAt, arrivedAppPage, loadAppPage } from "../../src/app/appPageLoaders.ts";

describe("app page loaders", () => {
  it("names the app page at an address, and no page for a journey page's address", () => {
    expect(appPageAt("/rate")).toBe("rate");
    expect(appPageAt("/retrieve")).toBe("retrieve");
    expect(appPageAt("/history")).toBeUndefined();
    expect(appPageAt("/rate/extra")).toBeUndefined();
  });

  it("keeps a page's component once its chunk has arrived", async () => {
    expect(arrivedAppPage("declined")).toBeUndefined();
    const page = await loadAppPage("declined");
    expect(arrivedAppPage("declined")).toBe(page);
    expect(page.name).toBe("DeclinedPage");
  });
});
