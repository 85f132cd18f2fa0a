import { isNftStatus, type NftStatus } from '@/shared/api/wire/enums';

export const MY_NFT_TABS = [
  { value: 'issued', label: '내가 발행한' },
  { value: 'invested', label: '내가 투자한' },
] as const;

export type MyNftTab = (typeof MY_NFT_TABS)[number]['value'];

export interface MyNftQuery {
  tab: MyNftTab;
  /** undefined = every status. */
  status: NftStatus | undefined;
}

const isTab = (value: string | null): value is MyNftTab =>
  MY_NFT_TABS.some((tab) => tab.value === value);

/**
 * The chosen tab and chip live in the address (?tab=&status=) so back and reload keep them;
 * an unknown value falls back to the default instead of an empty or failing list.
 */
export function readMyNftQuery(params: URLSearchParams): MyNftQuery {
  const tab = params.get('tab');
  const status = params.get('status');
  return {
    tab: isTab(tab) ? tab : 'issued',
    status: status !== null && isNftStatus(status) ? status : undefined,
  };
}

export function writeMyNftQuery({ tab, status }: MyNftQuery): URLSearchParams {
  const params = new URLSearchParams({ tab });
  if (status) params.set('status', status);
  return params;
}
