import type { SchemaProperty, SchemaView } from '../section.ts';
import { Markup } from '../../../../renderer/components/markup.tsx';
import { RequiredBadge } from '../../../../renderer/components/sections/required-badge.tsx';
import { jsonText, objectOf, typeLabel } from './type-label.ts';

/** A schema as a reader needs it: its type, then the fields of the object it describes (of its items, for an array). */
export function SchemaBlock({ view }: { view: SchemaView }) {
  const object = objectOf(view);
  return (
    <div className="schema">
      <p className="schema-type">
        <code>{typeLabel(view)}</code>
      </p>
      {view.description && (
        <div className="field-description">
          <Markup nodes={view.description} />
        </div>
      )}
      <Constraints view={view} />
      {object ? <FieldList properties={object.properties!} /> : <Variants view={view} />}
    </div>
  );
}

/** The fields of an object: name, type, Required/Optional, description, allowed values; nested objects in a closed `<details>`. */
export function FieldList({ properties }: { properties: SchemaProperty[] }) {
  return (
    <ul className="field-list">
      {properties.map(({ name, required, schema }) => {
        const nested = schema.circular ? undefined : objectOf(schema);
        return (
          <li key={name} className="field">
            <div className="field-head">
              <code className="field-name">{name}</code>
              <span className="field-type">{typeLabel(schema)}</span>
              <RequiredBadge required={required} />
            </div>
            {schema.description && (
              <div className="field-description">
                <Markup nodes={schema.description} />
              </div>
            )}
            <Constraints view={schema} />
            {schema.circular && <p className="field-note">Same shape as its enclosing {schema.name ?? 'object'}.</p>}
            {nested ? (
              <details className="accordion">
                <summary>
                  Properties of {name} ({nested.properties!.length})
                </summary>
                <FieldList properties={nested.properties!} />
              </details>
            ) : (
              <Variants view={schema} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Allowed values and the default, of a schema or of its items. */
export function Constraints({ view }: { view: SchemaView }) {
  const values = view.enum ?? view.items?.enum;
  return (
    <>
      {values && values.length > 0 && (
        <p className="field-values">
          {view.enum ? 'One of' : 'Each one of'}:{' '}
          {values.map((value, i) => (
            <span key={i}>
              {i > 0 && ', '}
              <code>{jsonText(value)}</code>
            </span>
          ))}
        </p>
      )}
      {view.default !== undefined && (
        <p className="field-values">
          Default: <code>{jsonText(view.default)}</code>
        </p>
      )}
    </>
  );
}

/** The alternatives of a `oneOf` / `anyOf`, each with its fields. */
function Variants({ view }: { view: SchemaView }) {
  if (!view.variants?.some(objectOf)) return null;
  return (
    <details className="accordion">
      <summary>
        {view.type === 'anyOf' ? 'Any of' : 'One of'} ({view.variants.length})
      </summary>
      {view.variants.map((variant, i) => (
        <SchemaBlock key={i} view={variant} />
      ))}
    </details>
  );
}
