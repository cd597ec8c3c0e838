import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Authenticated encryption of personal secrets at rest (customers' bank details, issue 9): AES-256-GCM in the
 * application, never pgcrypto (the database and its backups never see the key). The key is derived from
 * `APP_SECRET` with HKDF for one purpose; each sealed value names its key by a short id, so a new secret can
 * take over while values sealed under the previous one still open (pass it second).
 *
 * Format: `<keyId>.<iv>.<tag>.<ciphertext>`, each part base64url. The purpose is bound as associated data, so
 * a value sealed for one purpose cannot be opened as another.
 */
export interface SecretBox {
  seal: (plaintext: string) => string;
  /** Throws when the value was tampered with or its key is unknown. */
  open: (sealed: string) => string;
  /** The id of the key new values are sealed with. */
  currentKeyId: string;
}

interface Key {
  id: string;
  bytes: Buffer;
}

const deriveKey = (secret: string, purpose: string): Key => {
  const bytes = Buffer.from(hkdfSync('sha256', secret, 'brokerage-secret-box', purpose, 32));
  return { id: createHash('sha256').update(bytes).digest('base64url').slice(0, 8), bytes };
};

export const createSecretBox = (purpose: string, secrets: readonly [string, ...string[]]): SecretBox => {
  const keys = secrets.map((secret) => deriveKey(secret, purpose));
  const [current] = keys as [Key, ...Key[]];
  const associatedData = Buffer.from(purpose);
  return {
    currentKeyId: current.id,
    seal: (plaintext) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current.bytes, iv);
      cipher.setAAD(associatedData);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [current.id, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open: (sealed) => {
      const [keyId, iv, tag, ciphertext, ...rest] = sealed.split('.');
      if (!keyId || !iv || !tag || ciphertext === undefined || rest.length > 0) {
        throw new Error('Sealed value is malformed.');
      }
      const key = keys.find((candidate) => candidate.id === keyId);
      if (!key) throw new Error(`No key ${keyId} to open this sealed value.`);
      const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(iv, 'base64url'));
      decipher.setAAD(associatedData);
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
};
