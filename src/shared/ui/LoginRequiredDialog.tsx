import type { ConfirmDialogProps } from './ConfirmDialog';
import { deferUntilOpen } from './defer-until-open';

// Shown on the first screen of every anonymous visit to a members-only tab, but only then: its
// Dialog code is downloaded when it first opens.
const ConfirmDialog = deferUntilOpen<ConfirmDialogProps>(() =>
  import(/* webpackChunkName: "confirm-dialog" */ './ConfirmDialog').then((m) => ({
    default: m.ConfirmDialog,
  })),
);

export const LOGIN_REQUIRED_MESSAGE = '로그인 시 열람 가능합니다.';

export interface LoginRequiredDialogProps {
  open: boolean;
  onCancel: () => void;
  onLogin: () => void;
}

/** Spec §6: what an anonymous user sees instead of a members-only screen. */
export function LoginRequiredDialog({ open, onCancel, onLogin }: LoginRequiredDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={LOGIN_REQUIRED_MESSAGE}
      cancelLabel="취소"
      confirmLabel="로그인"
      onCancel={onCancel}
      onConfirm={onLogin}
    />
  );
}
