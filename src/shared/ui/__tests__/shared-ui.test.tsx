import { screen } from '@testing-library/react';
import { renderApp } from '@/test/render-app';
import { OutlinedField } from '@/shared/ui/OutlinedField';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { StreamingLinks } from '@/shared/ui/StreamingLinks';
import { cssDeclarations, staticCss } from '@/shared/ui/static-css';
import { colors } from '@/shared/ui/tokens';

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

describe('staticCss', () => {
  it('writes the rules into one style element, and replaces them when called again', () => {
    const sheets = document.styleSheets.length;
    staticCss('test-rules', '.static-css-test{color:red}');
    staticCss('test-rules', '.static-css-test{color:blue}');
    expect(document.styleSheets).toHaveLength(sheets + 1);
    renderApp(<p className="static-css-test">글자</p>);
    expect(screen.getByText('글자')).toHaveStyle({ color: 'rgb(0, 0, 255)' });
  });

  it('writes a style object as CSS declarations', () => {
    expect(cssDeclarations({ whiteSpace: 'nowrap', padding: 0, WebkitLineClamp: '2' })).toBe(
      'white-space:nowrap;padding:0;-webkit-line-clamp:2',
    );
  });

  it("draws the progress figure in the darker shade of the bar's colour (spec §9)", () => {
    renderApp(
      <>
        <ProgressBar progress="49.9" label="낮음" />
        <ProgressBar progress={50} label="높음" />
      </>,
    );
    // warning.dark and positive.dark (tokens.ts): readable on white, unlike the bars' own colours.
    expect(screen.getByText('49.9%')).toHaveStyle({ color: colors.warningDark });
    expect(screen.getByText('50%')).toHaveStyle({ color: colors.positiveDark });
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
