import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import LayersIcon from '@mui/icons-material/Layers';
import NotesIcon from '@mui/icons-material/Notes';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import { Suspense } from 'react';
import { useGetSystemTemplatesQuery } from '../../api/fileStorageApi';
import { brand } from '../../app/theme/palette';
import { lazyWithPreload } from '../../components/lazyWithPreload';
import { Section, SectionHeading } from '../../components/Section';
import { CallToAction } from './CallToAction';

// Below the fold: the carousel library loads after the page is interactive.
const TemplateCarousel = lazyWithPreload(() => import('./TemplateCarousel'), 'TemplateCarousel');

const FEATURES = [
  {
    Icon: LayersIcon,
    title: 'Every kind of source',
    text: 'Text is extracted from documents and PDFs, pictures stay pictures, and audio and video become media slides.',
  },
  {
    Icon: AutoAwesomeIcon,
    title: 'Your template, respected',
    text: 'Slides use your template’s master, layouts, theme colours and fonts — including templates you upload yourself.',
  },
  {
    Icon: TextFieldsIcon,
    title: 'Text that fits',
    text: 'Every text box is measured. Long sections are split across slides instead of shrinking to unreadable sizes.',
  },
  {
    Icon: NotesIcon,
    title: 'Speaker notes with sources',
    text: 'Each slide’s notes carry the passages it was built from, so you can present with confidence.',
  },
];

function CarouselPlaceholder() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr', md: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        gap: 2.5,
      }}
      aria-hidden="true"
    >
      {[0, 1, 2, 3].map((index) => (
        <Skeleton
          key={index}
          variant="rounded"
          sx={{
            aspectRatio: '16 / 11',
            height: 'auto',
            borderRadius: 3,
            display: { xs: index < 2 ? 'block' : 'none', lg: 'block' },
          }}
        />
      ))}
    </Box>
  );
}

/** #features: the system templates (carousel) and what sets Deckforge apart. */
export function FeaturesSection({ onSignUp }: { onSignUp: () => void }) {
  const { data: templates, isError: failed } = useGetSystemTemplatesQuery();

  return (
    <Section id="features" labelledBy="features-title">
      <SectionHeading
        id="features-title"
        overline="Features"
        title="Templates that look designed"
        lead="Start from one of our templates — each with real layouts for titles, sections, two columns and pictures — or bring your own."
      />
      {failed ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          The template previews cannot be shown right now.
        </Typography>
      ) : templates && templates.length > 0 ? (
        <Suspense fallback={<CarouselPlaceholder />}>
          <TemplateCarousel templates={templates} />
        </Suspense>
      ) : templates ? null : (
        <CarouselPlaceholder />
      )}
      <Box
        sx={{
          mt: { xs: 6, md: 9 },
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
          gap: { xs: 4, md: 4 },
        }}
      >
        {FEATURES.map(({ Icon, title, text }) => (
          <Box key={title}>
            <Box
              sx={{
                width: 44,
                height: 44,
                borderRadius: 2.5,
                display: 'grid',
                placeItems: 'center',
                bgcolor: brand.ember100,
                color: brand.ember600,
                mb: 2,
              }}
            >
              <Icon aria-hidden="true" />
            </Box>
            <Typography variant="h5" component="h3">
              {title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {text}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ textAlign: 'center', mt: { xs: 6, md: 8 } }}>
        <CallToAction
          visitorLabel="Start right away"
          memberLabel="Create presentation"
          onSignUp={onSignUp}
        />
      </Box>
    </Section>
  );
}
