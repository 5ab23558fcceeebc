/** What the main area shows while the page's code or journey loads: the spinner, in place of the page. */
import { Spinner } from "../../renderer-widgets/index.ts";
import { text } from "./catalogue.ts";

export function LoadingPage() {
  return <Spinner label={text("loading")} />;
}
