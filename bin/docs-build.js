#!/usr/bin/env node
import { runBuilt } from './run-built.js';

await runBuilt('docs-build');
