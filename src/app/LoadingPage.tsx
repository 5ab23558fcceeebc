/** What the main area shows while the page's code or journey loads: the spinner, in place of the page. */
import { Spinner } from "../../renderer-widgets/Spinner.tsx";
import { text } from "./catalogue.ts";
import { HoldFirstPaint } from "./firstPaint.tsx";

export function LoadingPage() {
  return (
    <>
      <HoldFirstPaint />
      <Spinner label={text("loading")} />
    </>
  );
}
