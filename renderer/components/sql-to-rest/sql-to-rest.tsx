import { useEffect, useRef, useState } from 'react';
import type { SqlToRestResult, TranslatorError, TranslatorErrorKind } from '../../translator/types.ts';
import type { SqlEditor } from '../../client/sql-to-rest/editor.ts';
import type { loadEngine } from '../../client/sql-to-rest/engine.ts';
import { Alert } from '../alert.tsx';
import { BaseUrlDialog, cleanBaseUrl } from './base-url-dialog.tsx';
import { faqs } from './faqs.ts';
import type { OutputLanguage } from './highlight-output.ts';
import { Output } from './output.tsx';
import { TranslatorErrors } from './translator-errors.tsx';

/** What the server renders the translator with: a first query already translated, and where the parser's WebAssembly is. */
export interface SqlToRestProps {
  initialSql: string;
  initialResult: SqlToRestResult;
  defaultBaseUrl: string;
  parserUrl: string;
  prUrl: string;
}

type Engine = Awaited<ReturnType<typeof loadEngine>>;
type Translation = Omit<Extract<SqlToRestResult, { kind: 'ok' }>, 'kind'>;
/** One slot per error kind (SPEC §4): success clears them all, a failure fills only its own. */
type ErrorSlots = Partial<Record<TranslatorErrorKind, TranslatorError>>;

export const LANGUAGES: { id: OutputLanguage; label: string }[] = [
  { id: 'curl', label: 'cURL' },
  { id: 'http', label: 'HTTP' },
  { id: 'js', label: 'JavaScript' },
];

const EDITOR_LABEL = 'Enter SQL to translate';
/** The editor keeps Tab for indenting; this note says how to leave it. */
const EDITOR_HELP_ID = 'sql-editor-help';

