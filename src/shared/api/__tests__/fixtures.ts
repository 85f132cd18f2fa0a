import type {
  ConfirmedContracts,
  ContractDetail,
  ContractListItem,
  InvestInfo,
  MyNftItem,
  NftDetail,
  RepaymentSchedule,
} from '@/shared/api/wire/schemas';
import type {
  LoanCopyright,
  LoanInfo,
  LoanStatus,
  LoanTerms,
} from '@/shared/api/wire/loan-schemas';

/** Well-formed `data` of each call, as a server sends it. */

export const contractListItem: ContractListItem = {
  contractId: 7,
  copyright: { name: '봄날의 노래', imageUrl: 'https://cdn.example/7.png' },
  loanAmount: 3_000_000,
  expirationTime: '2025-12-01T09:00:00.000Z',
  repaymentCount: 12,
  interestRate: 0.12,
  progress: '37.5',
};

export const myNftItem: MyNftItem = {
  copyrightId: 3,
  imageUrl: 'https://cdn.example/3.png',
  title: '여름 밤',
  status: 'INVESTING',
  progress: 37.5,
};

export const nftDetail: NftDetail = {
  title: '여름 밤',
  imageUrl: 'https://cdn.example/3.png',
  ethPrice: 1.25,
  wonPrice: 5_000_000,
  singers: ['가수 A'],
  composers: ['작곡가 B'],
  lyricists: ['작사가 C'],
  isRegistered: true,
  registrationDoc: 'https://cdn.example/3.pdf',
  streamingUrls: ['https://music.example/a', 'https://music.example/b'],
  contractId: 7,
};

export const contractDetail: ContractDetail = {
  contract: {
    loanAmount: 3_000_000,
    monthlyInterest: 30_000,
    loanType: '만기일시상환',
    interestRate: 0.12,
    paymentAmount: 3_360_000,
    overdueRate: 0.05,
    repaymentPeriod: 12,
    repaymentCount: 12,
  },
  user: { name: '김대출', job: 'COMPANY' },
  copyright: {
    imageUrl: 'https://cdn.example/3.png',
    title: '여름 밤',
    type: '음원',
    ethPrice: 1.25,
    wonPrice: 5_000_000,
    singers: ['가수 A'],
    composers: ['작곡가 B'],
    lyricists: ['작사가 C'],
    isRegistered: false,
    registrationDoc: null,
    streamingUrls: ['https://music.example/a'],
  },
  progress: { currentProgress: '37.5', remainingInvestingMoney: 1_875_000 },
};

export const investInfo: InvestInfo = {
  minimumLoanAmount: 10_000,
  maximumLoanAmount: 1_875_000,
  shareCalculationRatio: 100 / 3_000_000,
  interestCalculationRatio: 0.01,
};

const loanCopyright: LoanCopyright = {
  copyrightId: 3,
  nftId: 3,
  title: '여름 밤',
  imageUrl: 'https://cdn.example/3.png',
  ethPrice: 1.25,
  wonPrice: 5_000_000,
  singers: ['가수 A'],
  composers: ['작곡가 B'],
  lyricists: ['작사가 C'],
};

export const loanTerms: LoanTerms = {
  copyright: loanCopyright,
  loanCondition: {
    loanType: '만기일시상환',
    loanPeriod: 6,
    loanAmount: 1_000_000,
    interestRate: 0.12,
    overdueRate: 0.05,
    monthlyInterest: 10_000,
    totalPayment: 1_060_000,
    repaymentCount: 6,
  },
};

export const loanInfo: LoanInfo = {
  ...loanTerms,
  minimumLoanAmount: 10_000,
  maximumLoanAmount: 3_500_000,
  interestCalculationRatio: 0.01,
};

export const confirmedContracts: ConfirmedContracts = {
  cash: 10_000_000,
  totalContracts: 1,
  totalAmount: 1_060_000,
  repaymentSchedules: {
    repaymentScheduleList: [
      {
        repaymentScheduleId: 41,
        nftImageUrl: 'https://cdn.example/3.png',
        nftName: '여름 밤',
        round: 1,
        repaymentDate: '2025-07-15',
        relativeDays: -3,
        repaymentAmount: 10_000,
        interestRate: 0.12,
        lateFee: 4,
        totalRepaymentAmount: 10_004,
      },
    ],
  },
};

export const loanStatus: LoanStatus = {
  contractId: 7,
  copyrightId: 3,
  status: 'INVESTING',
  loanAmount: 1_000_000,
  repaymentCount: 6,
  investedAmount: 250_000,
  remainingInvestingMoney: 750_000,
  expirationTime: '2025-12-01T09:00:00.000Z',
  startDate: null,
  today: '2025-11-20',
};

/** One round of the confirmed contracts' answer; its total is its amount and late fee. */
export function schedule(patch: Partial<RepaymentSchedule> = {}): RepaymentSchedule {
  const repaymentAmount = patch.repaymentAmount ?? 10_000;
  const lateFee = patch.lateFee ?? 0;
  return {
    repaymentScheduleId: 1,
    nftImageUrl: 'https://cdn.example/cover.png',
    nftName: '여름 밤',
    round: 1,
    repaymentDate: '2026-03-15',
    relativeDays: 5,
    repaymentAmount,
    interestRate: 0.12,
    lateFee,
    totalRepaymentAmount: repaymentAmount + lateFee,
    ...patch,
  };
}
