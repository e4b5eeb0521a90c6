// Runs cURL forms in bash with a stand-in `curl` that records its arguments.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shellQuote } from '../../../renderer/translator/render/curl.ts';
import { sentRequest, type SentRequest } from './helpers.ts';

/** Runs curl commands in one bash process; returns each command's recorded argv. */
export function runCurlCommands(commands: string[]): string[][] {
  const dir = mkdtempSync(join(tmpdir(), 'sql-to-rest-curl-'));
  try {
    writeFileSync(join(dir, 'curl'), '#!/bin/bash\nprintf \'%s\\0\' "$@" > "$CURL_ARGS_FILE"\n');
    chmodSync(join(dir, 'curl'), 0o755);
    // History expansion on, as in an interactive shell: `!` must still stay literal.
    const lines = ['set -o histexpand', `export PATH=${shellQuote(dir)}:"$PATH"`];
    commands.forEach((command, index) =>
      lines.push(`export CURL_ARGS_FILE=${shellQuote(join(dir, `${index}.args`))}`, command),
    );
    writeFileSync(join(dir, 'run.sh'), `${lines.join('\n')}\n`);
    execFileSync('/bin/bash', ['--norc', '--noprofile', join(dir, 'run.sh')], {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir },
    });
    return commands.map((_, index) => {
      const file = join(dir, `${index}.args`);
      if (!existsSync(file)) throw new Error(`command ${index} did not reach curl: ${commands[index]}`);
      return readFileSync(file, 'utf8').split('\0').slice(0, -1);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Reads curl's arguments back into a request. */
export function curlRequest(args: string[]): SentRequest {
  let method = 'GET';
  let url = '';
  let body: string | undefined;
  const headers: [string, string][] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === '-X') method = args[++index];
    else if (arg === '-H') {
      const header = args[++index];
      const colon = header.indexOf(': ');
      headers.push([header.slice(0, colon), header.slice(colon + 2)]);
    } else if (arg === '--data-raw') body = args[++index];
    else if (arg.startsWith('-')) throw new Error(`unexpected curl option ${arg}`);
    else url = arg;
  }
  return sentRequest(method, url, headers, body);
}
