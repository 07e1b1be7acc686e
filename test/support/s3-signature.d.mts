import type { IncomingMessage, ServerResponse } from 'node:http';

export interface S3Refusal {
  status: number;
  code: string;
  message: string;
}
export declare function sigV4Refusal(
  request: IncomingMessage,
  keys: { accessKeyId: string; secretAccessKey: string },
): Promise<S3Refusal | null>;
export declare function sendS3Error(response: ServerResponse, refusal: S3Refusal): void;
