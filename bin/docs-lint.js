#!/usr/bin/env node
// Runs the TypeScript front end through tsx, so no separate compile step is needed.
// The project's tsconfig is named explicitly: the command may run from any folder.
import { register } from 'tsx/esm/api';
import { fileURLToPath } from 'node:url';
register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
await import('./docs-lint.ts');
