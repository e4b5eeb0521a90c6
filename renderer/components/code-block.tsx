import type { Code } from '../../compiler/types.ts';
import { CopyButton } from './copy-button.tsx';
import { Tokens } from './html-markup.tsx';

/** A highlighted code block with a copy button; `title` labels it (e.g. 'Response'). */
export function CodeBlock({ code, title }: { code: Code; title?: string }) {
  return (
    <figure className="code-block">
      <figcaption className="code-block-header">
        <span>{title ?? languageNames.get(code.lang) ?? code.lang}</span>
        <CopyButton label={title ? title.toLowerCase() : 'code'} delegated />
      </figcaption>
      <pre tabIndex={0}>
        <code className={`hljs language-${code.lang}`}>
          <Tokens nodes={code.tokens} />
        </code>
      </pre>
    </figure>
  );
}

/** How a code block's language is named in its header; a Map, since the language is the writer's text (`constructor` is no language). */
const languageNames = new Map<string, string>(
  Object.entries({
    sh: 'Terminal',
    bash: 'Terminal',
    text: 'Output',
    sql: 'SQL',
    js: 'JavaScript',
    ts: 'TypeScript',
    json: 'JSON',
    toml: 'TOML',
    http: 'HTTP',
    dart: 'Dart',
    csharp: 'C#',
    kotlin: 'Kotlin',
    yaml: 'YAML',
    python: 'Python',
    swift: 'Swift',
    html: 'HTML',
    tsx: 'TSX',
    jsx: 'JSX',
  }),
);
