/**
 * A page preview's own document scope: a shadow root holding the app's stylesheets and a body-like
 * element. Two previews of one page (side by side, or one per message) would otherwise repeat
 * every element id the page's fields use, and labels would point at the other preview's inputs;
 * in a shadow root each preview's ids are its own, and the studio's styles and the app's stay apart.
 */
import { useCallback, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import govukCss from "govuk-frontend/dist/govuk/govuk-frontend.min.css?inline";
import appCss from "../../app/app.css?inline";
import widgetsCss from "../../../renderer-widgets/widgets.css?inline";

/** The class of the element standing in for the app's body inside a preview. */
const BODY_CLASS = "studio-preview-body";

let sheets: CSSStyleSheet[] | undefined;

/** The app's styles as shared constructable sheets, with its `body` rules made the stand-in's. */
function previewSheets(): CSSStyleSheet[] {
  sheets ??= [govukCss, appCss.replace(/(^|[\s,}])body(?=[\s{.:*,])/g, `$1.${BODY_CLASS}`), widgetsCss].map((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    return sheet;
  });
  return sheets;
}

export function ShadowFrame({ children }: { children: ReactNode }) {
  const [body, setBody] = useState<HTMLElement | null>(null);
  const host = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    // Strict mode attaches the ref twice: the shadow root is made once.
    const shadow = node.shadowRoot ?? node.attachShadow({ mode: "open" });
    shadow.adoptedStyleSheets = previewSheets();
    let inner = shadow.querySelector<HTMLElement>(`.${BODY_CLASS}`);
    if (!inner) {
      inner = document.createElement("div");
      inner.className = `${BODY_CLASS} govuk-template__body js-enabled govuk-frontend-supported`;
      shadow.append(inner);
    }
    setBody(inner);
  }, []);
  return (
    <div ref={host} className="studio-preview__frame">
      {body && createPortal(children, body)}
    </div>
  );
}
