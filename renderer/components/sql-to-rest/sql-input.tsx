import type { RefObject } from 'react';
import { EDITOR_HELP_ID, EDITOR_LABEL } from './use-engine.ts';

interface SqlInputProps {
  sql: string;
  onSql: (sql: string) => void;
  onFormat: () => void;
  /** Where the editor mounts; until it is ready a plain textarea takes typing. */
  editorHost: RefObject<HTMLDivElement | null>;
  editorReady: boolean;
  baseUrl: string;
  onBaseUrl: (url: string) => void;
  baseUrlValid: boolean;
}

/** The translator's input: the query (a textarea, then the editor) and the base URL. */
export function SqlInput({
  sql,
  onSql,
  onFormat,
  editorHost,
  editorReady,
  baseUrl,
  onBaseUrl,
  baseUrlValid,
}: SqlInputProps) {
  return (
    <div className="sql-to-rest-input">
      <label className="field-label" id="sql-editor-label" htmlFor="sql-editor-textarea">
        {EDITOR_LABEL}
      </label>
      <div className="sql-editor" ref={editorHost} hidden={!editorReady} />
      {!editorReady && (
        <textarea
          id="sql-editor-textarea"
          className="sql-editor sql-editor-fallback"
          value={sql}
          spellCheck={false}
          onChange={(event) => onSql(event.target.value)}
          onKeyDown={(event) => {
            if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
              event.preventDefault();
              onFormat();
            }
          }}
        />
      )}
      <p className="field-note">
        Press <kbd>Ctrl</kbd>+<kbd>S</kbd> (<kbd>⌘</kbd>+<kbd>S</kbd> on a Mac) to format the query.
      </p>
      <p id={EDITOR_HELP_ID} className="field-note">
        Press Escape, then Tab, to leave the editor.
      </p>
      <label className="field-label" htmlFor="base-url">
        Base URL
      </label>
      <input
        id="base-url"
        className="text-input"
        type="url"
        value={baseUrl}
        onChange={(event) => onBaseUrl(event.target.value)}
        aria-invalid={!baseUrlValid}
        aria-describedby="base-url-error"
        spellCheck={false}
      />
      <p id="base-url-error" className="field-error" role="status">
        {baseUrlValid ? '' : 'Invalid URL'}
      </p>
    </div>
  );
}
