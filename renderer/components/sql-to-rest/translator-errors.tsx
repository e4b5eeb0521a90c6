import type { TranslatorError as TranslatorErrorValue, TranslatorErrorKind } from '../../translator/types.ts';

const titles: Record<TranslatorErrorKind, string> = {
  parse: 'The SQL could not be parsed',
  unsupported: 'PostgREST cannot express this query',
  'not-implemented': 'Not translated yet',
  render: 'The request could not be written out',
};

/** The error slots that are set, each as its message and hint (SPEC §8). */
export function TranslatorErrors({
  errors,
  prUrl,
}: {
  errors: Partial<Record<TranslatorErrorKind, TranslatorErrorValue>>;
  prUrl: string;
}) {
  return (
    <div aria-live="polite">
      {(Object.keys(titles) as TranslatorErrorKind[]).map((kind) => {
        const error = errors[kind];
        return error ? <TranslatorError key={kind} error={error} prUrl={prUrl} /> : null;
      })}
    </div>
  );
}

/** One error: its title, message and hint; a not-implemented error links to 'Create a PR'. */
export function TranslatorError({ error, prUrl }: { error: TranslatorErrorValue; prUrl?: string }) {
  const { kind } = error;
  return (
    <div
      className={`alert ${kind === 'parse' || kind === 'render' ? 'alert-destructive' : 'alert-warning'} translator-error`}
      data-error-kind={kind}
      role="note"
    >
      <p className="alert-title">{titles[kind]}</p>
      <p className="error-message">{error.message}</p>
      {kind !== 'render' && error.hint && <p className="error-hint">{error.hint}</p>}
      {kind === 'not-implemented' && prUrl && (
        <p>
          <a href={prUrl}>Create a PR</a>
        </p>
      )}
    </div>
  );
}
