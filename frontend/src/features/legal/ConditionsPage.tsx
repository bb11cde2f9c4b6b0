import { useClientSettings } from '../../app/clientConfig';
import { liabilityAndLawSections } from './conditions.liabilityAndLaw';
import { serviceAndUseSections } from './conditions.serviceAndUse';
import {
  Configured,
  LEGAL_LAST_UPDATED,
  type LegalSection,
  LegalDocument,
  P,
} from './LegalDocument';

/** /conditions: the Conditions of Use, 19 numbered sections. */
export function ConditionsPage() {
  const settings = useClientSettings();
  const loading = !settings;
  const email = (
    <Configured value={settings?.supportEmail} variable="SUPPORT_EMAIL" loading={loading} asEmail />
  );
  const governingLaw = (
    <Configured
      value={settings?.legal.governingLaw}
      variable="LEGAL_GOVERNING_LAW"
      loading={loading}
    />
  );
  const negotiationDays = (
    <Configured
      value={settings?.legal.negotiationDays}
      variable="LEGAL_NEGOTIATION_DAYS"
      loading={loading}
    />
  );
  const arbitrationSeat = (
    <Configured
      value={settings?.legal.arbitrationSeat}
      variable="LEGAL_ARBITRATION_SEAT"
      loading={loading}
    />
  );

  const sections: LegalSection[] = [
    ...serviceAndUseSections(),
    ...liabilityAndLawSections({ email, governingLaw, negotiationDays, arbitrationSeat }),
  ];

  return (
    <LegalDocument
      title="Conditions of Use"
      intro={
        <>
          <P>
            These Conditions of Use (the “Legal Terms”) are an agreement between you and Deckforge
            (“we”, “us”, “our”) about your access to and use of the Deckforge website and
            application. By creating an account or using the Services, you confirm that you have
            read, understood and agree to be bound by these Legal Terms. If you do not agree, you
            must not use the Services.
          </P>
          <P>
            We may update these Legal Terms from time to time. The “Last updated” date (currently{' '}
            {LEGAL_LAST_UPDATED}) tells you when they last changed; we will notify registered users
            by e-mail of material changes. The Services are intended for users who are at least 18
            years old.
          </P>
        </>
      }
      sections={sections}
    />
  );
}
