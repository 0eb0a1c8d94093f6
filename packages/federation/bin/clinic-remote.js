#!/usr/bin/env node
// In the repository the workspace runs its source through tsx; the published package has only its compiled code.
import { existsSync } from 'node:fs';

const source = new URL('../src/remote-cli.ts', import.meta.url);
if (existsSync(source)) await import('tsx/esm');
await import(existsSync(source) ? source.href : new URL('../dist/remote-cli.js', import.meta.url).href);
