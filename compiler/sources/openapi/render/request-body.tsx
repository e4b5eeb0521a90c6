import type { MediaTypeView, OperationSection } from '../section.ts';
import { CodeBlock } from '../../../../renderer/components/code-block.tsx';
import { Island } from '../../../../renderer/components/island.tsx';
import { Markup } from '../../../../renderer/components/markup.tsx';
import { RequiredBadge } from '../../../../renderer/components/sections/required-badge.tsx';
import { PartHeading } from '../../../../renderer/components/sections/section-heading.tsx';
import { operationParts } from './headings.ts';
import { PanelSwitch, panelAttributes } from '../../../../renderer/components/panel-switch.tsx';
import { FieldList, SchemaBlock } from './schema-fields.tsx';
import { idPart } from './type-label.ts';

/**
 * The request body. `full`: one panel per media type behind a content-type selector (the first shows
 * until the reader picks another). `simple`: the one media type and its top-level fields.
 */
export function RequestBody({ section, level }: { section: OperationSection; level: 1 | 2 }) {
  const body = section.requestBody;
  const heading = operationParts(section).body;
  if (!body || !heading) return null;
  const panelId = (media: MediaTypeView) => `${section.id}-body-${idPart(media.mediaType)}`;
  const switchable = section.display === 'full' && body.content.length > 1;
  return (
    <div className="request-body">
      <PartHeading heading={heading} level={level} />
      <div className="body-head">
        <RequiredBadge required={body.required} />
        {switchable ? (
          <Island
            name="PanelSwitch"
            component={PanelSwitch}
            props={{
              kind: 'select',
              label: 'Content type',
              panels: body.content.map((m) => ({ id: panelId(m), label: m.mediaType })),
            }}
            hydrate="interaction"
          />
        ) : (
          body.content[0] && <code className="media-type">{body.content[0].mediaType}</code>
        )}
      </div>
      {body.description.length > 0 && (
        <div className="prose">
          <Markup nodes={body.description} />
        </div>
      )}
      {body.content.map((media, i) => (
        <div
          key={media.mediaType}
          className="media-panel"
          {...(switchable ? panelAttributes(panelId(media), i === 0, 'select') : { id: panelId(media) })}
        >
          {media.schema &&
            (section.display === 'full' ? <SchemaBlock view={media.schema} /> : <FlatBody media={media} />)}
          {media.example && (
            <details className="accordion">
              <summary>Example</summary>
              <CodeBlock code={media.example} title="Request body" />
            </details>
          )}
        </div>
      ))}
    </div>
  );
}

/** A simple body: its type and its top-level fields, nothing to expand. */
function FlatBody({ media }: { media: MediaTypeView }) {
  const view = media.schema!;
  const fields = view.properties ?? view.items?.properties;
  return fields ? <FieldList properties={fields} /> : <SchemaBlock view={view} />;
}
