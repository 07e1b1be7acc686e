/** The flags between `node` and `src/start.mjs` in apps/host's `start` script. */
export declare function productNodeArgs(): string[];
