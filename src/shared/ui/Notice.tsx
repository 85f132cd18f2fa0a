import { deferUntilOpen } from './defer-until-open';
import type { NoticeProps } from './NoticeSnackbar';

/** A short message at the top of the screen, its code downloaded the first time it shows. */
export const Notice = deferUntilOpen<NoticeProps>(
  () => import(/* webpackChunkName: "notice" */ './NoticeSnackbar'),
);
