// The translation of the current query, redone whenever the query, the parser or the base URL changes.
import { useEffect, useRef, useState } from 'react';
import type { SqlToRestResult, TranslatorError, TranslatorErrorKind } from '../../translator/types.ts';
import type { Engine } from './use-engine.ts';

/** A successful translation: the request in each language, and its warnings. */
export type Translation = Omit<Extract<SqlToRestResult, { kind: 'ok' }>, 'kind'>;
/** One slot per error kind (SPEC §4): success clears them all, a failure fills only its own. */
export type ErrorSlots = Partial<Record<TranslatorErrorKind, TranslatorError>>;

/**
 * Translate `sql` with `engine` against the last valid base URL (`validBase`, else the last one that
 * was). Until the parser loads, the server's `initialResult` for `initialSql` stands.
 */
export function useTranslation(
  engine: Engine | undefined,
  sql: string,
  validBase: string | undefined,
  initial: { sql: string; result: SqlToRestResult; baseUrl: string },
) {
  const [translation, setTranslation] = useState<Translation | undefined>(
    initial.result.kind === 'ok' ? initial.result : undefined,
  );
  const [errors, setErrors] = useState<ErrorSlots>(
    initial.result.kind === 'error' ? { [initial.result.error.kind]: initial.result.error } : {},
  );
  const [translatedSql, setTranslatedSql] = useState(initial.sql);
  const lastValidBase = useRef(initial.baseUrl);
  if (validBase) lastValidBase.current = validBase;

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

  return { translation, errors, pending: !engine && sql !== translatedSql };
}
