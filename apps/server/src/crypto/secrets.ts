import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (OAuth refresh tokens): AES-256-GCM with a random 96-bit nonce per value.
 * A sealed value reads `v1.{nonce}.{tag}.{ciphertext}` in base64url, so a later key or
 * algorithm can be told apart by its prefix.
 */
export interface SecretBox {
  seal(plaintext: string): string;
  /** Throws when the value was altered or sealed with another key. */
  open(sealed: string): string;
  /** The same, as separate base64 columns (the oauth_tokens table). */
  sealParts(plaintext: string): SealedParts;
  openParts(parts: SealedParts): string;
}

export interface SealedParts {
  ciphertext: string;
  iv: string;
  tag: string;
}

const KEY_BYTES = 32;

/** The key comes from AppDeps.secretsKey (SECRETS_KEY, or the key generated into DATA_DIR). */
export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error('AES-256-GCM needs a 32-byte key');
  const sealParts = (plaintext: string): SealedParts => {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, nonce);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return {
      ciphertext: body.toString('base64url'),
      iv: nonce.toString('base64url'),
      tag: cipher.getAuthTag().toString('base64url'),
    };
  };
  const openParts = ({ ciphertext, iv, tag }: SealedParts): string => {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  };
  return {
    sealParts,
    openParts,
    seal(plaintext) {
      const { ciphertext, iv, tag } = sealParts(plaintext);
      return ['v1', iv, tag, ciphertext].join('.');
    },
    open(sealed) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== 'v1' || iv === undefined || tag === undefined || ciphertext === undefined) {
        throw new Error('not a sealed secret');
      }
      return openParts({ ciphertext, iv, tag });
    },
  };
}
