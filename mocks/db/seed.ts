import { coverArtDataUrl, registrationDocDataUrl } from './cover-art';
import { addDays, addMonthsClamped, dayNumber, todayKst } from '@/shared/lib/dates';
import { copyrightOf, invest, submitAgreement } from './lending';
import { investorRoundOf, lateFeeOf, maxLoanAmountOf } from '@/shared/lending/money';
import { registerNft } from './nfts';
import { largeWorldCash, largeWorldSongs, type WorldName } from './large-world';
import { emptyState } from './state';
import { SONGS, USERS } from './seed-data';
import type { ContractRow, DbState, UserRow } from './types';
import { rowsWhere } from './row-index';
import { addUser, userById } from './users';

/** Password of every seed account (documented in docs/api.md). */
export const DEMO_PASSWORD = 'demo1234!';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const roundDown = (amount: number, unit: number) => Math.floor(amount / unit) * unit;

function seedUsers(state: DbState, createdAt: string): Map<string, UserRow> {
  const byLoginId = new Map<string, UserRow>();
  USERS.forEach((user, i) => {
    const row = addUser(state, {
      ...user,
      password: DEMO_PASSWORD,
      phoneNumber: `010-${String(1000 + i * 1111).slice(0, 4)}-${String(5678 + i).padStart(4, '0')}`,
      walletAddr: `0x${String(i + 1).repeat(40)}`,
      createdAt,
      // Fixed salts keep the seed deterministic; the hash is still salted SHA-256.
      salt: `seed-${user.loginId}`,
    });
    byLoginId.set(user.loginId, row);
  });
  return byLoginId;
}

/** Invests `permille` of the loan for each lender, the last lender filling the rest when 1000 ‰ in all. */
function fund(
  state: DbState,
  contract: ContractRow,
  lenders: [string, number][],
  users: Map<string, UserRow>,
  at: Date,
) {
  const loanAmount = contract.terms!.loanAmount;
  const total = lenders.reduce((sum, [, permille]) => sum + permille, 0);
  let invested = 0;
  lenders.forEach(([loginId, permille], i) => {
    const isLastOfFull = total === 1000 && i === lenders.length - 1;
    const amount = isLastOfFull
      ? loanAmount - invested
      : roundDown((loanAmount * permille) / 1000, 10_000);
    invested += amount;
    invest(
      state,
      contract.contractId,
      users.get(loginId)!.userId,
      amount,
      new Date(at.getTime() + i * HOUR_MS),
    );
  });
}

const scheduleOf = (state: DbState, contract: ContractRow, round: number) =>
  rowsWhere(state.schedules, 'contractId', contract.contractId).find((row) => row.round === round)!;

/** Marks a round repaid: the borrower pays, each lender receives their share. */
function repay(
  state: DbState,
  contract: ContractRow,
  round: number,
  paidAt: string,
  lateFee: number,
) {
  const schedule = scheduleOf(state, contract, round);
  schedule.paidAt = paidAt;
  schedule.paidLateFee = lateFee;
  const { loanAmount, repaymentCount } = contract.terms!;
  const { rateBps } = copyrightOf(state, contract);
  const borrower = userById(state, contract.borrowerId);
  borrower.cash -= schedule.amount + lateFee;
  for (const row of rowsWhere(state.investments, 'contractId', contract.contractId)) {
    const lender = userById(state, row.userId);
    const part = investorRoundOf(
      { lateFee },
      row.amount,
      loanAmount,
      rateBps,
      round,
      repaymentCount,
    );
    lender.cash += part.amount + part.lateFee;
  }
}

/** Noon in Korea on a calendar date, as an instant. */
const kstNoon = (date: string) => new Date(dayNumber(date) * DAY_MS + 3 * HOUR_MS);

/** The demo's world as of `now`; a larger one (large-world.ts) adds its songs after the demo's. */
export function seedWorld(now: Date, world: WorldName = 'demo'): DbState {
  const state = emptyState(now);
  const users = seedUsers(state, new Date(now.getTime() - 120 * DAY_MS).toISOString());
  const today = todayKst(now);
  const songs = world === 'demo' ? SONGS : [...SONGS, ...largeWorldSongs(world)];
  if (world !== 'demo') {
    for (const loginId of ['borrower1', 'investor1', 'investor3'])
      users.get(loginId)!.cash += largeWorldCash(world);
  }

  songs.forEach((song, i) => {
    const owner = users.get(song.owner)!;
    const artist = song.singers.join(', ');
    // A large world's songs all came a day before today (never in the future).
    const registeredAt = new Date(now.getTime() - Math.max(1, 150 - i) * DAY_MS);
    const { contract } = registerNft(
      state,
      owner.userId,
      {
        title: song.title,
        singers: song.singers,
        composers: song.composers,
        lyricists: song.lyricists,
        streamingUrls: Array.from(
          { length: song.links },
          (_, k) => `https://music.example.com/track/${i + 1}${k}`,
        ),
        isRegistered: song.isRegistered,
      },
      {
        image: {
          name: `cover-${i + 1}.svg`,
          type: 'image/svg+xml',
          size: 0,
          dataUrl: song.coverUrl ?? coverArtDataUrl(song.title, artist, i),
        },
        audio: { name: `track-${i + 1}.mp3`, type: 'audio/mpeg', size: 4_200_000, dataUrl: null },
        registrationDoc: song.isRegistered
          ? {
              name: `registration-${i + 1}.pdf`,
              type: 'application/pdf',
              size: 0,
              dataUrl: registrationDocDataUrl(song.title),
            }
          : null,
      },
      registeredAt,
      song.rateBps,
    );
    const { plan } = song;
    if (plan.kind === 'registered') return;
    const copyright = copyrightOf(state, contract);
    const loanAmount = roundDown((copyright.wonPrice * plan.ltvBps) / 10000, 100_000);
    if (loanAmount > maxLoanAmountOf(copyright.wonPrice))
      throw new Error(`seed loan too large: ${song.title}`);

    if (plan.kind === 'open') {
      // Requested `daysAgo` days ago, so funding closes roughly 30 − daysAgo days from now.
      const requestedAt = new Date(now.getTime() - plan.daysAgo * DAY_MS - 2 * HOUR_MS);
      submitAgreement(
        state,
        contract.contractId,
        owner.userId,
        loanAmount,
        plan.rounds,
        requestedAt,
      );
      fund(state, contract, plan.funded, users, new Date(requestedAt.getTime() + HOUR_MS));
      return;
    }

    const startDate = addDays(addMonthsClamped(today, -plan.startMonthsAgo), -plan.startDaysAgo);
    const fundedAt = kstNoon(startDate);
    const requestedAt = new Date(fundedAt.getTime() - 10 * DAY_MS);
    submitAgreement(state, contract.contractId, owner.userId, loanAmount, plan.rounds, requestedAt);
    fund(
      state,
      contract,
      plan.lenders,
      users,
      new Date(fundedAt.getTime() - plan.lenders.length * HOUR_MS + HOUR_MS),
    );
    for (let round = 1; round <= plan.paidRounds; round += 1) {
      const due = scheduleOf(state, contract, round);
      const daysLate = round === plan.latePaidRound ? 3 : 0;
      const lateFee = lateFeeOf(due.amount, daysLate);
      repay(state, contract, round, kstNoon(addDays(due.dueDate, daysLate)).toISOString(), lateFee);
    }
  });
  return state;
}
