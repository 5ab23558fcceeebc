// @vitest-environment jsdom
/**
 * The browser build's stand-in for RJSF's markdown renderer (vite.config.ts aliases
 * markdown-to-jsx/react to it): were a field ever to ask for markdown, its words show as written,
 * never as markup.
 */
import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { Markdown } from "../../src/app/form/markdownAsText.tsx";

describe("markdownAsText", () => {
  it("renders markdown and HTML in a description as the text it is", () => {
    const text = "**Not bold** [a link](https://example.com) <b>not bold either</b>";
    const { container } = render(<Markdown>{text}</Markdown>);
    expect(container.textContent).toBe(text);
    expect(container.querySelector("strong, b, a")).toBeNull();
  });
});
