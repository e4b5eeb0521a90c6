import type { FunctionParam } from '../section.ts';
import { Markup } from '../../../../renderer/components/markup.tsx';
import { RequiredBadge } from '../../../../renderer/components/sections/required-badge.tsx';

/** A function's parameters: name, type, Required/Optional badge and description; an object's fields expand in a native `<details>`. */
export function ParamList({ params }: { params: FunctionParam[] }) {
  return (
    <ul className="flag-list param-list">
      {params.map((param, i) => (
        <li key={i} className="flag">
          <div className="flag-head">
            <code className="flag-name">{param.name}</code>
            <RequiredBadge required={param.required} />
            <code className="param-type">{param.type}</code>
          </div>
          <div className="flag-description">
            <Markup nodes={param.description} />
          </div>
          {param.params && param.params.length > 0 && (
            <details className="accordion param-fields">
              <summary>
                Properties of <code>{param.name}</code> ({param.params.length})
              </summary>
              <ParamList params={param.params} />
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}
