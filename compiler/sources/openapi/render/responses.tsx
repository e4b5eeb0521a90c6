import type { MediaTypeView, OperationResponse, OperationSection } from '../section.ts';
import { CodeBlock } from '../../../../renderer/components/code-block.tsx';
import { Island } from '../../../../renderer/components/island.tsx';
import { Markup } from '../../../../renderer/components/markup.tsx';
import { PartHeading } from '../../../../renderer/components/sections/section-heading.tsx';
import { operationParts } from './headings.ts';
import { PanelSwitch, panelAttributes } from '../../../../renderer/components/panel-switch.tsx';
import { SchemaBlock } from './schema-fields.tsx';
import { idPart } from './type-label.ts';

/** Responses by status code; each body has Example and Schema tabs, the Example showing until the reader switches. */
export function Responses({ section, level }: { section: OperationSection; level: 1 | 2 }) {
  const heading = operationParts(section).responses;
  if (!heading) return null;
  return (
    <div className="responses">
      <PartHeading heading={heading} level={level} />
      {section.responses.map((response) => (
        <div key={response.status} className="response" id={`${section.id}-response-${idPart(response.status)}`}>
          <div className="response-head">
            <span className={`status status-${response.status[0]}`}>{response.status}</span>
            <div className="prose">
              <Markup nodes={response.description} />
            </div>
          </div>
          {response.content.map((media) => (
            <ResponseBody
              key={media.mediaType}
              media={media}
              prefix={`${section.id}-response-${idPart(response.status)}-${idPart(media.mediaType)}`}
              response={response}
              many={response.content.length > 1}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

function ResponseBody({
  media,
  prefix,
  response,
  many,
}: {
  media: MediaTypeView;
  prefix: string;
  response: OperationResponse;
  many: boolean;
}) {
  const panels = [
    ...(media.example ? [{ id: `${prefix}-example`, label: 'Example' }] : []),
    ...(media.schema ? [{ id: `${prefix}-schema`, label: 'Schema' }] : []),
  ];
  const label = `Response ${response.status}${many ? ` (${media.mediaType})` : ''}`;
  return (
    <div className="response-body">
      {many && <code className="media-type">{media.mediaType}</code>}
      {panels.length > 1 && (
        <Island
          name="PanelSwitch"
          component={PanelSwitch}
          props={{ kind: 'tabs', label, panels }}
          hydrate="interaction"
        />
      )}
      {media.example && (
        <div {...(panels.length > 1 ? panelAttributes(`${prefix}-example`, true) : { id: `${prefix}-example` })}>
          <CodeBlock code={media.example} title={media.mediaType.includes('json') ? 'JSON' : undefined} />
        </div>
      )}
      {media.schema && (
        <div
          {...(panels.length > 1 ? panelAttributes(`${prefix}-schema`, !media.example) : { id: `${prefix}-schema` })}
        >
          <SchemaBlock view={media.schema} />
        </div>
      )}
    </div>
  );
}
