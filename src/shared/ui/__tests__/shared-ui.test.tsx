import { screen } from '@testing-library/react';
import { renderApp } from '@/test/render-app';
import { OutlinedField } from '@/shared/ui/OutlinedField';
import { PageLoader } from '@/shared/ui/PageLoader';
import { BusyLabel } from '@/shared/ui/StillWorking';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { StreamingLinks } from '@/shared/ui/StreamingLinks';

describe('ProgressBar', () => {
  it('names the bar and shows the percent', () => {
    renderApp(<ProgressBar progress="37.5" label="투자 진행률" />);
    const bar = screen.getByRole('progressbar', { name: '투자 진행률' });
    expect(bar).toHaveAttribute('aria-valuetext', '37.5%');
    expect(screen.getByText('37.5%')).toBeInTheDocument();
  });

  it('clamps unreadable or out-of-range progress', () => {
    renderApp(<ProgressBar progress="abc" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });
});

describe('StreamingLinks', () => {
  it('links only http(s) URLs, without an opener', () => {
    renderApp(
      <StreamingLinks urls={['https://music.example.com/song', 'javascript:alert(1)', ' ']} />,
    );
    const link = screen.getByRole('link', { name: 'https://music.example.com/song' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument();
  });

  it('says when there are no links', () => {
    renderApp(<StreamingLinks urls={[]} />);
    expect(screen.getByText('등록된 링크가 없습니다.')).toBeInTheDocument();
  });
});

describe('ProgressBar colours', () => {
  it('marks a bar at 50 % or more as high, which its stylesheet draws in the positive colour (spec §9)', () => {
    renderApp(
      <>
        <ProgressBar progress="49.9" label="낮음" />
        <ProgressBar progress={50} label="높음" />
        <ProgressBar progress="50.0" label="문자열" />
      </>,
    );
    // ProgressBar.module.css: `.high` turns the bar and its figure from warning to positive.
    // The colour itself is the browser's to draw (jsdom applies no stylesheet of ours).
    const barOf = (name: string) =>
      // eslint-disable-next-line testing-library/no-node-access -- the class is on the bar's frame
      screen.getByRole('progressbar', { name }).parentElement;
    expect(barOf('낮음')).not.toHaveClass('high');
    expect(barOf('높음')).toHaveClass('high');
    expect(barOf('문자열')).toHaveClass('high');
  });
});

describe('OutlinedField', () => {
  it('is a labelled text box whose help text describes it, as TextField was', async () => {
    const onChange = jest.fn();
    const { user } = renderApp(
      <OutlinedField
        label="아이디"
        name="loginId"
        value=""
        onChange={onChange}
        helperText="영문과 숫자 4~12자"
        error
        required
        fullWidth
        inputProps={{ maxLength: 12 }}
      />,
    );
    const box = screen.getByRole('textbox', { name: /아이디/ });
    expect(box).toHaveAccessibleDescription('영문과 숫자 4~12자');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('maxlength', '12');
    expect(box).toHaveAttribute('name', 'loginId');
    await user.type(box, 'a');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('draws no help text and no label when it has none', () => {
    renderApp(<OutlinedField value="" onChange={() => {}} placeholder="검색" />);
    const box = screen.getByPlaceholderText('검색');
    expect(box).not.toHaveAttribute('aria-describedby');
    expect((box as HTMLInputElement).labels).toHaveLength(0);
  });
});

describe('the spinner', () => {
  it('is a progress bar named by the wait it shows, with the spec’s loading text', () => {
    renderApp(<PageLoader />);
    expect(
      screen.getByRole('progressbar', { name: '데이터를 불러오는 중...' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('데이터를 불러오는 중...');
  });

  it('beside a busy button’s label is decoration: the button is named by the label alone', () => {
    renderApp(
      <button type="button" disabled>
        <BusyLabel busy label="투자하기" busyLabel="투자 요청 중..." />
      </button>,
    );
    expect(screen.getByRole('button', { name: '투자 요청 중...' })).toBeDisabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
