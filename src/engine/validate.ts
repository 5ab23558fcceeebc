/**
 * Page validation: for each active field, the first failing check gives its message, in this
 * order: required, the answer's JSON Schema (precompiled in the browser), the field's rules,
 * then the page's cross-field rules. Every message comes from the journey JSON.
 */
import type { FieldErrors, LogicData, ResolvedField, ResolvedPage, SchemaCheck } from "./types.ts";
import { activeFields, isRequired } from "./page.ts";
import { evaluate, isTruthy } from "./logic.ts";
import { formatMessage, keywordParams } from "./messages.ts";
import { operations } from "./operations.ts";
import { getPath } from "./paths.ts";

const isEmpty = operations.isEmpty as (value: unknown) => boolean;

export function validatePage(page: ResolvedPage, data: LogicData, check: SchemaCheck): FieldErrors {
  const errors: FieldErrors = {};
  const active = activeFields(page, data);
  for (const field of active) {
    const message = fieldError(field, data, check);
    if (message !== undefined) errors[field.name] = message;
  }
  const activeNames = new Set(active.map((f) => f.name));
  for (const rule of page.rules ?? []) {
    const name = rule.field ?? "";
    if (!activeNames.has(name) || errors[name] !== undefined) continue;
    const ruleData = { ...data, value: getPath(data.answers, name) };
    if (isTruthy(evaluate(rule.errorWhen, ruleData))) errors[name] = ruleMessage(rule, ruleData);
  }
  return ordered(errors, page);
}

export function fieldError(field: ResolvedField, data: LogicData, check: SchemaCheck): string | undefined {
  // Checked in the form it will be stored in: " Sam" is trimmed before the name pattern applies.
  const raw = getPath(data.answers, field.name);
  const value = field.transform !== undefined && !isEmpty(raw) ? evaluate(field.transform, { ...data, value: raw }) : raw;
  const messages = field.messages ?? {};
  if (isEmpty(value)) {
    return isRequired(field, data) ? (messages.required ?? `${field.label}: required`) : undefined;
  }
  const issue = check(field, value);
  if (issue) {
    const template = messages[issue.keyword] ?? messages.invalid ?? `${field.label}: ${issue.keyword}`;
    return formatMessage(template, keywordParams(issue.keyword, issue.params));
  }
  const ruleData = { ...data, value };
  for (const rule of field.rules ?? []) {
    if (isTruthy(evaluate(rule.errorWhen, ruleData))) return ruleMessage(rule, ruleData);
  }
  return undefined;
}

function ruleMessage(rule: { message: string; params?: Record<string, unknown> }, data: LogicData): string {
  const params: Record<string, unknown> = {};
  for (const [name, logic] of Object.entries(rule.params ?? {})) params[name] = evaluate(logic, data);
  return formatMessage(rule.message, params);
}

function ordered(errors: FieldErrors, page: ResolvedPage): FieldErrors {
  const out: FieldErrors = {};
  for (const field of page.fields) if (errors[field.name] !== undefined) out[field.name] = errors[field.name];
  return out;
}
