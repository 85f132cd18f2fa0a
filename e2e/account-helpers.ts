import type { Page } from '@playwright/test';

/** The account journeys' words and places on the page (accounts.spec.ts, session.spec.ts). */
export const LOGIN_REQUIRED = '로그인 시 열람 가능합니다.';
export const LOGIN_FAILED = '아이디 혹은 비밀번호를 다시 확인해주세요.';

export const tabBar = (page: Page) => page.getByRole('navigation', { name: '주요 메뉴' });
export const tab = (page: Page, name: string) =>
  tabBar(page).getByRole('button', { name, exact: true });
export const headerTitle = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('heading', { level: 1, name, exact: true });
export const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });
export const loginDialog = (page: Page) => page.getByRole('dialog', { name: LOGIN_REQUIRED });
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

export const idInput = (page: Page) => page.getByRole('textbox', { name: '아이디' });
export const passwordInput = (page: Page) => page.getByLabel('비밀번호', { exact: true });
export const confirmInput = (page: Page) => page.getByLabel('비밀번호 확인', { exact: true });
