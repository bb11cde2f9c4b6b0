import Box from '@mui/material/Box';
import { startTransition, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { lazyWithPreload, whenIdle } from '../../components/lazyWithPreload';
import { usePageTitle } from '../../components/usePageTitle';
import { ContactForm, ContactSection } from '../../features/contact/ContactSection';
import { FaqList, FaqSection } from '../../features/landing/FaqSection';
import { FeaturesSection } from '../../features/landing/FeaturesSection';
import { HeroSection } from '../../features/landing/HeroSection';
import { HowItWorksSection } from '../../features/landing/HowItWorksSection';
import { PricingSection } from '../../features/landing/PricingSection';

// Dialogs open on a click: their code is fetched once the page is idle, not before it is usable.
const SignUpChoiceDialog = lazyWithPreload(
  () => import('../../features/landing/SignUpChoiceDialog'),
  'SignUpChoiceDialog',
);
const GoogleLoginDialog = lazyWithPreload(
  () => import('../../features/user/GoogleLoginDialog'),
  'GoogleLoginDialog',
);

/** `/`: #home, #about, #features, #pricing, #faq, #contact, from features of their own. */
export function LandingPage() {
  const navigate = useNavigate();
  const [choiceOpen, setChoiceOpen] = useState(false);
  const [googleOpen, setGoogleOpen] = useState(false);
  const openSignUp = () => setChoiceOpen(true);
  usePageTitle();
  // The first paint shows the header and the hero; the sections below follow right after, in
  // a transition React can interrupt, so no single long task holds up the first paint on a
  // slow phone. A placeholder keeps the footer below the fold meanwhile (no layout shift).
  const [belowTheFold, setBelowTheFold] = useState(false);
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => startTransition(() => setBelowTheFold(true)));
    return () => window.cancelAnimationFrame(frame);
  }, []);

  useEffect(
    () =>
      whenIdle(() => {
        void FaqList.preload();
        void ContactForm.preload();
        void SignUpChoiceDialog.preload();
      }),
    [],
  );

  return (
    <>
      <HeroSection onSignUp={openSignUp} />
      {belowTheFold ? (
        <>
          <HowItWorksSection onSignUp={openSignUp} />
          <FeaturesSection onSignUp={openSignUp} />
          <PricingSection onSignUp={openSignUp} />
          <FaqSection />
          <ContactSection />
        </>
      ) : (
        <Box sx={{ minHeight: '100vh' }} aria-hidden="true" />
      )}
      <Suspense fallback={null}>
        {choiceOpen && (
          <SignUpChoiceDialog
            open={choiceOpen}
            onClose={() => setChoiceOpen(false)}
            onGoogle={() => setGoogleOpen(true)}
            onEmail={() => void navigate('/register')}
          />
        )}
        {googleOpen && <GoogleLoginDialog open={googleOpen} onClose={() => setGoogleOpen(false)} />}
      </Suspense>
    </>
  );
}
