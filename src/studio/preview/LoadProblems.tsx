/** Why a product's journey does not load, in place of its page: each problem with its file and where in it. */
import { useId } from "react";
import type { PlacedProblem } from "../studioModel.ts";
import { studioText } from "../studioText.ts";
import { FilePlaceText } from "../FilePlaceText.tsx";

export function LoadProblems({ problems }: { problems: PlacedProblem[] }) {
  const titleId = useId();
  return (
    <div className="govuk-error-summary studio-load-problems" role="alert" aria-labelledby={titleId}>
      <h4 className="govuk-error-summary__title" id={titleId}>
        {studioText("loadProblemsTitle")}
      </h4>
      <ul className="govuk-list govuk-error-summary__list">
        {problems.map((problem, i) => (
          <li key={i} className="studio-load-problem">
            <p className="govuk-body">{problem.message}</p>
            <FilePlaceText place={problem} />
          </li>
        ))}
      </ul>
    </div>
  );
}
