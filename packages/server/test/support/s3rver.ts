import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type RequestListener } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { sendS3Error, sigV4Refusal } from '../../../../test/support/s3-signature.mjs';

const require = createRequire(import.meta.url);

interface S3rverInstance {
  configureBuckets(): Promise<void>;
  callback(): RequestListener;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

// s3rver knows the access key ids of its (one) account, but checks only version-2 signatures; the
// SDK signs with version 4, so the suites' SigV4 check (test/support/s3-signature.mjs) runs first.
const S3rver = require('s3rver') as S3rverClass;
const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account') as {
  DUMMY_ACCOUNT: { createKeyPair(id: string, secret: string): void };
};

export const S3_TEST_ACCESS_KEY = 'showfolio-test-key';
export const S3_TEST_SECRET = 'showfolio-test-secret-0123456789';
export const S3_TEST_BUCKET = 'showfolio-media';
export const S3_TEST_REGION = 'eu-west-1';
DUMMY_ACCOUNT.createKeyPair(S3_TEST_ACCESS_KEY, S3_TEST_SECRET);

export interface TestBucket {
  endpoint: string;
  /** S3_* variables for `startTestServer({ env })`; `secret` overrides the secret key (to see a wrong one refused). */
  env(options?: { secret?: string; publicUrl?: string }): Record<string, string>;
  /** Every object key in the bucket, e.g. `media/abc.webp`. */
  keys(): Promise<string[]>;
  /** An S3 client with the right credentials, for reading objects back. */
  client: S3Client;
  /** While on, the bucket answers every request 503 (an S3 outage). */
  outage(on: boolean): void;
  close(): Promise<void>;
}

/** A real S3 implementation (s3rver) on a free local port with one empty bucket, checking signatures. */
export async function startTestBucket(): Promise<TestBucket> {
  const directory = await mkdtemp(join(tmpdir(), 'showfolio-s3rver-'));
  const s3rver = new S3rver({ silent: true, directory, configureBuckets: [{ name: S3_TEST_BUCKET }] });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  let down = false;
  const server = createServer((req, res) => {
    if (down) {
      req.resume();
      sendS3Error(res, { status: 503, code: 'ServiceUnavailable', message: 'Outage' });
      return;
    }
    sigV4Refusal(req, { accessKeyId: S3_TEST_ACCESS_KEY, secretAccessKey: S3_TEST_SECRET }).then(
      (refusal) => {
        if (!refusal) return handle(req, res);
        req.resume();
        sendS3Error(res, refusal);
      },
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: S3_TEST_REGION,
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: S3_TEST_ACCESS_KEY, secretAccessKey: S3_TEST_SECRET },
  });
  return {
    endpoint,
    client,
    env: (options = {}) => ({
      S3_BUCKET: S3_TEST_BUCKET,
      S3_REGION: S3_TEST_REGION,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: S3_TEST_ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: options.secret ?? S3_TEST_SECRET,
      S3_PUBLIC_URL: options.publicUrl ?? 'https://cdn.example.com',
    }),
    outage(on) {
      down = on;
    },
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: S3_TEST_BUCKET, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys;
    },
    async close() {
      client.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(directory, { recursive: true, force: true });
    },
  };
}
