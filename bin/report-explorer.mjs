#!/usr/bin/env node
// The command installed with the project (package.json "bin"): runs the TypeScript of cli/ through tsx,
// the project's own TypeScript runner, so there is no build step between a clone and a first extraction.
import { register } from 'tsx/esm/api';

register();
await import('../cli/main.ts');
