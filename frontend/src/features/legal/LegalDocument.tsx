import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Messages } from '@deckforge/proto';
import type { ReactNode } from 'react';
import { ANCHOR_OFFSET_PX } from '../../app/layout/anchors';
import { brand } from '../../app/theme/palette';
import { usePageTitle } from '../../components/usePageTitle';

/** Both legal documents were last updated on this date. */
export const LEGAL_LAST_UPDATED = 'January 1, 2025';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A paragraph of legal text. */
export function P({ children }: { children: ReactNode }) {
  return <Typography sx={{ mb: 2, color: brand.slate700 }}>{children}</Typography>;
}

/** A bulleted list of legal text. */
export function UL({ items }: { items: ReactNode[] }) {
  return (
    <Box component="ul" sx={{ mt: 0, mb: 2, pl: 3, color: brand.slate700, '& li': { mb: 1 } }}>
      {items.map((item, index) => (
        <Typography component="li" key={index}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * A value the operator configures (governing law, support e-mail, ...). Unset values show a visible
 * placeholder naming the variable, never an invented value (docs/decisions.md, "Frontend (public
 * site and shell)": Legal pages).
 */
export function Configured({
  value,
  variable,
  loading,
  asEmail = false,
}: {
  value: string | null | undefined;
  variable: string;
  loading: boolean;
  asEmail?: boolean;
}) {
  if (loading) return <Skeleton variant="text" sx={{ display: 'inline-block', width: 140 }} />;
  if (!value) {
    return (
      <Box
        component="mark"
        title={`Set ${variable} in the server configuration`}
        sx={{
          bgcolor: brand.ember100,
          color: '#9a3412',
          px: 0.75,
          borderRadius: 1,
          fontWeight: 600,
          fontSize: '0.9em',
        }}
      >
        [{Messages.missingEnvironmentVariable}: {variable}]
      </Box>
    );
  }
  return asEmail ? <Link href={`mailto:${value}`}>{value}</Link> : <strong>{value}</strong>;
}

/** Title, last-updated line, table of contents and numbered sections. */
export function LegalDocument({
  title,
  intro,
  sections,
  tocTitle = 'Table of contents',
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
  tocTitle?: string;
}) {
  usePageTitle(title);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <Box sx={{ maxWidth: 760 }}>
        <Typography variant="overline" color="secondary" component="p">
          Legal
        </Typography>
        <Typography variant="h2" component="h1" sx={{ mt: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          Last updated {LEGAL_LAST_UPDATED}
        </Typography>
      </Box>
      <Box
        sx={{
          mt: { xs: 4, md: 6 },
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '260px 1fr' },
          gap: { xs: 4, md: 8 },
          alignItems: 'start',
        }}
      >
        <Box
          component="nav"
          aria-labelledby="toc-title"
          sx={{
            position: { md: 'sticky' },
            top: { md: ANCHOR_OFFSET_PX + 24 },
            maxHeight: { md: `calc(100vh - ${ANCHOR_OFFSET_PX + 48}px)` },
            overflowY: { md: 'auto' },
            p: 2.5,
            border: `1px solid ${brand.slate200}`,
            borderRadius: 3,
            bgcolor: brand.slate50,
          }}
        >
          <Typography id="toc-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {tocTitle}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 0.75, fontSize: '0.9rem' } }}>
            {sections.map((section) => (
              <li key={section.id}>
                <Link href={`#${section.id}`} sx={{ color: brand.slate700 }}>
                  {section.title}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
        <Box sx={{ maxWidth: 760, minWidth: 0 }}>
          <Box sx={{ mb: 4 }}>{intro}</Box>
          {sections.map((section, index) => (
            <Box
              component="section"
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              sx={{ scrollMarginTop: `${ANCHOR_OFFSET_PX + 16}px`, mb: 5 }}
            >
              <Typography id={`${section.id}-title`} variant="h4" component="h2" sx={{ mb: 2 }}>
                {index + 1}. {section.title}
              </Typography>
              {section.body}
            </Box>
          ))}
        </Box>
      </Box>
    </Container>
  );
}
