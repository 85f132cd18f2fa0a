import { useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { useAppDispatch } from '@/shared/store/hooks';
import { useCheckLoginIdMutation } from '@/features/auth/api';
import { loginIdConfirmedAvailable } from '@/features/auth/signup-draft-slice';

export type IdCheckOutcome = 'available' | 'taken' | 'failed';

export const idCheckMessages: Record<IdCheckOutcome, string> = {
  available: '사용할 수 있는 아이디입니다.',
  taken: '중복된 아이디입니다.',
  failed: '중복 확인 중 오류가 발생했습니다.',
};

/**
 * The availability check of step 1. An outcome belongs to the id it was asked for: once the id
 * changes the message disappears and the id must be checked again.
 */
export function useLoginIdCheck(loginId: string, checkedLoginId: string | null) {
  const dispatch = useAppDispatch();
  const [checkLoginId, { isLoading }] = useCheckLoginIdMutation();
  const [last, setLast] = useState<{ loginId: string; outcome: IdCheckOutcome } | null>(
    checkedLoginId ? { loginId: checkedLoginId, outcome: 'available' } : null,
  );

  const check = async () => {
    const asked = loginId;
    try {
      await checkLoginId(asked).unwrap();
      dispatch(loginIdConfirmedAvailable(asked));
      setLast({ loginId: asked, outcome: 'available' });
    } catch (error) {
      setLast({
        loginId: asked,
        outcome: isApiError(error) && error.status === 409 ? 'taken' : 'failed',
      });
    }
  };

  const outcome = last && last.loginId === loginId ? last.outcome : null;
  return {
    check,
    checking: isLoading,
    outcome,
    isAvailable: outcome === 'available' && checkedLoginId === loginId,
  };
}
