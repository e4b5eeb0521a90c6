import type { Code, Document } from '../../../types.ts';
import type { CliCommandSection as Section } from '../section.ts';
import { CodeBlock } from '../../../../renderer/components/code-block.tsx';
import { Markup } from '../../../../renderer/components/markup.tsx';
import { SiteLink } from '../../../../renderer/components/site-href.tsx';
import { FlagList } from './flag-list.tsx';
import { AnchorLink, PartHeading, SectionHeading } from '../../../../renderer/components/sections/section-heading.tsx';
import { cliCommandParts } from './headings.ts';

/** One CLI command: description, its usage (positional arguments included), subcommands, flags (inherited and own), then examples. */
export function CliCommandSection({
  section,
  document,
  level,
}: {
  section: Section;
  document: Document;
  level: 1 | 2;
}) {
  const part = (name: string) => `${section.id}-${name}`;
  const parts = cliCommandParts(section);
  return (
    <>
      <SectionHeading section={section} route={document.route} level={level} />
      <div className="prose">
        {section.description.length ? <Markup nodes={section.description} /> : <p>{section.summary}</p>}
      </div>
      {parts.usage && (
        <>
          <PartHeading heading={parts.usage} level={level} />
          <CodeBlock code={section.usage!} />
        </>
      )}
      {parts.subcommands && (
        <>
          <PartHeading heading={parts.subcommands} level={level} />
          <ul className="subcommand-list">
            {section.subcommands.map((sub) => (
              <li key={sub.id}>
                <SiteLink href={`${document.route}${sub.id}/`}>{sub.title}</SiteLink>
                <span> — {sub.summary}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {parts.flags && (
        <>
          <PartHeading heading={parts.flags} level={level} />
          <FlagList flags={section.flags} idPrefix={part('flag')} route={document.route} />
        </>
      )}
      {parts.examples && (
        <>
          <PartHeading heading={parts.examples} level={level} />
          {section.examples.map((example) => (
            <div key={example.id} className="example" id={part(`example-${example.id}`)}>
              <div className="example-head">
                <p className="example-name">{example.name}</p>
                <AnchorLink
                  href={`#${part(`example-${example.id}`)}`}
                  label={`Link to this example: ${example.name}`}
                />
              </div>
              {example.description && (
                <div className="prose">
                  <Markup nodes={example.description} />
                </div>
              )}
              <CodeBlock code={example.code} />
              {example.response && <ExampleResponse response={example.response} />}
            </div>
          ))}
        </>
      )}
      {parts.links && (
        <>
          <PartHeading heading={parts.links} level={level} />
          <ul>
            {section.links.map((link) => (
              <li key={link.link}>
                <SiteLink href={link.link}>{link.name}</SiteLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** Past this many lines an example's response is collapsed, so the next example stays in reach. */
const LONG_RESPONSE_LINES = 12;

/** An example's response; a long one waits in a native `<details>` that says how long it is. */
function ExampleResponse({ response }: { response: Code }) {
  const lines = response.text.replace(/\n+$/, '').split('\n').length;
  if (lines <= LONG_RESPONSE_LINES) return <CodeBlock code={response} title="Response" />;
  return (
    <details className="accordion example-response">
      <summary>Show the whole response, {lines} lines</summary>
      <CodeBlock code={response} title="Response" />
    </details>
  );
}
