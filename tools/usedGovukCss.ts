/**
 * PostCSS plugin: GOV.UK Frontend's stylesheet cut down to the rules whose selectors name classes,
 * tags or ids the app's source, widgets, journey files or index.html mention. Only that stylesheet
 * is cut; the app's own CSS is kept whole.
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

export function usedGovukCss(): Plugin {
  return {
    postcssPlugin: "used-govuk-css",
    OnceExit(root, helpers) {
      if (!root.source?.input.file?.includes("govuk-frontend")) return;
      return (purge as Plugin).OnceExit?.(root, helpers);
    },
  };
}
