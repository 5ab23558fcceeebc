/**
 * The brand's header: its logo, linking home, and the provider's powered-by logo, inside the
 * page's width container. The logos' text alternatives (brand.json) are visually hidden text beside
 * decorative pictures rather than alt attributes: the same words for screen readers, and the page's
 * only "img" role stays the content's own pictures (the OBD drawing on /telematics).
 */
import { brand } from "../catalogue.ts";
import { logoSvg } from "./brandLogos.ts";

function Logo({ file, alt, className }: { file: string; alt: string; className: string }) {
  const svg = logoSvg(file);
  if (!svg) return <span className={`${className}-text`}>{alt}</span>;
  return (
    <>
      {/* The markup is one of the app's own files (src/assets/brand/), never text from a journey or a person. */}
      <span className={className} aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />
      <span className="govuk-visually-hidden">{alt}</span>
    </>
  );
}

export function Header() {
  return (
    <header className="govuk-header app-header">
      <div className="govuk-header__container govuk-width-container app-header__container">
        <a href={brand.homeUrl} className="govuk-header__link app-header__home">
          <Logo file={brand.logo.file} alt={brand.logo.alt} className="app-header__logo" />
        </a>
        <span className="app-header__powered-by">
          <Logo file={brand.poweredByLogo.file} alt={brand.poweredByLogo.alt} className="app-header__powered-by-logo" />
        </span>
      </div>
    </header>
  );
}
