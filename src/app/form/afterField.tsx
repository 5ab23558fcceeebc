/**
 * Content and buttons a journey places right after a field (`after: <field>`), rendered in that
 * field's template: the blocks whose visibleWhen holds and the actions, disabled while the page is
 * busy or their enabledWhen does not hold.
 */
import type { ReactNode } from "react";
import { holds, type Action, type LogicData, type ResolvedJourney, type ResolvedPage } from "../../engine/index.ts";
import { ActionButton } from "../ActionButton.tsx";
import { Block } from "../PageContent.tsx";

export interface AfterFieldInputs {
  journey: ResolvedJourney;
  page: ResolvedPage;
  actions: Action[];
  primary: Action | undefined;
  data: LogicData;
  busy: boolean;
  runAction(action: Action): void;
}

export function afterField(name: string, { journey, page, actions, primary, data, busy, runAction }: AfterFieldInputs): ReactNode[] {
  return [
    ...(page.content ?? [])
      .filter((b) => b.after === name && holds(b.visibleWhen, data))
      .map((b, i) => <Block block={b} data={data} journey={journey} key={`block-${i}`} />),
    ...actions
      .filter((a) => a.after === name)
      .map((a) => (
        <ActionButton key={a.id} action={a} primary={a === primary} disabled={busy || !holds(a.enabledWhen, data)} onRun={runAction} />
      )),
  ];
}
