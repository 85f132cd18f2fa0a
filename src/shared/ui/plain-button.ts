import styles from './plain-button.module.css';

/**
 * A plain button's (or link's) class names, drawn as the theme's Button draws that variant and
 * size (plain-button.module.css): `<button className={buttonClass('primary', 'medium')}>`.
 */
export const buttonClass = (
  variant: 'primary' | 'line-primary' | 'line-secondary',
  size: 'big' | 'medium' | 'small',
): string => `${styles.button} ${styles[variant]} ${styles[size]}`;
