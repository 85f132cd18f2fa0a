import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LibraryAddOutlinedIcon from '@mui/icons-material/LibraryAddOutlined';
import { useStartRegistration } from '@/features/my-nft/hooks/use-start-registration';
import { colors } from '@/shared/ui/tokens';

/** The header card of my music: registering a song starts here. */
export function RegisterMusicCard() {
  const startRegistration = useStartRegistration();
  return (
    <Box
      component="section"
      aria-labelledby="register-music-title"
      sx={{
        mx: 2.5,
        mt: 2.5,
        p: 2.5,
        borderRadius: 4,
        color: colors.onPrimary,
        background: `linear-gradient(135deg, ${colors.primary} 0%, ${colors.primaryHover} 100%)`,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LibraryAddOutlinedIcon aria-hidden />
        <Typography id="register-music-title" component="h2" variant="h3">
          내 음악을 NFT로 등록해보세요
        </Typography>
      </Box>
      <Typography sx={{ mt: 1, fontSize: 'size.base', opacity: 0.92 }}>
        음악 저작권을 NFT로 등록하면 가치를 평가받고, 그 NFT를 담보로 대출을 신청할 수 있어요.
      </Typography>
      <Button
        variant="secondary"
        size="medium"
        fullWidth
        sx={{ mt: 2 }}
        onClick={startRegistration}
      >
        음악 등록하기
      </Button>
    </Box>
  );
}
