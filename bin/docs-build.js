#!/usr/bin/env node
// Runs the TypeScript front end through tsx, so no separate compile step is needed.
import { register } from 'tsx/esm/api';
register();
await import('./docs-build.ts');
