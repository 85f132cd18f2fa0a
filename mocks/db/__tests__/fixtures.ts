import { registerNft } from '@mocks/db/nfts';
import { emptyState } from '@mocks/db/state';
import type { DbState } from '@mocks/db/types';
import { addUser } from '@mocks/db/users';

export const at = (iso: string) => new Date(iso);

/**
 * A tiny world: borrower (1), two investors (2, 3) and one registered song valued 20,000,000 won
 * at 12 % a year (max loan 14,000,000), contract 101.
 */
export function smallWorld(now = at('2025-01-01T03:00:00Z')): DbState {
  const state = emptyState(now);
  const base = {
    birth: '1990-01-01',
    phoneNumber: '010-0000-0000',
    walletAddr: '0x0',
    createdAt: now.toISOString(),
    job: 'OTHER' as const,
  };
  addUser(state, {
    ...base,
    loginId: 'lender0',
    password: 'pw1!',
    name: '차용인',
    cash: 0,
    salt: 's1',
  });
  addUser(state, {
    ...base,
    loginId: 'lender1',
    password: 'pw1!',
    name: '투자일',
    cash: 50_000_000,
    salt: 's2',
  });
  addUser(state, {
    ...base,
    loginId: 'lender2',
    password: 'pw1!',
    name: '투자이',
    cash: 50_000_000,
    salt: 's3',
  });
  const image = {
    name: 'c.png',
    type: 'image/png',
    size: 1,
    dataUrl: 'data:image/png;base64,AA==',
  };
  const { copyright } = registerNft(
    state,
    1,
    {
      title: '테스트 곡',
      singers: ['가'],
      composers: ['나'],
      lyricists: ['다'],
      streamingUrls: ['https://a.example'],
      isRegistered: false,
    },
    { image, audio: null, registrationDoc: null },
    now,
    1200,
  );
  copyright.wonPrice = 20_000_000;
  return state;
}
