import { useParams } from 'react-router-dom';
import { routeIdOf } from '@/shared/lib/route-id';

/** A route's numeric id (server ids are positive integers); null for anything else. */
export function useRouteId(name: 'contractId' | 'investmentId'): number | null {
  return routeIdOf(useParams()[name]);
}
