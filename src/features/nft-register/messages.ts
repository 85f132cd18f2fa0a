/** Korean texts several registration screens share. */

export const audioLostMessage = (name: string | null) =>
  `음원 파일은 기기에 저장되지 않아 새로고침하면 다시 선택해야 해요.${
    name ? ` 이전에 고른 파일: ${name}` : ''
  }`;

export const EVALUATE_FAILED = '가치 평가에 실패했습니다. 잠시 후 다시 시도해주세요.';
export const REGISTER_FAILED = 'NFT 등록에 실패했습니다.';
