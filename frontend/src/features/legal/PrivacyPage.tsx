import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useClientSettings } from '../../app/clientConfig';
import { Configured, LegalDocument, P } from './LegalDocument';
import { privacySections } from './privacy.sections';

/** /privacy: the Privacy Notice, 15 sections with an anchor table of contents. */
export function PrivacyPage() {
  const settings = useClientSettings();
  const email = (
    <Configured
      value={settings?.supportEmail}
      variable="SUPPORT_EMAIL"
      loading={!settings}
      asEmail
    />
  );

  const sections = privacySections(email);

  return (
    <LegalDocument
      title="Privacy Notice"
      tocTitle="Table of contents"
      intro={
        <>
          <P>
            This Privacy Notice for Deckforge (“we”, “us”, “our”) describes how and why we collect,
            store, use and share your personal information when you use our website and application
            (the “Services”). Reading it will help you understand your privacy rights and choices.
            If you do not agree with our policies and practices, please do not use the Services.
          </P>
          <P>
            <strong>In short:</strong> we collect what you give us to run your account and make your
            presentations; card payments are handled by our card payment provider; you may sign in
            with Google; we do not sell your data or share it with third parties; and we do not
            process sensitive information. See also our{' '}
            <Link component={RouterLink} to="/conditions">
              Conditions of Use
            </Link>
            .
          </P>
        </>
      }
      sections={sections}
    />
  );
}
