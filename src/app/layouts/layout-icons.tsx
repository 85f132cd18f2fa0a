import { plainIcon } from '@/shared/ui/plain-icon';

// The layouts' icons, on every screen: @mui/icons-material's paths as plain SVG (plain-icon.tsx).
export const MenuIcon = plainIcon(['M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z']);
export const HomeOutlinedIcon = plainIcon([
  'm12 5.69 5 4.5V18h-2v-6H9v6H7v-7.81zM12 3 2 12h3v8h6v-6h2v6h6v-8h3z',
]);
export const LibraryMusicOutlinedIcon = plainIcon([
  'M20 2H8c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m0 14H8V4h12zm-7.5-1c1.38 0 2.5-1.12 2.5-2.5V7h3V5h-4v5.51c-.42-.32-.93-.51-1.5-.51-1.38 0-2.5 1.12-2.5 2.5s1.12 2.5 2.5 2.5M4 6H2v14c0 1.1.9 2 2 2h14v-2H4z',
]);
export const ReceiptLongOutlinedIcon = plainIcon([
  'M19.5 3.5 18 2l-1.5 1.5L15 2l-1.5 1.5L12 2l-1.5 1.5L9 2 7.5 3.5 6 2v14H3v3c0 1.66 1.34 3 3 3h12c1.66 0 3-1.34 3-3V2zM15 20H6c-.55 0-1-.45-1-1v-1h10zm4-1c0 .55-.45 1-1 1s-1-.45-1-1v-3H8V5h11z',
  'M9 7h6v2H9zm7 0h2v2h-2zm-7 3h6v2H9zm7 0h2v2h-2z',
]);
export const ArrowBackIosNewIcon = plainIcon(['M17.77 3.77 16 2 6 12l10 10 1.77-1.77L9.54 12z']);
