import type { Document } from '../../../types.ts';
import type { FunctionSection as Section } from '../section.ts';
import { Island } from '../../../../renderer/components/island.tsx';
import { PanelSwitch } from '../../../../renderer/components/panel-switch.tsx';
import { Markup } from '../../../../renderer/components/markup.tsx';
import { ExamplePanel } from './example-panel.tsx';
import { ParamList } from './param-list.tsx';
import { PartHeading, SectionHeading } from '../../../../renderer/components/sections/section-heading.tsx';
import { functionParts } from './headings.ts';

/** A client-library function: description, notes, parameters, and its examples as tabs. */
export function FunctionSection({ section, document, level }: { section: Section; document: Document; level: 1 | 2 }) {
  const parts = functionParts(section);
  return (
    <>
      <SectionHeading section={section} route={document.route} level={level} />
      <div className="prose">
        <Markup nodes={section.description} />
      </div>
      {section.notes.length > 0 && (
        <div className="prose fn-notes">
          <Markup nodes={section.notes} />
        </div>
      )}
      {parts.parameters && (
        <>
          <PartHeading heading={parts.parameters} level={level} />
          <ParamList params={section.params} />
        </>
      )}
      {parts.examples && (
        <>
          <PartHeading heading={parts.examples} level={level} />
          <Examples section={section} />
        </>
      )}
    </>
  );
}

/**
 * Several examples are tabs: the tab list is a small island, the panels are plain server HTML.
 * Without scripts the tab list is hidden and every example shows under its own name.
 */
function Examples({ section }: { section: Section }) {
  const tabbed = section.examples.length > 1;
  const panelId = (exampleId: string) => `${section.id}-example-${exampleId}`;
  const panels = section.examples.map((example) => ({ id: panelId(example.id), label: example.name }));
  return (
    <div className={tabbed ? 'fn-examples fn-tabbed' : 'fn-examples'}>
      {tabbed && (
        <Island
          name="PanelSwitch"
          component={PanelSwitch}
          props={{ kind: 'tabs', label: `Examples of ${section.title}`, panels }}
          hydrate="interaction"
        />
      )}
      {section.examples.map((example, i) => (
        <ExamplePanel key={example.id} example={example} id={panelId(example.id)} tabbed={tabbed} active={i === 0} />
      ))}
    </div>
  );
}
