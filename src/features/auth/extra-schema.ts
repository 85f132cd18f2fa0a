import { object, string } from 'yup';
import { walletMessages, walletProblem } from '@/shared/lib/eth-address';
import { PHONE_MESSAGE, birthMessages, birthProblem, isValidPhone } from './validation';

/**
 * Sign-up step 2's form (spec §5). A module of its own: the wallet address's check brings
 * Keccak-256, which the login screen, reading validation.ts, must not download.
 */
export const extraSchema = object({
  birth: string()
    .required(birthMessages.incomplete)
    .test('birth', (value, ctx) => {
      const problem = birthProblem(value);
      return problem ? ctx.createError({ message: birthMessages[problem] }) : true;
    }),
  phoneNumber: string()
    .required(PHONE_MESSAGE)
    .test('phone', PHONE_MESSAGE, (value) => isValidPhone(value)),
  job: string().required('직업을 선택해주세요.'),
  // Where the person's NFTs and money go: a mistyped character is a loss, not a form error.
  walletAddr: string()
    .required(walletMessages.empty)
    .test('wallet', (value, ctx) => {
      const problem = walletProblem(value);
      return problem ? ctx.createError({ message: walletMessages[problem] }) : true;
    }),
});
