import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { draftReset } from '@/shared/registration-draft/draft-slice';
import { useAppDispatch } from '@/shared/store/hooks';

/** Spec §2: 'register music' always starts a fresh registration at step 1. */
export function useStartRegistration() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    dispatch(draftReset());
    navigate(paths.registerBasic());
  }, [dispatch, navigate]);
}
