/**
 * PostCSS plugin: GOV.UK Frontend's stylesheet cut down to the rules whose selectors name classes,
 * tags or ids the app's source, widgets, journey files or index.html mention, and its universal
 * sibling selectors written as the same match Chromium restyles cheaply. Only that stylesheet is
 * changed; the app's own CSS is kept whole.
 */
import type { Plugin } from "postcss";
import purgeCss from "@fullhuman/postcss-purgecss";

const purge = purgeCss({
  content: ["index.html", "src/**/*.{ts,tsx}", "renderer-widgets/**/*.{ts,tsx}", "journeys/**/*.json"],
  // The journey studio runs in the dev server only: what it names must not keep rules in the build.
  skippedContentGlobs: ["src/studio/**"],
  // Class names as written, with GOV.UK's `govuk-!-` override prefix.
  defaultExtractor: (content) => content.match(/[A-Za-z0-9_!-]+/g) ?? [],
  safelist: {
    // Built from a size or width option: any of GOV.UK's sizes may be named.
    greedy: [/^govuk-fieldset__legend--/, /^govuk-label--/, /^govuk-input--width-/],
  },
  fontFace: true,
});

/**
 * A selector ending in `* + *` as `:not(:first-child)`: the same elements. Chromium cannot narrow a
 * sibling rule whose right side is universal, so with one in the sheet every insertion restyles the
 * new node's following siblings and all their descendants: GOV.UK's `.govuk-error-summary__body > * + *`
 * alone doubled the elements restyled when /history's 28 errors appear (678 against 350).
 */
export function withoutUniversalSibling(selector: string): string {
  return selector.replace(/(^|[\s>])\*\s*\+\s*\*$/, "$1:not(:first-child)");
}

export function usedGovukCss(): Plugin {
  return {
    postcssPlugin: "used-govuk-css",
    async OnceExit(root, helpers) {
      if (!root.source?.input.file?.includes("govuk-frontend")) return;
      await (purge as Plugin).OnceExit?.(root, helpers);
      root.walkRules((rule) => {
        rule.selectors = rule.selectors.map(withoutUniversalSibling);
      });
    },
  };
}
