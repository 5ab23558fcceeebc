/**
 * What the browser build resolves `markdown-to-jsx/react` to (vite.config.ts). @rjsf/core renders
 * a description or help through markdown only when a field's uiSchema sets
 * `ui:enableMarkdownInDescription` (or `…InHelp`), which ours never does: journey text is text,
 * never markup. So the markdown parser (about 30 KiB gzip) stays out of the page, and were the
 * option ever set, the words would still show as written.
 */
import type { ReactNode } from "react";

export function Markdown({ children }: { children?: ReactNode }): ReactNode {
  return children;
}
