// Runs a JavaScript form with the real supabase-js query builder and records the request.
import { PostgrestClient } from '@supabase/postgrest-js';
import { sentRequest, type SentRequest } from './helpers.ts';

/** Evaluates a JS form against a client whose fetch records the request and answers 200 []. */
export async function runJs(code: string, baseUrl: string): Promise<SentRequest> {
  let sent: SentRequest | undefined;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers = Object.entries((init?.headers ?? {}) as Record<string, string>);
    sent = sentRequest(
      init?.method ?? 'GET',
      String(input),
      headers,
      typeof init?.body === 'string' ? init.body : undefined,
    );
    return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  const supabase = new PostgrestClient(baseUrl, { fetch });
  // The form is one statement using await, so it runs as the body of an async function.
  const run = new Function('supabase', `return (async () => {\n${code}\nreturn { data, error }\n})()`) as (
    client: unknown,
  ) => Promise<{ error: unknown }>;
  const { error } = await run(supabase);
  if (error !== null) throw new Error(`supabase-js reported an error: ${JSON.stringify(error)}`);
  if (!sent) throw new Error('no request was sent');
  return sent;
}
