import type { ContractCopyright } from '@/shared/api/wire/schemas';
import { NftCoverImage } from '@/shared/ui/NftCoverImage';
import { staticCss } from '@/shared/ui/static-css';
import { clampLinesCss } from '@/shared/ui/text-layout';
import { bodyText, colors, fontSizes, fontWeights, spacingPx } from '@/shared/ui/tokens';

// The top of a contract's page: plain elements and a static stylesheet (static-css.ts). The type
// is drawn as MUI's small outlined primary Chip (its border at 70 % of the colour), the title as
// the theme's h2, the singers as body2.
staticCss(
  'copyright-header',
  `.copyright-header{display:flex;gap:${spacingPx * 2}px;align-items:flex-start;padding:${spacingPx * 2.5}px ${spacingPx * 2.5}px ${spacingPx * 2}px}
.copyright-header__text{min-width:0}
.copyright-header__type{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;max-width:100%;height:24px;border:1px solid ${colors.primaryOutline};border-radius:16px;color:${colors.primary};font-size:${fontSizes.sm};line-height:1.5;white-space:nowrap;vertical-align:middle}
.copyright-header__type>span{overflow:hidden;text-overflow:ellipsis;padding:0 7px}
.copyright-header__title{margin:${spacingPx * 0.75}px 0 0;font-size:${fontSizes.h2};line-height:1.2;font-weight:${fontWeights.bold};${clampLinesCss(3)}}
.copyright-header__singers{margin:0;${bodyText.body2};color:${colors.textSecondary};${clampLinesCss(2)}}`,
);

/** Cover, title, type and singers: what the contract is about. */
export function CopyrightHeader({ copyright }: { copyright: ContractCopyright }) {
  const singers = copyright.singers.filter((name) => name.trim()).join(', ');
  return (
    <div className="copyright-header">
      <NftCoverImage src={copyright.imageUrl} title={copyright.title} size={96} radius={3} />
      <div className="copyright-header__text">
        <span className="copyright-header__type">
          <span>{copyright.type}</span>
        </span>
        <p className="copyright-header__title">{copyright.title}</p>
        {singers ? <p className="copyright-header__singers">{singers}</p> : null}
      </div>
    </div>
  );
}
