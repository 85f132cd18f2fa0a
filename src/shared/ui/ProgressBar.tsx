import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatProgress, isProgressHigh, parsePercent, type Progress } from '@/shared/lib/format';

export interface ProgressBarProps {
  /** Percent, as the wire sends it ("37.5") or as a number; null when unknown (an empty bar, "—"). */
  progress: Progress;
  /** Accessible name of the bar, e.g. '투자 진행률'. */
  label?: string;
  /** Show the percent text beside the bar. */
  showValue?: boolean;
}

/** Funding progress: 50 % or more in the positive colour, less in the warning colour (spec §9). */
export function ProgressBar({ progress, label = '진행률', showValue = true }: ProgressBarProps) {
  const value = Math.min(100, Math.max(0, parsePercent(progress)));
  const high = isProgressHigh(progress);
  const color = high ? 'positive.main' : 'warning.main';
  // Text needs the darker shade to stay readable (4.5:1) on white.
  const textColor = high ? 'positive.dark' : 'warning.dark';
  const text = formatProgress(progress);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label={label}
        aria-valuetext={text}
        sx={{
          flex: 1,
          height: 8,
          borderRadius: 4,
          bgcolor: 'grey.200',
          '& .MuiLinearProgress-bar': { bgcolor: color, borderRadius: 4 },
        }}
      />
      {showValue ? (
        // The bar's aria-valuetext already says it; the figure is for the eye.
        <Typography
          variant="body2"
          aria-hidden
          sx={{ color: textColor, fontWeight: 700, minWidth: 48, textAlign: 'right' }}
        >
          {text}
        </Typography>
      ) : null}
    </Box>
  );
}
