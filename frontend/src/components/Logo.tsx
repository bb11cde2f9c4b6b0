import Box from '@mui/material/Box';
import { brand } from '../app/theme/palette';

/**
 * The Deckforge mark: three stacked slides struck by an ember spark, and the word mark.
 * Decorative SVG; the accessible name comes from the link around it.
 */
function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="3" y="9" width="20" height="15" rx="3" fill={brand.indigo100} />
      <rect x="6" y="6" width="20" height="15" rx="3" fill={brand.indigo500} />
      <rect x="9" y="3" width="20" height="15" rx="3" fill={brand.indigo800} />
      <path d="M20.5 6.5 16 12h3.2l-1.7 4.5L22.6 10h-3.3l1.2-3.5Z" fill={brand.ember400} />
    </svg>
  );
}

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <LogoMark />
      <Box
        component="span"
        sx={{
          fontWeight: 800,
          fontSize: '1.25rem',
          letterSpacing: '-0.03em',
          color: inverted ? '#fff' : 'text.primary',
        }}
      >
        Deckforge
      </Box>
    </Box>
  );
}
