/**
 * A form's values turned back into the entity the market file holds: empty inputs left out,
 * optional groups and lists that stayed empty left out, every language's text kept as typed.
 */
import type { EntityField } from './entity-fields';

type Values = Record<string | number, unknown>;

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0);

const localized = (value: unknown): Values => {
  const text: Values = {};
  for (const [language, words] of Object.entries((value ?? {}) as Values)) {
    if (typeof words === 'string' && words.trim() !== '') text[language] = words;
  }
  return text;
};

/** Whether anything was filled in: a leaf value somewhere inside. */
const hasValue = (value: unknown): boolean =>
  typeof value === 'object' && value !== null ? Object.values(value).some(hasValue) : !isEmpty(value);

function valueOf(field: EntityField, value: unknown): unknown {
  switch (field.type) {
    case 'localized':
      return localized(value);
    case 'localizedList':
      return ((value ?? []) as unknown[]).map(localized).filter((text) => !isEmpty(text));
    case 'group':
      return entityFromValues(field.fields, (value ?? {}) as Values);
    case 'list':
      return ((value ?? []) as Values[]).map((item) => entityFromValues(field.fields, item ?? {}));
    case 'text':
      return typeof value === 'string' ? value.trim() : value;
    default:
      return value;
  }
}

/** The entity of a form's values, in the file's shape. */
export function entityFromValues(fields: readonly EntityField[], values: Values): Values {
  const entity: Values = {};
  for (const field of fields) {
    const key = field.name[0];
    const value = valueOf(field, values[key]);
    if (field.optional ? !hasValue(value) : value === undefined || value === null || value === '') continue;
    entity[key] = value;
  }
  return entity;
}

/** The id an added entity takes: one more than the largest in use in the document. */
export const nextId = (ids: readonly number[]): number => (ids.length === 0 ? 1 : Math.max(...ids) + 1);
