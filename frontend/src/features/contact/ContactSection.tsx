import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Suspense } from 'react';
import { useClientSettings } from '../../app/clientConfig';
import { brand } from '../../app/theme/palette';
import { lazyWithPreload } from '../../components/lazyWithPreload';
import { Section, SectionHeading } from '../../components/Section';

/** The form's inputs are below the fold: their code loads after the page is interactive. */
export const ContactForm = lazyWithPreload(() => import('./ContactForm'), 'ContactForm');

function FormPlaceholder() {
  return (
    <Box aria-hidden="true">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Box>
      <Skeleton variant="rounded" height={148} sx={{ mt: 2.5 }} />
      <Skeleton variant="rounded" height={48} width={110} sx={{ mt: 2.5 }} />
    </Box>
  );
}

/** #contact: how to reach the team, and the contact form. */
export function ContactSection() {
  const settings = useClientSettings();
  return (
    <Section id="contact" labelledBy="contact-title">
      <SectionHeading
        id="contact-title"
        overline="Contact"
        title="Talk to the people who build Deckforge"
        lead="Questions, ideas, a template that does not come out right? Write to us."
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '340px 1fr' },
          gap: { xs: 4, md: 6 },
          maxWidth: 1000,
          mx: 'auto',
        }}
      >
        <Stack spacing={3}>
          <Box sx={{ display: 'flex', gap: 2 }}>
            <MailOutlinedIcon sx={{ color: 'primary.main', mt: 0.5 }} aria-hidden="true" />
            <Box>
              <Typography variant="h6" component="h3">
                E-mail
              </Typography>
              {settings?.supportEmail ? (
                <Link href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</Link>
              ) : (
                <Typography color="text.secondary">
                  Use the form — it reaches the same team.
                </Typography>
              )}
            </Box>
          </Box>
          <Box sx={{ display: 'flex', gap: 2 }}>
            <ScheduleIcon sx={{ color: 'primary.main', mt: 0.5 }} aria-hidden="true" />
            <Box>
              <Typography variant="h6" component="h3">
                Response time
              </Typography>
              <Typography color="text.secondary">
                We usually answer within one business day.
              </Typography>
            </Box>
          </Box>
        </Stack>
        <Card sx={{ p: { xs: 3, sm: 4 }, bgcolor: '#fff', borderColor: brand.slate200 }}>
          <Suspense fallback={<FormPlaceholder />}>
            <ContactForm />
          </Suspense>
        </Card>
      </Box>
    </Section>
  );
}
