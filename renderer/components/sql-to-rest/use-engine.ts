// The translator's parser and editor in the browser, loaded by the island after it hydrates (never
// on the server): the parser first, then the editor, which takes over from the plain textarea.
import { useEffect, useRef, useState } from 'react';
import type { SqlEditor } from './editor.ts';
import type { loadEngine } from './engine.ts';

/** The parser's functions once loaded. */
export type Engine = Awaited<ReturnType<typeof loadEngine>>;

/** The label and help note the editor is given, the same as the textarea's. */
export const EDITOR_LABEL = 'Enter SQL to translate';
/** The editor keeps Tab for indenting; this note says how to leave it. */
export const EDITOR_HELP_ID = 'sql-editor-help';

/**
 * Load the parser from `parserUrl`, then mount the editor in `editorHost`, kept in step with `sql`.
 * `format` formats the query in place once the parser is there (Ctrl/Cmd+S).
 */
export function useEngine(parserUrl: string, sql: string, setSql: (sql: string) => void) {
  const [engine, setEngine] = useState<Engine>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [editorReady, setEditorReady] = useState(false);
  const editorHost = useRef<HTMLDivElement>(null);
  const editor = useRef<SqlEditor>(undefined);
  // What the editor's callbacks read when they run, not when they were made.
  const latest = useRef({ sql, engine, setSql });
  latest.current = { sql, engine, setSql };

  const format = () => {
    const result = latest.current.engine?.formatSql(latest.current.sql);
    if (result?.ok) latest.current.setSql(result.sql);
  };

  // The parser loads after the page is usable, and the editor after the parser: on a
  // slow network the editor's code would otherwise share the bandwidth the parser's
  // WebAssembly needs, and the plain textarea already takes typing.
  useEffect(() => {
    let cancelled = false;
    const loadEditor = () =>
      import('./editor.ts').then(
        ({ createSqlEditor }) => {
          if (cancelled || !editorHost.current) return;
          editor.current = createSqlEditor(editorHost.current, {
            value: latest.current.sql,
            label: EDITOR_LABEL,
            describedBy: EDITOR_HELP_ID,
            onChange: (text) => latest.current.setSql(text),
            onFormat: format,
          });
          setEditorReady(true);
        },
        () => {},
      );
    import('./engine.ts')
      .then((m) => m.loadEngine(parserUrl))
      .then(setEngine, () => setLoadFailed(true))
      .finally(loadEditor);
    return () => {
      cancelled = true;
      editor.current?.destroy();
    };
    // format reads refs only; loading happens once.
  }, [parserUrl]);

  useEffect(() => editor.current?.setValue(sql), [sql]);

  return { engine, loadFailed, editorReady, editorHost, format };
}
