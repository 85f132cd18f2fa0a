import { useParams } from 'react-router-dom';

/** A route's numeric id (server ids are positive integers); null for anything else. */
export function useRouteId(name: 'contractId' | 'investmentId'): number | null {
  const raw = useParams()[name];
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
