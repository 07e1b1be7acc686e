// s3rver (3.7) stores and serves objects like S3 but verifies only version-2 signatures, and the
// AWS SDK signs with version 4. The suites that run s3rver (the server's S3 tests and the
// scale-out suite) put this check in front of it so a wrong key or secret is refused as S3 would
// refuse it: the request is signed again with AWS's own signer from the headers the client says
// it signed (trusting the payload hash declared in `x-amz-content-sha256`, as S3 does) and the
// two signatures compared.
import { Hash } from '@smithy/hash-node';
import { SignatureV4 } from '@smithy/signature-v4';

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;
const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

/**
 * Why `request` (a node:http IncomingMessage) is not signed by `keys`, as an S3 error
 * `{ status, code, message }`, or null when its version-4 signature is right.
 * @param {import('node:http').IncomingMessage} request
 * @param {{ accessKeyId: string; secretAccessKey: string }} keys
 */
export async function sigV4Refusal(request, keys) {
  const match = AUTHORIZATION.exec(request.headers.authorization ?? '');
  if (!match) return { status: 400, code: 'AuthorizationHeaderMalformed', message: 'Only SigV4 is accepted' };
  const [, accessKeyId, region, signedHeaders, signature] = match;
  if (accessKeyId !== keys.accessKeyId) {
    return { status: 403, code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist in our records.' };
  }
  const date = AMZ_DATE.exec(String(request.headers['x-amz-date'] ?? ''));
  if (!date) return { status: 403, code: 'AccessDenied', message: 'x-amz-date is missing or malformed' };
  const headers = {};
  for (const name of signedHeaders.split(';')) headers[name] = String(request.headers[name] ?? '');
  const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
  const query = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0] : values;
  }
  const signer = new SignatureV4({
    credentials: keys,
    region,
    service: 's3',
    sha256: Hash.bind(null, 'sha256'),
    uriEscapePath: false,
    applyChecksum: false,
  });
  const signed = await signer.sign(
    {
      method: request.method ?? 'GET',
      protocol: 'http:',
      hostname: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      path: decodeURIComponent(url.pathname),
      query,
      headers,
    },
    { signingDate: new Date(Date.UTC(+date[1], +date[2] - 1, +date[3], +date[4], +date[5], +date[6])) },
  );
  const expected = /Signature=([0-9a-f]{64})/.exec(String(signed.headers.authorization))?.[1];
  return expected === signature
    ? null
    : {
        status: 403,
        code: 'SignatureDoesNotMatch',
        message: 'The request signature we calculated does not match the signature you provided.',
      };
}

/**
 * Answers `response` with the S3 error `refusal` (XML, as S3 does).
 * @param {import('node:http').ServerResponse} response
 * @param {{ status: number; code: string; message: string }} refusal
 */
export function sendS3Error(response, { status, code, message }) {
  response
    .writeHead(status, { 'Content-Type': 'application/xml' })
    .end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}
