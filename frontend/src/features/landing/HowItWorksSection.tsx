import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import PaletteIcon from '@mui/icons-material/Palette';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { brand } from '../../app/theme/palette';
import { Section, SectionHeading } from '../../components/Section';
import { CallToAction } from './CallToAction';

const STEPS = [
  {
    Icon: UploadFileIcon,
    title: 'Upload your material',
    text: 'Text documents, PDFs, Word files, web pages, images, audio and video. Add as many files as the story needs.',
  },
  {
    Icon: PaletteIcon,
    title: 'Choose a template',
    text: 'Pick one of ours or upload your company’s own .pptx. Deckforge uses its slide master, layouts, fonts and colours.',
  },
  {
    Icon: DownloadIcon,
    title: 'Get your deck',
    text: 'See the cost in credits before anything is charged, then download a PowerPoint you can keep editing.',
  },
];

/** #about: what Deckforge does, in three steps. */
export function HowItWorksSection({ onSignUp }: { onSignUp: () => void }) {
  return (
    <Section id="about" labelledBy="about-title" sx={{ bgcolor: brand.slate50 }}>
      <SectionHeading
        id="about-title"
        overline="How it works"
        title="From a folder of files to a deck in three steps"
        lead="Deckforge reads everything you give it, plans an outline — title, agenda, sections, pictures, summary — and lays it out in your template so that every line of text fits its box."
      />
      <Box
        component="ol"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          gap: 3,
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        {STEPS.map(({ Icon, title, text }, index) => (
          <Card
            component="li"
            key={title}
            sx={{ p: { xs: 3, md: 4 }, position: 'relative', overflow: 'visible' }}
          >
            <Box
              sx={{
                width: 52,
                height: 52,
                borderRadius: 3,
                display: 'grid',
                placeItems: 'center',
                bgcolor: brand.indigo50,
                color: 'primary.main',
                mb: 2.5,
              }}
            >
              <Icon aria-hidden="true" />
            </Box>
            <Typography variant="overline" color="text.secondary" component="p">
              Step {index + 1}
            </Typography>
            <Typography variant="h4" component="h3" sx={{ mt: 0.5 }}>
              {title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1.5 }}>
              {text}
            </Typography>
          </Card>
        ))}
      </Box>
      <Box sx={{ textAlign: 'center', mt: { xs: 5, md: 7 } }}>
        <CallToAction visitorLabel="Launch now" memberLabel="Start designing" onSignUp={onSignUp} />
      </Box>
    </Section>
  );
}
