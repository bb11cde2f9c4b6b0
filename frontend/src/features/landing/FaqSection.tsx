import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useGetFaqQuery } from '../../api/dataApi';
import { lazyWithPreload } from '../../components/lazyWithPreload';
import { Section, SectionHeading } from '../../components/Section';
import { FaqPlaceholder } from './FaqPlaceholder';

/** The accordion is below the fold: its code loads after the page is interactive. */
export const FaqList = lazyWithPreload(() => import('./FaqList'), 'FaqList');

/** #faq: question-and-answer pairs from /data/faq. */
export function FaqSection() {
  // Asked for here, above the fold's lazy accordion, so the answer is on its way early.
  const failed = useGetFaqQuery().isError;

  return (
    <Section id="faq" labelledBy="faq-title">
      <SectionHeading
        id="faq-title"
        overline="FAQ"
        title="Questions, answered"
        lead="Everything people usually ask before their first deck."
      />
      {failed ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          The questions cannot be shown right now. Ask us anything through the contact form below.
        </Typography>
      ) : (
        <Suspense fallback={<FaqPlaceholder />}>
          <FaqList />
        </Suspense>
      )}
    </Section>
  );
}
