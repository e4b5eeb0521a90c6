// The translator's query and output language in the page's address, so a translation can be shared.
import { useEffect, useState } from 'react';
import type { OutputLanguage } from './highlight-output.ts';

/** The output languages, in the order of their tabs. */
export const LANGUAGES: { id: OutputLanguage; label: string }[] = [
  { id: 'curl', label: 'cURL' },
  { id: 'http', label: 'HTTP' },
  { id: 'js', label: 'JavaScript' },
];

/**
 * The query and the output language, kept in the page's address: first what a shared link asks for
 * (`?sql=…&lang=…`), then in step with each change; the untouched first query leaves the address bare.
 */
export function useAddressState(initialSql: string) {
  const [sql, setSql] = useState(initialSql);
  const [language, setLanguage] = useState<OutputLanguage>('curl');

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const shared = params.get('sql');
    if (shared !== null) setSql(shared);
    const lang = params.get('lang');
    if (LANGUAGES.some((l) => l.id === lang)) setLanguage(lang as OutputLanguage);
  }, []);

  useEffect(() => {
    const url = new URL(location.href);
    const untouched = !url.search && sql === initialSql && language === 'curl';
    if (untouched || (url.searchParams.get('sql') === sql && url.searchParams.get('lang') === language)) return;
    url.searchParams.set('sql', sql);
    url.searchParams.set('lang', language);
    history.replaceState(history.state, '', url);
  }, [sql, language, initialSql]);

  return { sql, setSql, language, setLanguage };
}
