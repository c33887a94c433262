/** Files still holding a function over 80 lines of code (eslint-long-functions.js). */
export declare const LONG_FUNCTIONS: readonly string[];
