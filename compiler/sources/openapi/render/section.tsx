import type { Document } from '../../../types.ts';
import type { OperationSection as Section } from '../section.ts';
import { CopyButton } from '../../../../renderer/components/copy-button.tsx';
import { Markup } from '../../../../renderer/components/markup.tsx';
import { ParameterLists } from './parameter-list.tsx';
import { RequestBody } from './request-body.tsx';
import { Responses } from './responses.tsx';
import { SectionHeading } from '../../../../renderer/components/sections/section-heading.tsx';

/** The colour of each method's badge; styles live in site.css under `.method-<tone>`. */
export const methodTones: Record<string, string> = {
  GET: 'blue',
  HEAD: 'blue',
  OPTIONS: 'grey',
  TRACE: 'grey',
  POST: 'green',
  PUT: 'amber',
  PATCH: 'amber',
  DELETE: 'red',
};

/** The tone of a method's badge; grey for any other (only the table's own keys count). */
function methodTone(method: string): string {
  return Object.hasOwn(methodTones, method) ? methodTones[method] : 'grey';
}

/**
 * An API operation: method badge and path (the full URL copyable), description, parameters by
 * location, the request body and the responses by status code.
 */
export function OperationSection({ section, document, level }: { section: Section; document: Document; level: 1 | 2 }) {
  return (
    <>
      <SectionHeading section={section} route={document.route} level={level} />
      <p className="operation-path">
        <span className={`method method-${methodTone(section.method)}`}>{section.method}</span>{' '}
        <code title={section.fullPath}>{section.path}</code>{' '}
        <CopyButton text={section.fullPath} label="full path" delegated />
        {section.deprecated && <span className="badge">Deprecated</span>}
      </p>
      <div className="prose">
        <Markup nodes={section.description} />
      </div>
      <ParameterLists section={section} level={level} />
      <RequestBody section={section} level={level} />
      <Responses section={section} level={level} />
    </>
  );
}
