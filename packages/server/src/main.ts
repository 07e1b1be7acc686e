#!/usr/bin/env node
// Standalone entry: `node dist/main.js` (or tsx src/main.ts) serves the API alone.
import { ConfigError } from './config';
import { startServer } from './server';

startServer().catch((error: unknown) => {
  if (!(error instanceof ConfigError)) console.error(error);
  process.exit(1);
});
