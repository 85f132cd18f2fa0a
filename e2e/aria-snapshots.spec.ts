import { expect, logIn, test } from './fixtures';

// What a screen reader hears on the main screens, as Playwright's ARIA snapshots write it
// (docs/accessibility.md: 5.1.1, 5.3.2, 6.4.3, 6.5.3, 8.2.1). A template matches the tree in order;
// what it leaves out may be there (partial matching), and times and days are patterns. A change
// to these is a change to what a person hears: review it as such.

test('홈: 건너뛰기, 머리글, 검색, 필터, 두 목록의 카드, 주요 메뉴 순서로 읽힌다', async ({
  page,
}) => {
  await page.goto('/main');
  await expect(page.getByRole('region', { name: '최근 등록된 계약' })).toBeVisible();
  await expect(page.locator('body')).toMatchAriaSnapshot(`
    - link "본문 바로가기"
    - banner:
      - link "뮤직론 홈으로"
      - link "관심 대출"
      - link "전체 메뉴"
    - main:
      - heading "홈" [level=1]
      - search:
        - textbox "곡명 또는 가수명 검색"
        - button "검색하기"
      - group "계약 필터":
        - button "전체" [pressed]
        - button "고수익"
        - button "비교적 안전"
        - button "단기 상환"
        - button "장기 상환"
      - region "많은 사람들이 투자했어요":
        - heading "많은 사람들이 투자했어요" [level=2]
        - list:
          - listitem:
            - article "라일락 향기":
              - heading "라일락 향기" [level=3]:
                - link "라일락 향기"
              - paragraph:
                - text: 대출 금액
                - strong: 13,400,000원
              - paragraph: 9회 상환 · 연 9%
              - progressbar "라일락 향기 투자 진행률"
              - text: /\\d+일 \\d+시간 \\d+분 남음/
              - button "라일락 향기 관심 대출에 담기"
      - region "최근 등록된 계약":
        - heading "최근 등록된 계약" [level=2]
    - navigation "주요 메뉴":
      - button "홈"
      - button "내 음악"
      - button "정산 관리"
  `);
});

test('로그인: 제목, 안내, 이름 붙은 두 칸, 비밀번호 보기, 로그인과 회원가입', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('textbox', { name: '아이디' })).toBeEditable();
  await expect(page.locator('body')).toMatchAriaSnapshot(`
    - link "본문 바로가기"
    - banner:
      - button "뒤로 가기"
      - heading "로그인" [level=1]
    - main:
      - heading "로그인" [level=2]
      - paragraph: 아이디와 비밀번호를 입력해주세요.
      - textbox "아이디"
      - textbox "비밀번호"
      - button "비밀번호 보기"
      - button "로그인" [disabled]
      - link "회원가입"
  `);
});

test('투자 정보 입력: 금액 칸, 계산된 네 값, 유의사항과 동의, 투자하기', async ({ page }) => {
  await logIn(page, 'investor1', { next: '/investment-input/108' });
  await expect(page.getByRole('textbox', { name: '투자 금액' })).toBeEditable();
  await expect(page.getByRole('main')).toMatchAriaSnapshot(`
    - main:
      - img "바다 건너 편지 커버 이미지"
      - region "투자 정보 입력":
        - heading "투자 정보 입력" [level=2]
        - textbox "투자 금액"
        - paragraph: 최소 10,000원 ~ 최대 7,000,000원
        - term: 나의 지분율
        - definition: 0%
        - term: 예상 월 이자
        - definition: 0원
        - term: 세후 월 이자
        - definition: 0원
        - term: 세후 예상 수익 (6회)
        - definition: 0원
        - button "세후 수익은 어떻게 계산하나요?"
      - region "투자 유의사항":
        - heading "투자 유의사항" [level=2]
        - checkbox "위 내용을 모두 확인하였습니다"
      - button "투자하기" [disabled]
  `);
});

test('상환받기: 요약, 그래프와 같은 표, 상태 탭, 찾기, 달 제목 아래 회차', async ({ page }) => {
  await logIn(page, 'investor1', { next: '/repayment-received' });
  await expect(page.getByRole('tab', { name: '상환 예정' })).toBeVisible();
  await expect(page.getByRole('main')).toMatchAriaSnapshot(`
    - main:
      - region "정산 요약":
        - paragraph: 보유 잔액
        - term: 총 계약
        - term: 총 투자 금액
      - region "월별 받을 금액":
        - heading "월별 받을 금액" [level=2]
        - img /^월별 받을 금액 막대 그래프/
        - button "표로 보기"
        - table "월별 받을 금액":
          - rowgroup:
            - row "월 금액"
      - tablist "상환 상태":
        - tab "상환 예정" [selected]
        - tab "미상환"
        - tab "상환 완료"
      - tabpanel "상환 예정":
        - searchbox "곡명으로 찾기"
        - combobox "정렬"
        - combobox "월로 이동"
        - list "상환 회차":
          - listitem:
            - heading /^\\d{4}년 \\d{1,2}월 \\d+건 · [\\d,]+원$/ [level=3]
            - article "골목길 라디오":
              - heading "골목길 라디오" [level=4]
              - text: 1회차
              - term: 받을 금액
              - term: 이자율
  `);
});

test.describe('움직임을 줄이지 않은 휴대폰', () => {
  // The countdowns move, and the switch says so (with less motion asked, they stand still).
  test.use({ reducedMotion: 'no-preference' });

  test('더보기: 화면 설정의 스위치가 이름과 설명으로 읽힌다', async ({ page }) => {
    await page.goto('/menu');
    await expect(page.getByRole('heading', { name: '화면 설정' })).toBeVisible();
    await expect(page.getByRole('main')).toMatchAriaSnapshot(`
    - main:
      - region "화면 설정":
        - heading "화면 설정" [level=2]
        - switch "투자 마감까지 남은 시간을 초 단위로 움직이기" [checked]
        - paragraph: 끄면 남은 시간을 분 단위 글자로 보여드려요.
  `);
  });
});
