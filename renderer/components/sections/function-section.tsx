import type { FunctionSection as Section } from '../../../compiler/types.ts';
import { CodeBlock } from '../code-block.tsx';
import { Markup } from '../markup.tsx';
import { RequiredBadge } from './flag-list.tsx';
import { PartHeading, SectionHeading } from './section-heading.tsx';

/** A client-library function: description, notes, parameters and examples. */
export function FunctionSection({ section, level }: { section: Section; level: 1 | 2 }) {
  return (
    <>
      <SectionHeading id={section.id} level={level}>
        {section.title}
      </SectionHeading>
      <div className="prose">
        <Markup nodes={section.description} />
        <Markup nodes={section.notes} />
      </div>
      {section.params.length > 0 && (
        <>
          <PartHeading id={`${section.id}-parameters`} level={level}>
            Parameters
          </PartHeading>
          <ul className="flag-list">
            {section.params.map((param) => (
              <li key={param.name} className="flag">
                <div className="flag-head">
                  <code className="flag-name">{param.name}</code>
                  <RequiredBadge required={param.required} />
                  <span className="flag-default">{param.type}</span>
                </div>
                <div className="flag-description">
                  <Markup nodes={param.description} />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {section.examples.map((example) => (
        <div key={example.id} className="example">
          <p className="example-name">{example.name}</p>
          <CodeBlock code={example.code} />
          {example.response && <CodeBlock code={example.response} title="Response" />}
        </div>
      ))}
    </>
  );
}
