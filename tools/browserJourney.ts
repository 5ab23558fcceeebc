/**
 * A journey as the browser downloads it: without what only the linter, the studio and the
 * server's messages read. Each page's source `file`, and every `lint` suppression (a check's id and
 * the reviewer's reason) on a page, field, rule, edge, action, loader, outcome, content block or
 * summary line. The objects are copied: the journey given is left as it was.
 */
import type { Action, Loader, Outcome, ResolvedJourney, ResolvedPage } from "../src/engine/index.ts";

export function browserJourney(journey: ResolvedJourney): ResolvedJourney {
  const pages = Object.fromEntries(Object.entries(journey.pages).map(([id, page]) => [id, browserPage(page)]));
  return { ...journey, pages };
}

/** The browser's page keeps a `file` key in its type only; the value is gone. */
function browserPage({ file: _file, ...page }: ResolvedPage): ResolvedPage {
  return withoutLint({
    ...page,
    fields: page.fields.map((field) => withoutLint({ ...field, ...optional("rules", field.rules?.map(withoutLint)) })),
    ...optional("rules", page.rules?.map(withoutLint)),
    next: page.next.map(withoutLint),
    ...optional("actions", page.actions?.map(browserAction)),
    ...optional("loaders", page.loaders?.map(browserLoader)),
    ...optional("content", page.content?.map(withoutLint)),
    ...optional("summary", page.summary?.map(withoutLint)),
  }) as ResolvedPage;
}

function browserAction(action: Action): Action {
  return withoutLint({
    ...action,
    ...optional("load", action.load && browserLoader(action.load)),
    ...optional("then", outcomes(action.then)),
  });
}

function browserLoader<L extends Omit<Loader, "as">>(loader: L): L {
  return withoutLint({
    ...loader,
    ...optional("onResult", outcomes(loader.onResult)),
    ...optional("onEmpty", outcomes(loader.onEmpty)),
    ...optional("onError", outcomes(loader.onError)),
  });
}

const outcomes = (list: Outcome[] | undefined) => list?.map(withoutLint);

function withoutLint<T extends { lint?: unknown }>({ lint: _lint, ...rest }: T): T {
  return rest as T;
}

/** `{ [key]: value }`, or nothing when the value is absent, so an absent key stays absent. */
function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}
