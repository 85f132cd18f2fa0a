import type { ContractListItem } from '@/shared/api/wire/schemas';
import { messages, type HomeFilter } from '@/features/home/messages';
import {
  filteredContracts,
  popularContracts,
  recentContracts,
} from '@/features/home/select-contracts';
import { ContractSection } from './ContractSection';

export interface ContractListsProps {
  filter: HomeFilter;
  /** Empty when the list failed to load: spec §8 shows a failed list as empty. */
  items: ContractListItem[];
}

/** Unfiltered: 'many people invested' and 'recently registered'; filtered: one list. */
export function ContractLists({ filter, items }: ContractListsProps) {
  if (filter !== 'ALL') {
    return (
      <ContractSection
        title={messages.filteredTitle(filter)}
        items={filteredContracts(items)}
        emptyMessage={messages.emptyFiltered}
      />
    );
  }
  return (
    <>
      <ContractSection
        title={messages.popularTitle}
        items={popularContracts(items)}
        emptyMessage={messages.emptyPopular}
      />
      <ContractSection
        title={messages.recentTitle}
        items={recentContracts(items)}
        emptyMessage={messages.emptyRecent}
      />
    </>
  );
}
