/**
 * What a person reads on the screens the journeys walk through, shared by the Playwright journeys
 * (Chromium) and the WebKit and Gecko ones (e2e/core.engines.ts), so the three engines check the same words.
 * Plain strings only.
 */
export const words = {
  home: {
    popular: '많은 사람들이 투자했어요',
    recent: '최근 등록된 계약',
    listFailed: '계약 목록을 불러오지 못했습니다.',
    tabs: '주요 메뉴',
  },
  search: {
    field: '곡명 또는 가수명 검색',
    submit: '검색하기',
    singersLoading: '가수명으로 찾을 정보를 불러오는 중이에요.',
  },
  watchlist: {
    topBar: '관심 대출',
    empty: '관심 대출이 없어요.',
    add: '관심 대출에 담기',
    remove: '관심 대출에서 빼기',
  },
  offline: {
    notice: '인터넷 연결이 원활하지 않아요.',
    retrying: '인터넷 연결이 끊겼어요. 연결되는 대로 다시 불러올게요.',
    retry: '다시 시도',
  },
  contract: {
    progress: '투자 진행 현황',
    invest: '투자하기',
  },
  login: {
    id: '아이디',
    password: '비밀번호',
    submit: '로그인',
    failed: '아이디 혹은 비밀번호를 다시 확인해주세요.',
  },
  signup: {
    checkId: '중복 확인',
    idFree: '사용할 수 있는 아이디입니다.',
    confirm: '비밀번호 확인',
    next: '다음',
    birth: '생년월일',
    phone: '휴대폰 번호',
    wallet: '지갑 주소',
    walletFormat:
      '이더리움 지갑 주소는 0x 다음에 숫자와 영문 a~f로 된 40자리예요. 주소를 확인해주세요.',
    walletChecksum:
      '주소의 글자 하나가 잘못 입력된 것 같아요. 지갑 앱에서 주소를 다시 복사해 붙여넣어 주세요.',
  },
} as const;
