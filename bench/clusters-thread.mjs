// worker_threads start plain JavaScript: this loads the TypeScript thread through tsx.
import { tsImport } from 'tsx/esm/api';

await tsImport('./clusters-thread.ts', import.meta.url);
