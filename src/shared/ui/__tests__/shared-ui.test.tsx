import { screen } from '@testing-library/react';
import { renderApp } from '@/test/render-app';
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
