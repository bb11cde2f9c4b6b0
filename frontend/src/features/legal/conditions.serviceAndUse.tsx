import { INITIAL_CREDITS, MIN_PURCHASE_CREDITS } from '@deckforge/proto';
import { type LegalSection, P, UL } from './LegalDocument';

const serviceAndUseSectionsPart1 = (): LegalSection[] => [
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
          contrary to law or regulation. Those who access the Services from other locations do so on
          their own initiative and are responsible for compliance with local laws.
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
          non-transferable, revocable licence to access the Services and to use the system templates
          within presentations you generate with the Services, for your personal or internal
          business purposes. No Content or Marks may otherwise be copied, reproduced, republished,
          sold or exploited for any commercial purpose without our prior written permission.
        </P>
        <P>
          You keep all rights in the material you upload and in the presentations generated from it.
          See “User generated contributions” and “Contribution license” below.
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
];

const serviceAndUseSectionsPart2 = (): LegalSection[] => [
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
          If you send us feedback or suggestions about the Services, you agree that we may use them
          without any obligation to you.
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
        harmful; and otherwise to manage the Services in a manner designed to protect our rights and
        property and to facilitate their proper functioning.
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
          prohibited from registering a new account under your name, a fake or borrowed name, or the
          name of any third party.
        </P>
      </>
    ),
  },
];

/** Conditions of Use, sections 1–8: the service, its content and how it may be used. */
export const serviceAndUseSections = (): LegalSection[] => [
  ...serviceAndUseSectionsPart1(),
  ...serviceAndUseSectionsPart2(),
];
