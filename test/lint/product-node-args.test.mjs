// The product's Node flags are set in apps/host's start script; the systemd unit must run the same.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { productNodeArgs } from '../../scripts/product-node-args.mjs';

describe('the Node flags the product runs with', () => {
  it('cap the old space, and deploy/showfolio@.service starts the product with the same flags', () => {
    const args = productNodeArgs();
    assert.ok(args.some((arg) => /^--max-old-space-size=\d+$/.test(arg)), `no old-space cap in ${args.join(' ')}`);
    const unit = readFileSync(new URL('../../deploy/showfolio@.service', import.meta.url), 'utf8');
    const execStart = /^ExecStart=(.*)$/m.exec(unit)?.[1];
    assert.equal(execStart, ['/usr/bin/node', ...args, 'src/start.mjs'].join(' '));
  });
});
