/** Spec §5 and §9: a loan is repaid in 1 to 12 monthly rounds. */
export const MIN_REPAYMENT_ROUNDS = 1;
export const MAX_REPAYMENT_ROUNDS = 12;
