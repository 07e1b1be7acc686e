import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software WebAuthn authenticator for the server tests: a P-256 key per credential, "none"
 * attestation, and assertions signed as a real authenticator signs them. It is a test client
 * (like a browser's virtual authenticator), not a stand-in for any of our code. Flags and counter
 * can be bent to produce the bad responses the server must refuse.
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly key: { privateKey: KeyObject; publicKey: KeyObject };
  counter = 0;

  constructor(
    readonly origin = 'http://localhost:3000',
    readonly rpId = 'localhost',
  ) {
    this.key = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  }

  get id() {
    return this.credentialId.toString('base64url');
  }

  private authData(flags: number, counter: number, attested?: Buffer, rpId = this.rpId) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([createHash('sha256').update(rpId).digest(), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private cosePublicKey(): Uint8Array {
    const jwk = this.key.publicKey.export({ format: 'jwk' }) as { x: string; y: string };
    const map = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y, 'base64url'))],
    ]);
    return isoCBOR.encode(map);
  }

  /** The browser's answer to registration options (`{ challenge }`). */
  register(options: { challenge: string }, bend: { origin?: string; rpId?: string; userVerified?: boolean } = {}) {
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, Buffer.from(this.cosePublicKey())]);
    // UP, UV (unless bent), BE + BS (a synced passkey), AT.
    const flags = 0x01 | (bend.userVerified === false ? 0 : 0x04) | 0x08 | 0x10 | 0x40;
    const authData = this.authData(flags, this.counter, attested, bend.rpId);
    const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', new Uint8Array(authData)]]) as never);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, bend.origin ?? this.origin).toString('base64url'),
        attestationObject: Buffer.from(attestationObject).toString('base64url'),
        transports: ['internal', 'hybrid'],
      },
    };
  }

  /** The browser's answer to authentication options; the counter goes up unless `counter` says otherwise. */
  assert(options: { challenge: string }, bend: { origin?: string; rpId?: string; userVerified?: boolean; counter?: number } = {}) {
    const counter = bend.counter ?? ++this.counter;
    const flags = 0x01 | (bend.userVerified === false ? 0 : 0x04) | 0x08 | 0x10;
    const authData = this.authData(flags, counter, undefined, bend.rpId);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, bend.origin ?? this.origin);
    const signature = sign('sha256', Buffer.concat([authData, createHash('sha256').update(clientDataJSON).digest()]), this.key.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authData.toString('base64url'),
        signature: signature.toString('base64url'),
        userHandle: null,
      },
    };
  }
}
