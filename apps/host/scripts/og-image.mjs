#!/usr/bin/env node
// Makes public/og-image.png (the app pages' og:image, 1200×630) from assets/og-image.svg with
// sharp. The PNG is committed: the build copies it and needs no fonts or image tools. Run again
// after editing the SVG:  node apps/host/scripts/og-image.mjs
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const hostDir = fileURLToPath(new URL('..', import.meta.url));
// sharp is the server package's dependency (it processes uploaded pictures).
const sharp = createRequire(new URL('../../../packages/server/package.json', import.meta.url))('sharp');
const info = await sharp(`${hostDir}assets/og-image.svg`)
  .png({ compressionLevel: 9, palette: true })
  .toFile(`${hostDir}public/og-image.png`);
console.log(`public/og-image.png: ${info.width}×${info.height}, ${info.size} bytes`);
