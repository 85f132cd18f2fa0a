import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * An Ethereum wallet address as Korean exchanges and wallets check it before value goes there:
 * `0x` and 40 hex digits; all lower or all upper case taken as typed; mixed case only when it is
 * the EIP-55 checksum of itself (the letters' case spells Keccak-256 of the address), which exists
 * to catch one mistyped character. Read by the sign-up form and by the demo backend alike.
 */

/** What a paste brings around or inside an address: spaces, line breaks, zero-width marks. */
const PASTED_SPACE = /[\s\u200b-\u200d\ufeff]/g;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The address's shape on the wire (the OpenAPI document's pattern for `walletAddr`). */
export const WALLET_ADDRESS_PATTERN = ADDRESS;

export type WalletProblem = 'empty' | 'format' | 'checksum';

export const walletMessages: Record<WalletProblem, string> = {
  empty: '지갑 주소를 입력해주세요.',
  format: '이더리움 지갑 주소는 0x 다음에 숫자와 영문 a~f로 된 40자리예요. 주소를 확인해주세요.',
  checksum:
    '주소의 글자 하나가 잘못 입력된 것 같아요. 지갑 앱에서 주소를 다시 복사해 붙여넣어 주세요.',
};

/** The address without what a paste brought: what is checked, sent and stored. */
export const cleanWalletAddress = (text: string) => text.replace(PASTED_SPACE, '');

/** EIP-55: each letter upper case where the address's hash has a nibble of 8 or more. */
export function checksumAddress(address: string): string {
  const lower = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i += 1) {
    out += parseInt(hash[i], 16) >= 8 ? lower[i].toUpperCase() : lower[i];
  }
  return out;
}

/** What is wrong with a typed address, or null when it may be used. */
export function walletProblem(text: string): WalletProblem | null {
  const address = cleanWalletAddress(text);
  if (address === '') return 'empty';
  if (!ADDRESS.test(address)) return 'format';
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return null;
  return checksumAddress(address) === address ? null : 'checksum';
}

/** The address shown back where it is confirmed: `0x12ab…89ef`; 12 characters or fewer whole. */
export function shortWalletAddress(text: string): string {
  const address = cleanWalletAddress(text);
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}
