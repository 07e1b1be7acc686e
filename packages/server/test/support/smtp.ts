import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a free loopback port that keeps every message it receives, raw, in
 * `received`; `nextMessage()` resolves when the next one has arrived.
 */
export async function startSmtpCapture() {
  const received: string[] = [];
  let onMessage: (() => void) | undefined;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        onMessage?.();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    nextMessage: () => new Promise<void>((resolve) => (onMessage = resolve)),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
