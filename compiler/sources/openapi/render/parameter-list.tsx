import type { OperationSection } from '../section.ts';
import { Markup } from '../../../../renderer/components/markup.tsx';
import { RequiredBadge } from '../../../../renderer/components/sections/required-badge.tsx';
import { PartHeading } from '../../../../renderer/components/sections/section-heading.tsx';
import { operationParts } from './headings.ts';
import { Constraints } from './schema-fields.tsx';
import { typeLabel } from './type-label.ts';

/** An operation's parameters, one list per location: name, type, Required/Optional badge, description, allowed values. */
export function ParameterLists({ section, level }: { section: OperationSection; level: 1 | 2 }) {
  const headings = operationParts(section).parameters;
  return (
    <>
      {section.parameters.map((group, i) => (
        <div key={group.in} className="parameters">
          <PartHeading heading={headings[i].heading} level={level} />
          <ul className="field-list">
            {group.parameters.map((parameter) => (
              <li key={parameter.name} className="field">
                <div className="field-head">
                  <code className="field-name">{parameter.name}</code>
                  <span className="field-type">{typeLabel(parameter.schema)}</span>
                  <RequiredBadge required={parameter.required} />
                  {parameter.deprecated && <span className="badge">Deprecated</span>}
                </div>
                {parameter.description.length > 0 && (
                  <div className="field-description">
                    <Markup nodes={parameter.description} />
                  </div>
                )}
                <Constraints view={parameter.schema} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
