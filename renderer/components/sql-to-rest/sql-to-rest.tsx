import { useState } from 'react';
import type { SqlToRestResult } from '../../translator/types.ts';
import { Alert } from '../alert.tsx';
import { BaseUrlDialog, cleanBaseUrl } from './base-url-dialog.tsx';
import { Notes } from './notes.tsx';
import { Output } from './output.tsx';
import { SqlInput } from './sql-input.tsx';
import { TranslatorErrors } from './translator-errors.tsx';
import { LANGUAGES, useAddressState } from './use-address.ts';
import { useEngine } from './use-engine.ts';
import { useTranslation } from './use-translation.ts';

/** What the server renders the translator with: a first query already translated, and where the parser's WebAssembly is. */
export interface SqlToRestProps {
  initialSql: string;
  initialResult: SqlToRestResult;
  defaultBaseUrl: string;
  parserUrl: string;
  prUrl: string;
}

/** The SQL-to-REST translator: SQL in, the same PostgREST request out as cURL, raw HTTP or JavaScript. */
export function SqlToRest({ initialSql, initialResult, defaultBaseUrl, parserUrl, prUrl }: SqlToRestProps) {
  const { sql, setSql, language, setLanguage } = useAddressState(initialSql);
  const [baseUrl, setBaseUrl] = useState(defaultBaseUrl);
  const [dialogOpen, setDialogOpen] = useState(false);
  const validBase = cleanBaseUrl(baseUrl);

  const { engine, loadFailed, editorReady, editorHost, format } = useEngine(parserUrl, sql, setSql);
  const initial = { sql: initialSql, result: initialResult, baseUrl: defaultBaseUrl };
  const { translation, errors, pending } = useTranslation(engine, sql, validBase, initial);
  const hasError = Object.keys(errors).length > 0;

  return (
    <div className="sql-to-rest">
      <SqlInput
        sql={sql}
        onSql={setSql}
        onFormat={format}
        editorHost={editorHost}
        editorReady={editorReady}
        baseUrl={baseUrl}
        onBaseUrl={setBaseUrl}
        baseUrlValid={Boolean(validBase)}
      />

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

      <Notes context={{ sql, request: translation?.request, language }} />

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
