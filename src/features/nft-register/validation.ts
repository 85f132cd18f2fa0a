import { array, object, string } from 'yup';

/** The demo server's limit per list (mocks/db/nfts.ts). */
export const MAX_ENTRIES = 10;

const entries = (message: string) =>
  array(string().trim().required(message)).min(1).max(MAX_ENTRIES);

/**
 * Step 1 (spec §5): a non-blank title and every entry non-blank. Links must be http(s), or the
 * valuation is refused after the 3-second wait.
 */
export const basicSchema = object({
  title: string()
    .trim()
    .required('곡 제목을 입력해주세요.')
    .max(100, '곡 제목은 100자 이하로 입력해주세요.'),
  singers: entries('가수를 입력해주세요.'),
  composers: entries('작곡가를 입력해주세요.'),
  lyricists: entries('작사가를 입력해주세요.'),
  streamingUrls: array(
    string()
      .trim()
      .required('스트리밍 링크를 입력해주세요.')
      .matches(/^https?:\/\/\S+$/i, 'http:// 또는 https:// 로 시작하는 주소를 입력해주세요.'),
  )
    .min(1)
    .max(MAX_ENTRIES),
});

export interface BasicValues {
  title: string;
  singers: string[];
  composers: string[];
  lyricists: string[];
  streamingUrls: string[];
}