/** The SQL-to-REST translator: SQL in, the same PostgREST request out as cURL, raw HTTP or JavaScript. */
export function SqlToRest({ initialSql, initialResult, defaultBaseUrl, parserUrl, prUrl }: SqlToRestProps) {
  const [sql, setSql] = useState(initialSql);
  const [language, setLanguage] = useState<OutputLanguage>('curl');
  const [baseUrl, setBaseUrl] = useState(defaultBaseUrl);
  const [engine, setEngine] = useState<Engine>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [translation, setTranslation] = useState<Translation | undefined>(
    initialResult.kind === 'ok' ? initialResult : undefined,
  );
  const [errors, setErrors] = useState<ErrorSlots>(
    initialResult.kind === 'error' ? { [initialResult.error.kind]: initialResult.error } : {},
  );
  const [translatedSql, setTranslatedSql] = useState(initialSql);
  const [editorReady, setEditorReady] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const editorHost = useRef<HTMLDivElement>(null);
  const editor = useRef<SqlEditor>(undefined);
  const latest = useRef({ sql, engine });
  latest.current = { sql, engine };

  const validBase = cleanBaseUrl(baseUrl);
  const lastValidBase = useRef(defaultBaseUrl);
  if (validBase) lastValidBase.current = validBase;

  const format = () => {
    const result = latest.current.engine?.formatSql(latest.current.sql);
    if (result?.ok) setSql(result.sql);
  };

  // The query and language a shared link asks for.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const shared = params.get('sql');
    if (shared !== null) setSql(shared);
    const lang = params.get('lang');
    if (LANGUAGES.some((l) => l.id === lang)) setLanguage(lang as OutputLanguage);
  }, []);

  // The parser loads after the page is usable, and the editor after the parser: on a
  // slow network the editor's code would otherwise share the bandwidth the parser's
  // WebAssembly needs, and the plain textarea already takes typing.
  useEffect(() => {
    let cancelled = false;
    const loadEditor = () =>
      import('../../client/sql-to-rest/editor.ts').then(
        ({ createSqlEditor }) => {
          if (cancelled || !editorHost.current) return;
          editor.current = createSqlEditor(editorHost.current, {
            value: latest.current.sql,
            label: EDITOR_LABEL,
            describedBy: EDITOR_HELP_ID,
            onChange: setSql,
            onFormat: format,
          });
          setEditorReady(true);
        },
        () => {},
      );
    import('../../client/sql-to-rest/engine.ts')
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

  useEffect(() => {
    if (!engine) return;
    const result = engine.sqlToRest(sql, { baseUrl: lastValidBase.current });
    setTranslatedSql(sql);
    if (result.kind === 'error') {
      setErrors({ [result.error.kind]: result.error });
      // An earlier query's translation must not show beneath this query's error.
      setTranslation(undefined);
    } else {
      setErrors({});
      setTranslation(result.kind === 'ok' ? result : undefined);
    }
  }, [engine, sql, validBase]);

  // Keep the query and language in the address, so a translation can be shared.
  useEffect(() => {
    const url = new URL(location.href);
    const untouched = !url.search && sql === initialSql && language === 'curl';
    if (untouched || (url.searchParams.get('sql') === sql && url.searchParams.get('lang') === language)) return;
    url.searchParams.set('sql', sql);
    url.searchParams.set('lang', language);
    history.replaceState(history.state, '', url);
  }, [sql, language, initialSql]);

  const hasError = Object.keys(errors).length > 0;
  const pending = !engine && sql !== translatedSql;
  const context = { sql, request: translation?.request, language };

  return (
    <div className="sql-to-rest">
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
            onChange={(event) => setSql(event.target.value)}
            onKeyDown={(event) => {
              if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
                event.preventDefault();
                format();
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
          onChange={(event) => setBaseUrl(event.target.value)}
          aria-invalid={!validBase}
          aria-describedby="base-url-error"
          spellCheck={false}
        />
        <p id="base-url-error" className="field-error" role="status">
          {validBase ? '' : 'Invalid URL'}
        </p>
      </div>

      <div className="sql-to-rest-output">
        <TranslatorErrors errors={errors} prUrl={prUrl} />
        {loadFailed && (
          <Alert kind="danger" title="The SQL parser could not be loaded.">
            Reload the page to try again.
          </Alert>
        )}
        {translation?.warnings.map((warning) => (
          <Alert key={warning} kind="caution">
            {warning}
          </Alert>
        ))}
        <Output
          translation={pending ? undefined : translation}
          language={language}
          onLanguage={setLanguage}
          host={validBase ? new URL(validBase).host : undefined}
          dimmed={hasError || pending}
          curlDisabled={!validBase}
          onHostClick={() => setDialogOpen(true)}
          languages={LANGUAGES}
        />
        {pending && <p className="field-note">Loading...</p>}
      </div>

      <section className="sql-to-rest-notes" aria-labelledby="assumptions-title">
        <h2 id="assumptions-title">Assumptions</h2>
        <ol>
          <li>
            Every table in the query is exposed through the REST API: it is in an exposed schema, public by default.
          </li>
          <li>
            Joined tables have a foreign key between them; PostgREST uses it to embed one table in the other. A table
            joined to itself is joined through a column that points to its id.
          </li>
          <li>
            A subscript such as tags[1] reads a Postgres array whose positions start at 1; PostgREST reads it as JSON,
            counting from 0.
          </li>
          <li>
            Requests carry your project&apos;s API key. The output leaves it out: add the apikey and Authorization
            headers, or create the JavaScript client with your key.
          </li>
          <li>Row level security applies to the request as it would to the same SQL run by the same role.</li>
          <li>The JavaScript output uses a client named supabase, created with createClient.</li>
        </ol>
        <h2>FAQs</h2>
        <div className="faqs">
          {faqs
            .filter((faq) => faq.condition(context))
            .map((faq) => (
              <details key={faq.id} className="accordion faq" data-faq={faq.id}>
                <summary>{faq.question}</summary>
                <p>{faq.answer}</p>
              </details>
            ))}
        </div>
      </section>

      {dialogOpen && (
        <BaseUrlDialog
          value={validBase ?? baseUrl}
          onSave={(url) => (setBaseUrl(url), setDialogOpen(false))}
          onClose={() => setDialogOpen(false)}
        />
      )}
    </div>
  );
}
