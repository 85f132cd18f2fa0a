import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useImperativeHandle, useRef, type Ref } from 'react';
import SignatureCanvas from 'react-signature-canvas';
import { colorSchemes } from '@/shared/ui/tokens';
import text from '@/shared/ui/text.module.css';
import { nameSignature } from '@/features/loan/sign-with-name';
import styles from './SignaturePad.module.css';

export interface SignaturePadHandle {
  isEmpty: () => boolean;
  /** The drawing as a PNG data URL. */
  toDataURL: () => string;
}

/**
 * Freehand signature with a clear button. react-signature-canvas is imported only here, and only
 * the lazy contract route renders this, so the canvas library loads with that screen alone.
 */
export function SignaturePad({
  ref,
  name,
  onChange,
  error,
  disabled,
}: {
  ref: Ref<SignaturePadHandle>;
  /** The name typed above: signing with it is the way without drawing. */
  name: string;
  /** Called with whether something is drawn, after each stroke and after clearing. */
  onChange: (signed: boolean) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const canvasRef = useRef<SignatureCanvas>(null);
  const hintId = useId();
  const errorId = useId();

  useImperativeHandle(ref, () => ({
    isEmpty: () => canvasRef.current?.isEmpty() ?? true,
    toDataURL: () => canvasRef.current?.toDataURL('image/png') ?? '',
  }));

  return (
    <div>
      <div className={styles.header}>
        <Typography id={hintId} variant="body2" color="textSecondary">
          아래 칸에 손가락이나 마우스로 서명하거나, 입력한 이름으로 서명해주세요.
        </Typography>
        <div className={styles.actions}>
          <Button
            variant="line-primary"
            size="extra"
            disabled={disabled || !name.trim()}
            onClick={() => {
              const pad = canvasRef.current;
              const signature =
                pad && nameSignature(pad.getCanvas(), name, colorSchemes.light.signatureInk);
              if (!pad || !signature) return;
              void pad.fromDataURL(signature);
              onChange(true);
            }}
          >
            이름으로 서명
          </Button>
          <Button
            variant="line-secondary"
            size="extra"
            disabled={disabled}
            onClick={() => {
              canvasRef.current?.clear();
              onChange(false);
            }}
          >
            지우기
          </Button>
        </div>
      </div>
      <div
        className={[styles.pad, error && styles.invalid, disabled && styles.disabled]
          .filter(Boolean)
          .join(' ')}
      >
        <SignatureCanvas
          ref={canvasRef}
          penColor={colorSchemes.light.signatureInk}
          // A phone fires resize when its address bar hides; clearing then would erase the signature.
          clearOnResize={false}
          onEnd={() => onChange(!(canvasRef.current?.isEmpty() ?? true))}
          canvasProps={{
            role: 'img',
            'aria-label': '서명란',
            'aria-describedby': error ? `${hintId} ${errorId}` : hintId,
          }}
        />
      </div>
      {error ? (
        <Typography
          id={errorId}
          role="alert"
          variant="body2"
          className={`${styles.error} ${text.warning}`}
        >
          {error}
        </Typography>
      ) : null}
    </div>
  );
}
