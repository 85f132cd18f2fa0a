import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LibraryAddOutlinedIcon from '@mui/icons-material/LibraryAddOutlined';
import { useStartRegistration } from '@/features/my-nft/hooks/use-start-registration';
import styles from './RegisterMusicCard.module.css';

/** The header card of my music: registering a song starts here. */
export function RegisterMusicCard() {
  const startRegistration = useStartRegistration();
  return (
    <section aria-labelledby="register-music-title" className={styles.card}>
      <div className={styles.heading}>
        <LibraryAddOutlinedIcon aria-hidden />
        <Typography id="register-music-title" component="h2" variant="h3">
          내 음악을 NFT로 등록해보세요
        </Typography>
      </div>
      <Typography className={styles.text}>
        음악 저작권을 NFT로 등록하면 가치를 평가받고, 그 NFT를 담보로 대출을 신청할 수 있어요.
      </Typography>
      <Button
        variant="secondary"
        size="medium"
        fullWidth
        className={styles.start}
        onClick={startRegistration}
      >
        음악 등록하기
      </Button>
    </section>
  );
}
