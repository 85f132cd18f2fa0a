import { selectStorageNoticeOpen, storageNoticeDismissed } from '@/shared/store/app-status-slice';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Notice } from '@/shared/ui/Notice';

/** Tells the user when the browser refused to save (full or blocked storage). */
export function StorageNotice() {
  const open = useAppSelector(selectStorageNoticeOpen);
  const dispatch = useAppDispatch();
  return (
    <Notice
      open={open}
      severity="warning"
      message="브라우저 저장 공간이 부족해 입력 내용을 저장하지 못했어요. 새로고침하면 내용이 사라질 수 있어요."
      onClose={() => dispatch(storageNoticeDismissed())}
    />
  );
}
