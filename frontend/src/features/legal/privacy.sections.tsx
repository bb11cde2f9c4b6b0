import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { type LegalSection, P, UL } from './LegalDocument';
import { CategoriesTable, PRIVACY_STATES } from './usStatePrivacy';

const listOfStates = `${PRIVACY_STATES.slice(0, -1).join(', ')}, or ${PRIVACY_STATES.at(-1)}`;

const privacySectionsPart1 = (): LegalSection[] => [
  {
    id: 'infocollect',
    title: 'What information do we collect?',
    body: (
      <>
        <P>
          <strong>Personal information you disclose to us.</strong> We collect personal information
          that you voluntarily provide when you register, buy credits, contact us or otherwise use
          the Services. It depends on how you use the Services and may include:
        </P>
        <UL
          items={[
            'names',
            'email addresses',
            'usernames',
            'passwords (stored only as a one-way hash, never readable by us)',
            'contact preferences',
            'billing addresses',
            'debit/credit card numbers',
          ]}
        />
        <P>
          <strong>Sensitive information.</strong> We do not process sensitive information.
        </P>
        <P>
          <strong>Payment data.</strong> When you buy credits, the data necessary to process your
          payment, such as your card number and billing address, is collected and stored by our card
          payment provider on its hosted checkout page. We receive only whether the payment
          succeeded and the number of credits bought.
        </P>
        <P>
          <strong>Social media login data.</strong> We may let you register and sign in with your
          Google account. If you do, we receive your name, your email address and Google’s
          identifier for your account, as described in “How do we handle your social logins?”.
        </P>
        <P>
          <strong>Your files.</strong> The documents, images, recordings and templates you upload,
          and the presentations generated from them, are stored in your account to provide the
          Services. We do not use them for any other purpose.
        </P>
        <P>
          <strong>Information collected automatically.</strong> When you use the Services, our
          servers record technical information such as your IP address, browser type and the time of
          requests. We use it to keep the Services secure (for example, to limit repeated sign-in
          attempts) and to operate them.
        </P>
      </>
    ),
  },
  {
    id: 'infouse',
    title: 'How do we process your information?',
    body: (
      <>
        <P>We process your personal information to:</P>
        <UL
          items={[
            'create your account, verify your email address and let you sign in;',
            'generate presentations from the material you upload and keep them in your library;',
            'process your credit purchases and keep an accurate credit balance;',
            'answer your messages and send you service communications such as verification and password-reset codes;',
            'learn from the optional feedback survey how to improve the Services;',
            'protect the Services, our users and us against fraud and abuse; and',
            'comply with our legal obligations.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'legalbases',
    title: 'What legal bases do we rely on to process your information?',
    body: (
      <P>
        We process your personal information only when we have a valid legal reason to do so: to
        perform our contract with you (providing the Services you signed up and paid for), to comply
        with the law, for our legitimate interests (such as keeping the Services secure and
        improving them) where these are not overridden by your rights, or with your consent, which
        you may withdraw at any time.
      </P>
    ),
  },
  {
    id: 'whoshare',
    title: 'When and with whom do we share your personal information?',
    body: (
      <>
        <P>
          We do not sell your personal information, and we do not share it with third parties for
          their own purposes. We have not sold or shared any personal information with third parties
          for a business or commercial purpose in the preceding twelve (12) months.
        </P>
        <P>
          Service providers that operate parts of the Services on our behalf — our card payment
          provider, our hosting and email providers — process data only on our instructions and
          under contracts that oblige them to protect it. We may also disclose information where the
          law requires it, or in connection with a merger, sale of company assets, financing or
          acquisition of all or part of our business.
        </P>
      </>
    ),
  },
];

const privacySectionsPart2 = (email: ReactNode): LegalSection[] => [
  {
    id: 'cookies',
    title: 'Do we use cookies and other tracking technologies?',
    body: (
      <P>
        We use only the cookies the Services need to work: secure, HTTP-only cookies that keep you
        signed in and protect a password reset in progress, and your browser’s local storage to
        remember the state of the application. We do not use advertising or cross-site tracking
        cookies. When Google sign-in is offered, Google’s sign-in button is loaded from Google and
        is governed by Google’s own privacy policy.
      </P>
    ),
  },
  {
    id: 'sociallogins',
    title: 'How do we handle your social logins?',
    body: (
      <P>
        If you choose to register or sign in with your Google account, we receive your name, your
        email address and an identifier from Google, and use them only to create and sign you in to
        your account. We do not receive your Google password or access to your other Google data. We
        recommend that you review Google’s privacy notice to understand how Google collects, uses
        and shares your information.
      </P>
    ),
  },
  {
    id: 'inforetain',
    title: 'How long do we keep your information?',
    body: (
      <P>
        We keep your personal information for as long as you have an account with us. When you
        deactivate your account, we delete your files and presentations and end your sessions; we
        keep the record of your credit transactions and the minimum account data we need to comply
        with legal, tax and accounting obligations, and delete or anonymise it when it is no longer
        needed.
      </P>
    ),
  },
  {
    id: 'infosafe',
    title: 'How do we keep your information safe?',
    body: (
      <P>
        We use appropriate technical and organisational measures to protect your information:
        encrypted connections, passwords stored as one-way hashes, short-lived session tokens in
        HTTP-only cookies, rate limits on sign-in and code verification, and files that only your
        account can read. However, no electronic transmission over the Internet or storage
        technology can be guaranteed to be 100% secure; please use a strong, unique password.
      </P>
    ),
  },
  {
    id: 'infominors',
    title: 'Do we collect information from minors?',
    body: (
      <P>
        We do not knowingly collect data from or market to children under 18 years of age. By using
        the Services, you represent that you are at least 18. If we learn that personal information
        from users less than 18 years of age has been collected, we will deactivate the account and
        delete such data promptly. If you become aware of any data we may have collected from
        children under age 18, please contact us at {email}.
      </P>
    ),
  },
  {
    id: 'privacyrights',
    title: 'What are your privacy rights?',
    body: (
      <>
        <P>
          Depending on where you live, you may have the right to request access to, correction of or
          deletion of your personal information, to restrict or object to its processing, and to
          data portability. You can change your name and password in your settings and deactivate
          your account at any time. For any other request, contact us at {email}.
        </P>
        <P>
          <strong>Withdrawing your consent.</strong> Where we rely on your consent, you may withdraw
          it at any time. This does not affect the lawfulness of processing before the withdrawal.
        </P>
      </>
    ),
  },
  {
    id: 'DNT',
    title: 'Controls for Do-Not-Track features',
    body: (
      <>
        <P>
          Most web browsers include a Do-Not-Track (“DNT”) setting. No uniform technology standard
          for recognising and implementing DNT signals has been finalised, so we do not currently
          respond to DNT browser signals. We do not track you across other websites either way.
        </P>
        <P>
          We do honour the Global Privacy Control (GPC) signal: when your browser sends it, we treat
          it as a request to opt out of any sale or sharing of your personal information.
        </P>
      </>
    ),
  },
];

const privacySectionsPart3 = (email: ReactNode): LegalSection[] => [
  {
    id: 'uslaws',
    title: 'Do United States residents have specific privacy rights?',
    body: (
      <>
        <P>
          If you are a resident of {listOfStates}, you may have the right to request access to and
          receive details about the personal information we maintain about you and how we have
          processed it, correct inaccuracies, get a copy of, or delete your personal information.
          You may also have the right to withdraw your consent to our processing of your personal
          information.
        </P>
        <P>
          We have collected the following categories of personal information in the past twelve (12)
          months:
        </P>
        <CategoriesTable />
        <P>
          To exercise these rights, contact us at {email}. We will verify your identity before
          acting on a request, and we will not discriminate against you for exercising your rights.
          If we decline to act on your request, you may appeal by replying to our answer.
        </P>
      </>
    ),
  },
  {
    id: 'policyupdates',
    title: 'Do we make updates to this notice?',
    body: (
      <P>
        We may update this Privacy Notice from time to time. The updated version is indicated by the
        “Last updated” date at the top. If we make material changes, we will notify you by email or
        by a prominent notice in the Services.
      </P>
    ),
  },
  {
    id: 'contact',
    title: 'How can you contact us about this notice?',
    body: (
      <P>
        If you have questions or comments about this notice, email us at {email} or write to us
        through the contact form on our{' '}
        <Link component={RouterLink} to="/#contact">
          home page
        </Link>
        .
      </P>
    ),
  },
  {
    id: 'request',
    title: 'How can you review, update, or delete the data we collect from you?',
    body: (
      <P>
        You can review and update your name and password in your settings, and delete your account
        and files by deactivating your account there. To request a copy of the personal information
        we hold about you, or anything else, contact us at {email}.
      </P>
    ),
  },
];

/** The Privacy Notice's 15 sections; `email` is the configured support address. */
export const privacySections = (email: ReactNode): LegalSection[] => [
  ...privacySectionsPart1(),
  ...privacySectionsPart2(email),
  ...privacySectionsPart3(email),
];
