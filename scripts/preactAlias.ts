/**
 * The app is written against React's API and runs on Preact's compatible one (`preact/compat`):
 * React DOM alone is 60 KiB gzip of the 110 a journey page may load, Preact with compat about 5.
 * Types stay React's (@types/react); the bundler and the unit tests swap the modules.
 */
export const preactAlias = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
];
