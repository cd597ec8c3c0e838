import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt, memory-hard, from Node's own crypto (OpenSSL): no dependency, no native build, and it runs on libuv's
 * thread pool so a hash never blocks the event loop. Parameters are one of OWASP's equivalent scrypt settings
 * (N = 2^15, r = 8, p = 3): 32 MiB per hash rather than 128 MiB for N = 2^17, p = 1, so the four pool threads
 * hashing at once stay within 128 MiB on a small machine. Each hash names its parameters, so raising them later
 * re-hashes a password at its owner's next sign-in (`needsRehash`).
 */
const PARAMETERS = { ln: 15, r: 8, p: 3 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

interface ScryptParameters {
  ln: number;
  r: number;
  p: number;
}

const derive = (password: string, salt: Buffer, { ln, r, p }: ScryptParameters) =>
  new Promise<Buffer>((resolve, reject) => {
    const N = 2 ** ln;
    // OpenSSL refuses unless maxmem covers 128 · N · r bytes; leave headroom for its own bookkeeping.
    const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

const format = ({ ln, r, p }: ScryptParameters, salt: Buffer, key: Buffer) =>
  `scrypt$ln=${ln},r=${r},p=${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;

const parse = (stored: string) => {
  const match = /^scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!match) return null;
  const [, ln, r, p, salt, key] = match;
  return {
    parameters: { ln: Number(ln), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt ?? '', 'base64url'),
    key: Buffer.from(key ?? '', 'base64url'),
  };
};

/** The stored form of a new password (NFC-normalised, so the same characters typed on another device match). */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(SALT_LENGTH);
  return format(PARAMETERS, salt, await derive(password, salt, PARAMETERS));
};

/** True when `password` matches `stored`; a malformed stored value matches nothing. Constant-time comparison. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.parameters);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
};

/** Whether a stored hash uses other parameters than today's, so a correct sign-in should store a new one. */
export const needsRehash = (stored: string): boolean => {
  const parsed = parse(stored);
  if (!parsed) return true;
  const { ln, r, p } = parsed.parameters;
  return ln !== PARAMETERS.ln || r !== PARAMETERS.r || p !== PARAMETERS.p;
};

let decoy: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is no hash to check (unknown email, no password set), so how
 * long a refusal takes does not tell which emails have accounts.
 */
export const verifyAgainstDecoy = async (password: string): Promise<false> => {
  decoy ??= hashPassword('decoy password nobody has');
  await verifyPassword(password, await decoy);
  return false;
};
