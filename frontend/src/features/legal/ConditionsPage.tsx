import { INITIAL_CREDITS, MIN_PURCHASE_CREDITS } from '@deckforge/proto';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { useClientSettings } from '../config/clientConfig';
import {
  Configured,
  LEGAL_LAST_UPDATED,
  type LegalSection,
  LegalDocument,
  P,
  UL,
} from './LegalDocument';

/** /conditions: the Conditions of Use (spec section 2: 19 numbered sections). */
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
    {
      id: 'services',
      title: 'Our services',
      body: (
        <>
          <P>
            Deckforge turns material you provide — text documents, PDFs, images, audio and video —
            into PowerPoint presentations in a template you choose (the “Services”). Generating a
            presentation is paid for with credits. Every new account receives {INITIAL_CREDITS} free
            credits; further credits can be bought in amounts of at least {MIN_PURCHASE_CREDITS}{' '}
            credits at the price shown before you pay. Before each presentation is generated, the
            Services show how many credits it will cost; credits are only deducted when the
            presentation is delivered, and credits reserved for a generation that fails are returned
            to your balance. Purchased credits are not refundable except where the law requires it.
          </P>
          <P>
            Card payments are processed by our card payment provider through its hosted checkout. We
            do not receive or store your full card number.
          </P>
          <P>
            The information provided when using the Services is not intended for distribution to or
            use by any person or entity in any jurisdiction where such distribution or use would be
            contrary to law or regulation. Those who access the Services from other locations do so
            on their own initiative and are responsible for compliance with local laws.
          </P>
        </>
      ),
    },
    {
      id: 'ip',
      title: 'Intellectual property rights',
      body: (
        <>
          <P>
            We are the owner or the licensee of all intellectual property rights in the Services,
            including the source code, software, website designs, text, graphics and the system
            templates we provide (the “Content”), as well as the trademarks and logos contained
            therein (the “Marks”).
          </P>
          <P>
            Subject to your compliance with these Legal Terms, we grant you a non-exclusive,
            non-transferable, revocable licence to access the Services and to use the system
            templates within presentations you generate with the Services, for your personal or
            internal business purposes. No Content or Marks may otherwise be copied, reproduced,
            republished, sold or exploited for any commercial purpose without our prior written
            permission.
          </P>
          <P>
            You keep all rights in the material you upload and in the presentations generated from
            it. See “User generated contributions” and “Contribution license” below.
          </P>
        </>
      ),
    },
    {
      id: 'user-representations',
      title: 'User representations',
      body: (
        <>
          <P>By using the Services, you represent and warrant that:</P>
          <UL
            items={[
              'all registration information you submit is true, accurate, current and complete, and you will keep it so;',
              'you have the legal capacity to agree to these Legal Terms;',
              'you are not a minor in the jurisdiction in which you reside;',
              'you will not access the Services through automated or non-human means, whether through a bot, script or otherwise;',
              'you will not use the Services for any illegal or unauthorised purpose; and',
              'your use of the Services will not violate any applicable law or regulation.',
            ]}
          />
          <P>
            If you provide any information that is untrue, inaccurate, not current or incomplete, we
            may suspend or terminate your account and refuse any current or future use of the
            Services.
          </P>
        </>
      ),
    },
    {
      id: 'prohibited-activities',
      title: 'Prohibited activities',
      body: (
        <>
          <P>
            You may not access or use the Services for any purpose other than that for which we make
            them available. As a user of the Services, you agree not to:
          </P>
          <UL
            items={[
              'upload material you do not have the right to use, or material that is unlawful, infringing, defamatory, obscene or harmful;',
              'systematically retrieve data or content from the Services to create or compile a collection, database or directory;',
              'use any automated system, including robots, spiders, scrapers or scripts, to access the Services or create accounts;',
              'circumvent, disable or interfere with security features, rate limits or credit accounting of the Services;',
              'attempt to obtain credits, presentations or access that you have not paid for or are not entitled to;',
              'upload viruses, malicious code or files crafted to harm the Services or their users;',
              'use the Services as part of any effort to compete with us, or to build a competing product or service;',
              'copy or adapt the Services’ software, or decipher, decompile, disassemble or reverse engineer it, except as permitted by law;',
              'harass, abuse or harm another person, or impersonate another user or person; and',
              'use the Services in a manner inconsistent with any applicable laws or regulations.',
            ]}
          />
        </>
      ),
    },
    {
      id: 'contributions',
      title: 'User generated contributions',
      body: (
        <>
          <P>
            The Services let you upload files and templates and send us messages and feedback
            (“Contributions”). Your uploaded files and the presentations generated from them are
            private to your account; we do not publish them.
          </P>
          <P>
            You are responsible for your Contributions and warrant that you own them or have the
            necessary licences, rights and permissions to use them and to let us process them as
            described in these Legal Terms, and that they do not infringe the rights of any third
            party.
          </P>
        </>
      ),
    },
    {
      id: 'contribution-license',
      title: 'Contribution license',
      body: (
        <>
          <P>
            You grant us a limited, worldwide, non-exclusive licence to store, copy, process and
            transform your Contributions solely to provide the Services to you — for example, to
            extract text from a document, transcribe a recording, render slides in your template and
            store the result in your account. This licence ends when you delete the Contribution or
            your account, except for copies kept in backups for a limited time.
          </P>
          <P>
            If you send us feedback or suggestions about the Services, you agree that we may use
            them without any obligation to you.
          </P>
        </>
      ),
    },
    {
      id: 'services-management',
      title: 'Services management',
      body: (
        <P>
          We reserve the right, but not the obligation, to monitor the Services for violations of
          these Legal Terms; to take appropriate legal action against anyone who violates the law or
          these Legal Terms; to refuse, restrict or disable any Contribution that is unlawful or
          harmful; and otherwise to manage the Services in a manner designed to protect our rights
          and property and to facilitate their proper functioning.
        </P>
      ),
    },
    {
      id: 'term-termination',
      title: 'Term and termination',
      body: (
        <>
          <P>
            These Legal Terms remain in full force and effect while you use the Services. You can
            deactivate your account at any time from your settings. We may suspend or terminate your
            account, without prior notice, if you breach these Legal Terms or applicable law.
          </P>
          <P>
            When your account is deactivated, your sessions are ended and your uploaded files and
            generated presentations are deleted. If we terminate your account for a breach, you are
            prohibited from registering a new account under your name, a fake or borrowed name, or
            the name of any third party.
          </P>
        </>
      ),
    },
    {
      id: 'modifications',
      title: 'Modifications and interruptions',
      body: (
        <P>
          We may change, modify or remove parts of the Services at any time. We cannot guarantee
          that the Services will be available at all times: we may experience hardware, software or
          other problems or need to perform maintenance, resulting in interruptions, delays or
          errors. You agree that we have no liability for any loss, damage or inconvenience caused
          by your inability to access or use the Services during any downtime; credits reserved for
          a generation that could not complete are returned.
        </P>
      ),
    },
    {
      id: 'governing-law',
      title: 'Governing law',
      body: (
        <P>
          These Legal Terms and your use of the Services are governed by and construed in accordance
          with the laws of {governingLaw}, without regard to its conflict of law principles.
        </P>
      ),
    },
    {
      id: 'dispute-resolution',
      title: 'Dispute resolution',
      body: (
        <>
          <P>
            <strong>Informal negotiations.</strong> To expedite resolution and control the cost of
            any dispute, controversy or claim related to these Legal Terms (each a “Dispute”), you
            and we agree to first attempt to negotiate any Dispute informally for at least{' '}
            {negotiationDays} days before initiating arbitration. Such informal negotiations
            commence upon written notice from one party to the other.
          </P>
          <P>
            <strong>Binding arbitration.</strong> Any Dispute that cannot be resolved through
            informal negotiations shall be finally resolved by binding arbitration. The seat of
            arbitration shall be {arbitrationSeat}. The language of the proceedings shall be
            English. The governing law of these Legal Terms shall be the law of {governingLaw}.
          </P>
          <P>
            <strong>Restrictions.</strong> Any arbitration shall be limited to the Dispute between
            the parties individually; no arbitration shall be joined with any other proceeding or
            brought on a class-action basis, to the full extent permitted by law.
          </P>
        </>
      ),
    },
    {
      id: 'corrections',
      title: 'Corrections',
      body: (
        <P>
          There may be information on the Services that contains typographical errors, inaccuracies
          or omissions, including descriptions, pricing and availability. We reserve the right to
          correct any errors, inaccuracies or omissions and to change or update the information at
          any time, without prior notice.
        </P>
      ),
    },
    {
      id: 'disclaimer',
      title: 'Disclaimer',
      body: (
        <P>
          The Services are provided on an as-is and as-available basis. Presentations are generated
          automatically from your material: review them before you rely on or present them. To the
          fullest extent permitted by law, we disclaim all warranties, express or implied, in
          connection with the Services and your use of them, including the implied warranties of
          merchantability, fitness for a particular purpose and non-infringement.
        </P>
      ),
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitations of liability',
      body: (
        <P>
          In no event will we or our directors, employees or agents be liable to you or any third
          party for any direct, indirect, consequential, exemplary, incidental, special or punitive
          damages, including lost profit, lost revenue or loss of data, arising from your use of the
          Services, even if we have been advised of the possibility of such damages. Notwithstanding
          anything to the contrary, our liability to you for any cause whatsoever will at all times
          be limited to the amount you paid us during the six (6) months before the cause of action
          arose.
        </P>
      ),
    },
    {
      id: 'indemnification',
      title: 'Indemnification',
      body: (
        <P>
          You agree to defend, indemnify and hold us harmless from and against any loss, damage,
          liability, claim or demand, including reasonable attorneys’ fees and expenses, made by any
          third party due to or arising out of your Contributions, your use of the Services, your
          breach of these Legal Terms, or your violation of the rights of a third party, including
          intellectual property rights.
        </P>
      ),
    },
    {
      id: 'user-data',
      title: 'User data',
      body: (
        <P>
          We maintain the data you transmit to the Services to manage their performance and to keep
          your library of files and presentations available to you. Although we back up data
          regularly, you are solely responsible for the data you transmit and for keeping your own
          copies of anything important. How we handle personal information is described in our{' '}
          <Link component={RouterLink} to="/privacy">
            Privacy Notice
          </Link>
          .
        </P>
      ),
    },
    {
      id: 'electronic-communications',
      title: 'Electronic communications, transactions and signatures',
      body: (
        <P>
          Visiting the Services, sending us e-mails and completing online forms constitute
          electronic communications. You consent to receive electronic communications — such as
          verification codes, password-reset codes and payment confirmations — and you agree that
          all agreements, notices and other communications we provide to you electronically satisfy
          any legal requirement that such communication be in writing. You agree to the use of
          electronic signatures, contracts, orders and other records, and to electronic delivery of
          notices and records of transactions initiated or completed through the Services.
        </P>
      ),
    },
    {
      id: 'miscellaneous',
      title: 'Miscellaneous',
      body: (
        <P>
          These Legal Terms and any policies posted by us on the Services constitute the entire
          agreement between you and us. Our failure to exercise or enforce any right or provision
          shall not operate as a waiver of it. If any provision is found unlawful, void or
          unenforceable, that provision is deemed severable and does not affect the validity of the
          remaining provisions. There is no joint venture, partnership, employment or agency
          relationship between you and us as a result of these Legal Terms or your use of the
          Services.
        </P>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <P>
          To resolve a complaint regarding the Services or to receive further information about
          their use, please contact Deckforge by e-mail at {email}, or through the contact form on
          our home page.
        </P>
      ),
    },
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
