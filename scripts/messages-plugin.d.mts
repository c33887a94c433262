import type { Plugin } from 'vite';

export declare const CATALOG_FILE: RegExp;
export declare function compileCatalogs(): Plugin;
