import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type RequestListener } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Hash } from '@smithy/hash-node';
import { SignatureV4 } from '@smithy/signature-v4';

const require = createRequire(import.meta.url);

interface S3rverInstance {
  configureBuckets(): Promise<void>;
  callback(): RequestListener;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

// s3rver knows the access key ids of its (one) account, but checks only version-2 signatures; the
// SDK signs with version 4, so `sigV4Mismatch` below checks those before s3rver sees a request.
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

const signer = new SignatureV4({
  service: 's3',
  region: S3_TEST_REGION,
  credentials: { accessKeyId: S3_TEST_ACCESS_KEY, secretAccessKey: S3_TEST_SECRET },
  sha256: Hash.bind(null, 'sha256'),
  uriEscapePath: false,
});

/**
 * Why a request's AWS Signature Version 4 is not the one our key pair makes, or null when it is:
 * the request is signed again from its signed headers (the payload hash is the one the client
 * declared in `x-amz-content-sha256`, as S3 does) and the signatures compared.
 */
async function sigV4Mismatch(req: IncomingMessage): Promise<string | null> {
  const authorization = req.headers.authorization ?? '';
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/[^/]+\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(authorization);
  if (!match) return 'no version-4 Authorization header';
  const [, accessKeyId, signedHeaders, signature] = match;
  if (accessKeyId !== S3_TEST_ACCESS_KEY) return 'unknown access key';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const date = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!date) return 'no x-amz-date';
  const headers: Record<string, string> = {};
  for (const name of signedHeaders!.split(';')) headers[name] = String(req.headers[name] ?? '');
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  const signed = await signer.sign(
    { method: req.method ?? 'GET', protocol: 'http:', hostname: url.hostname, port: Number(url.port), path: decodeURIComponent(url.pathname), query, headers },
    { signingDate: new Date(`${date[1]}-${date[2]}-${date[3]}T${date[4]}:${date[5]}:${date[6]}Z`) },
  );
  const expected = /Signature=([0-9a-f]{64})/.exec(String(signed.headers.authorization))?.[1];
  return expected === signature ? null : 'signature does not match';
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
      res.writeHead(503, { 'Content-Type': 'application/xml' }).end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>ServiceUnavailable</Code><Message>Outage</Message></Error>',
      );
      return;
    }
    sigV4Mismatch(req).then(
      (mismatch) => {
        if (!mismatch) return handle(req, res);
        req.resume();
        res.writeHead(403, { 'Content-Type': 'application/xml' }).end(
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>SignatureDoesNotMatch</Code><Message>${mismatch}</Message></Error>`,
        );
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
