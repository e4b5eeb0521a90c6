#!/usr/bin/env node
import { runTs } from './run-ts.js';

await runTs('bin/sql-to-rest.ts');
