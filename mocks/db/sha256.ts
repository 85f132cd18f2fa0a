import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Hashing for the demo backend, from @noble/hashes. Synchronous on purpose: the seed hashes its
 * demo passwords and values its songs while the page starts, and Web Crypto's digest is async.
 */
export const sha256Hex = (text: string) => bytesToHex(sha256(utf8ToBytes(text)));

/** Random hex for salts and tokens (the platform's crypto.getRandomValues). */
export const randomHex = (byteCount: number) => bytesToHex(randomBytes(byteCount));

export const hashPassword = (salt: string, password: string) => sha256Hex(`${salt}:${password}`);
