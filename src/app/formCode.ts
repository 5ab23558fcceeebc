/**
 * The code only a page that shows a journey runs: the journey page with RJSF, the widgets and the
 * answers' validation. A chunk of its own (vite.config.ts), asked for beside the app's on a journey
 * page and never by a page that shows none, whose largest paint then comes that much sooner.
 */
export { JourneyPage } from "./JourneyPage.tsx";
export { journeyEnvironmentOf } from "./journeyValidation.ts";
