/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import {
  checksumAddress,
  cleanWalletAddress,
  shortWalletAddress,
  walletProblem,
} from '@/shared/lib/eth-address';

// EIP-55's own test addresses (eips.ethereum.org/EIPS/eip-55, "Test Cases").
const ALL_CAPS = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
];
const ALL_LOWER = [
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
];
const CHECKSUMMED = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

describe('an address the person may use', () => {
  it.each([...ALL_CAPS, ...ALL_LOWER, ...CHECKSUMMED])('%s is taken', (address) => {
    expect(walletProblem(address)).toBeNull();
  });

  it.each(CHECKSUMMED)('%s is its own EIP-55 checksum, from any case', (address) => {
    expect(checksumAddress(address)).toBe(address);
    expect(checksumAddress(address.toLowerCase())).toBe(address);
    expect(checksumAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(address);
  });

  it('is taken in lower or upper case even where its checksum would mix them', () => {
    expect(walletProblem(CHECKSUMMED[0].toLowerCase())).toBeNull();
    expect(walletProblem(`0x${CHECKSUMMED[0].slice(2).toUpperCase()}`)).toBeNull();
  });

  it('is read without the spaces, line breaks and zero-width marks a paste brings', () => {
    const pasted = ` \t${CHECKSUMMED[1]}\u200b\n`;
    expect(cleanWalletAddress(pasted)).toBe(CHECKSUMMED[1]);
    expect(walletProblem(pasted)).toBeNull();
  });
});

describe('an address refused', () => {
  it('nothing, or only spaces, is empty', () => {
    expect(walletProblem('')).toBe('empty');
    expect(walletProblem('  \n ')).toBe('empty');
  });

  it.each([
    ['a word', 'hello'],
    ['a Bitcoin address', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['no 0x', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['0X in capitals', '0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['39 hex digits', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe'],
    ['41 hex digits', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed0'],
    ['a letter past f', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg'],
    ['0x alone', '0x'],
  ])('%s is not an address', (_what, text) => {
    expect(walletProblem(text)).toBe('format');
  });

  it.each(CHECKSUMMED)('%s with one letter in the other case fails its checksum', (address) => {
    const at = 2 + address.slice(2).search(/[a-f]/i);
    const letter = address[at];
    const flipped = letter === letter.toUpperCase() ? letter.toLowerCase() : letter.toUpperCase();
    const typo = `${address.slice(0, at)}${flipped}${address.slice(at + 1)}`;
    expect(walletProblem(typo)).toBe('checksum');
  });

  it('one hex digit mistyped in a mixed-case address fails its checksum', () => {
    // 0x5aAeb605… with its 7th digit 6 → 7: still hex, still 40, no longer what the case spells.
    const typo = '0x5aAeb7053F3E94C9b9A09f33669435E7Ef1BeAed';
    expect(walletProblem(typo)).toBe('checksum');
  });
});

describe('shown back', () => {
  it('as its first six and last four characters', () => {
    expect(shortWalletAddress(CHECKSUMMED[0])).toBe('0x5aAe…eAed');
    expect(shortWalletAddress(` ${CHECKSUMMED[0]}\n`)).toBe('0x5aAe…eAed');
  });

  it('whole when it is too short to shorten (12 characters or fewer)', () => {
    expect(shortWalletAddress('0xabc')).toBe('0xabc');
    expect(shortWalletAddress('0x1234567890')).toBe('0x1234567890');
    expect(shortWalletAddress('0x12345678901')).toBe('0x1234…8901');
  });
});
