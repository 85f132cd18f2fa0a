/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { schedule } from '@/shared/api/__tests__/fixtures';
import { statementCsv, statementFileName } from '@/features/settlement/lib/statement';

// The statement a person saves from 상환 내역 and opens in a spreadsheet: one row per round, the
// screen's amounts, and for an investor the round split into principal, interest and the tax.

const round = schedule;

const lines = (csv: string) => csv.slice(1).split('\r\n').filter(Boolean);

describe('a borrower’s statement', () => {
  it('has the date, song, round, amount, late fee and total, and no tax', () => {
    const csv = statementCsv('BORROWER', [
      round({ round: 2, lateFee: 41, totalRepaymentAmount: 10_041 }),
    ]);
    expect(lines(csv)).toEqual([
      '상환일,곡,회차,상환 금액(원),연체료(원),합계(원)',
      '2026-03-15,여름 밤,2,10000,41,10041',
    ]);
  });

  it('writes an instant as its day in Korea, and a date it cannot read as sent', () => {
    const csv = statementCsv('BORROWER', [
      round({ repaymentDate: '2026-03-14T15:00:00Z' }),
      round({ repaymentDate: '곧' }),
    ]);
    expect(
      lines(csv)
        .slice(1)
        .map((line) => line.split(',')[0]),
    ).toEqual(['2026-03-15', '곧']);
  });
});

describe('an investor’s statement', () => {
  it('splits each round into principal and interest and gives the 15.4 % withheld and the net', () => {
    const rows = [
      round({ repaymentScheduleId: 1, round: 1 }),
      round({
        repaymentScheduleId: 2,
        round: 2,
        repaymentAmount: 1_010_000,
        lateFee: 100,
        totalRepaymentAmount: 1_010_100,
      }),
    ];
    expect(lines(statementCsv('LENDER', rows))).toEqual([
      '상환일,곡,회차,받을 금액(원),연체료(원),합계(원),원금(원),이자(원),이자소득세 원천징수 15.4%(원),세후 수령액(원)',
      '2026-03-15,여름 밤,1,10000,0,10000,0,10000,1540,8460',
      // The tax is on the interest and the late fee (10,100): 1,410 + 140.
      '2026-03-15,여름 밤,2,1010000,100,1010100,1000000,10000,1550,1008550',
    ]);
  });

  it('tells a last round from the rounds of every tab, not only the rows it writes', () => {
    const shown = round({ repaymentScheduleId: 1, round: 1, repaymentAmount: 1_010_000 });
    const later = round({ repaymentScheduleId: 2, round: 2 });
    const [, alone] = lines(statementCsv('LENDER', [shown]));
    const [, withAll] = lines(statementCsv('LENDER', [shown], [shown, later]));
    expect(alone.split(',').slice(6, 8)).toEqual(['1000000', '10000']);
    expect(withAll.split(',').slice(6, 8)).toEqual(['0', '1010000']);
  });

  it('leaves the split empty for a round the given rounds do not hold', () => {
    const [, row] = lines(statementCsv('LENDER', [round({ repaymentScheduleId: 9 })], []));
    expect(row).toBe('2026-03-15,여름 밤,1,10000,0,10000,,,,');
  });
});

describe('the statement’s file name', () => {
  const now = new Date('2026-11-30T15:30:00Z'); // 1 December in Korea

  it.each([
    ['LENDER', 'REPAID', 'musicloan-lender-repaid-20261201.csv'],
    ['BORROWER', 'UPCOMING', 'musicloan-borrower-upcoming-20261201.csv'],
    ['BORROWER', 'OVERDUE', 'musicloan-borrower-overdue-20261201.csv'],
    ['LENDER', 'SOMETHING', 'musicloan-lender-rounds-20261201.csv'],
  ] as const)('%s %s is saved as %s', (side, status, name) => {
    expect(statementFileName(side, status as never, now)).toBe(name);
  });
});
