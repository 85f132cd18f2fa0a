import type { ContractListItem } from '@/shared/api/wire/schemas';
import type { HomeFilter } from '@/features/home/messages';
import { homeSections } from '@/features/home/select-contracts';
import { ContractSection } from './ContractSection';

export interface ContractListsProps {
  filter: HomeFilter;
  /** Empty when the list failed to load: spec §8 shows a failed list as empty. */
  items: ContractListItem[];
}

/** Unfiltered: 'many people invested' and 'recently registered'; filtered: one list. */
export function ContractLists({ filter, items }: ContractListsProps) {
  return (
    <>
      {homeSections(filter, items).map((section) => (
        <ContractSection
          key={section.title}
          title={section.title}
          items={section.items}
          emptyMessage={section.emptyMessage}
        />
      ))}
    </>
  );
}
