import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { useAnchorNavigation } from '../../app/layout/useAnchorNavigation';
import { brand } from '../../app/theme/palette';
import { Section } from '../../components/Section';
import { CallToAction } from './CallToAction';
import { HeroIllustration } from './HeroIllustration';

const REASSURANCES = ['10 free credits', 'No card needed', 'Editable .pptx'];

export function HeroSection({ onSignUp }: { onSignUp: () => void }) {
  const toAnchor = useAnchorNavigation();
  return (
    <Section
      id="home"
      labelledBy="home-title"
      sx={{
        pt: { xs: 6, md: 10 },
        pb: { xs: 8, md: 12 },
        background: `radial-gradient(900px 480px at 85% 10%, ${brand.ember100} 0%, transparent 60%), radial-gradient(900px 600px at 0% 0%, ${brand.indigo50} 0%, transparent 60%)`,
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1.05fr 1fr' },
          gap: { xs: 6, md: 6 },
          alignItems: 'center',
        }}
      >
        <Box>
          <Typography
            variant="overline"
            component="p"
            sx={{
              display: 'inline-block',
              color: brand.indigo700,
              bgcolor: brand.indigo50,
              border: `1px solid ${brand.indigo100}`,
              borderRadius: 999,
              px: 1.5,
              py: 0.25,
            }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              Documents · Images · Audio · Video → Slides
            </Box>
            <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
              Your files → finished slides
            </Box>
          </Typography>
          <Typography id="home-title" variant="h1" sx={{ mt: 2.5 }}>
            Turn what you already have into a{' '}
            <Box component="span" sx={{ color: 'primary.main' }}>
              finished deck
            </Box>
            .
          </Typography>
          <Typography variant="subtitle1" color="text.secondary" sx={{ mt: 3, maxWidth: 540 }}>
            Upload your reports, notes, photos, recordings or videos, choose a template, and
            Deckforge builds the PowerPoint for you — in your template’s own layouts, fonts and
            colours, with speaker notes that cite your sources.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
            <CallToAction
              visitorLabel="Try for free"
              memberLabel="Go to workspace"
              onSignUp={onSignUp}
            />
            <Button
              href="/#about"
              onClick={toAnchor('about')}
              variant="outlined"
              size="large"
              color="primary"
            >
              See how it works
            </Button>
          </Stack>
          <Stack
            component="ul"
            direction="row"
            sx={{ mt: 3, p: 0, listStyle: 'none', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
          >
            {REASSURANCES.map((text) => (
              <Box
                component="li"
                key={text}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 0.75,
                  color: 'text.secondary',
                  fontSize: '0.9375rem',
                }}
              >
                <CheckIcon sx={{ fontSize: 18, color: 'success.main' }} aria-hidden="true" />
                {text}
              </Box>
            ))}
          </Stack>
        </Box>
        <Box sx={{ px: { xs: 3, sm: 6, md: 2 } }}>
          <HeroIllustration />
        </Box>
      </Box>
    </Section>
  );
}
