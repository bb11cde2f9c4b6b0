import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useState } from 'react';
import { fetchFaq } from '../../api/dataApi';
import { useAppDispatch } from '../../app/hooks';
import { lazyWithPreload } from '../../components/lazyWithPreload';
import { Section, SectionHeading } from '../../components/Section';
import { FaqPlaceholder } from './FaqPlaceholder';

/** The accordion is below the fold: its code loads after the page is interactive. */
export const FaqList = lazyWithPreload(() => import('./FaqList'), 'FaqList');

/** #faq: question-and-answer pairs from /data/faq. */
export function FaqSection() {
  const dispatch = useAppDispatch();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const request = dispatch(fetchFaq());
    void request.then((outcome) => {
      if (fetchFaq.rejected.match(outcome) && !outcome.meta.aborted) setFailed(true);
    });
    return () => request.abort();
  }, [dispatch]);

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
