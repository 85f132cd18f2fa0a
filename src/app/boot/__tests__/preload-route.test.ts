/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { preloadScreenAt } from '@/app/boot/load-screen';

const loaded: string[] = [];

jest.mock('@/features/menu/pages/MenuPage', () => {
  loaded.push('menu');
  return { __esModule: true, default: () => null };
});
jest.mock('@/features/invest/pages/InvestmentPage', () => {
  loaded.push('investment');
  return { __esModule: true, default: () => null };
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it('starts loading the screen of the current address before the libraries run', async () => {
  expect(loaded).toEqual([]);
  preloadScreenAt('/menu');
  preloadScreenAt('/investment/3');
  await settle();
  expect(loaded).toEqual(['menu', 'investment']);
});

it('ignores an address no screen matches', () => {
  expect(() => preloadScreenAt('/no/such/screen')).not.toThrow();
});
