import { randomBytes, scrypt, timingSafeEqual, type BinaryLike, type ScryptOptions } from 'node:crypto';

// Stored format: `scrypt$<saltB64>$<hashB64>` (see notes/server-interface.md).
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
// Node's defaults (N=16384, r=8, p=1): ~50 ms per hash, enough for a development identity provider.
const SCRYPT_OPTIONS: ScryptOptions = { N: 16384, r: 8, p: 1 };

function deriveKey(plain: BinaryLike, salt: Buffer, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain, salt, keyLength, SCRYPT_OPTIONS, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(plain, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(plain: string, hash: string): Promise<boolean> {
  const [scheme, saltB64, keyB64, ...rest] = hash.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64 || rest.length > 0) return false;
  const expected = Buffer.from(keyB64, 'base64');
  if (expected.length === 0) return false;
  const actual = await deriveKey(plain, Buffer.from(saltB64, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}
