import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { type LegalSection, P } from './LegalDocument';

/** The operator's values, already rendered (value or visible placeholder). */
export interface ConditionsBlanks {
  email: ReactNode;
  governingLaw: ReactNode;
  negotiationDays: ReactNode;
  arbitrationSeat: ReactNode;
}

const liabilityAndLawSectionsPart1 = ({
  governingLaw,
  negotiationDays,
  arbitrationSeat,
}: ConditionsBlanks): LegalSection[] => [
  {
    id: 'modifications',
    title: 'Modifications and interruptions',
    body: (
      <P>
        We may change, modify or remove parts of the Services at any time. We cannot guarantee that
        the Services will be available at all times: we may experience hardware, software or other
        problems or need to perform maintenance, resulting in interruptions, delays or errors. You
        agree that we have no liability for any loss, damage or inconvenience caused by your
        inability to access or use the Services during any downtime; credits reserved for a
        generation that could not complete are returned.
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
          <strong>Informal negotiations.</strong> To expedite resolution and control the cost of any
          dispute, controversy or claim related to these Legal Terms (each a “Dispute”), you and we
          agree to first attempt to negotiate any Dispute informally for at least {negotiationDays}{' '}
          days before initiating arbitration. Such informal negotiations commence upon written
          notice from one party to the other.
        </P>
        <P>
          <strong>Binding arbitration.</strong> Any Dispute that cannot be resolved through informal
          negotiations shall be finally resolved by binding arbitration. The seat of arbitration
          shall be {arbitrationSeat}. The language of the proceedings shall be English. The
          governing law of these Legal Terms shall be the law of {governingLaw}.
        </P>
        <P>
          <strong>Restrictions.</strong> Any arbitration shall be limited to the Dispute between the
          parties individually; no arbitration shall be joined with any other proceeding or brought
          on a class-action basis, to the full extent permitted by law.
        </P>
      </>
    ),
  },
  {
    id: 'corrections',
    title: 'Corrections',
    body: (
      <P>
        There may be information on the Services that contains typographical errors, inaccuracies or
        omissions, including descriptions, pricing and availability. We reserve the right to correct
        any errors, inaccuracies or omissions and to change or update the information at any time,
        without prior notice.
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
        anything to the contrary, our liability to you for any cause whatsoever will at all times be
        limited to the amount you paid us during the six (6) months before the cause of action
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
];

const liabilityAndLawSectionsPart2 = ({ email }: ConditionsBlanks): LegalSection[] => [
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
        Visiting the Services, sending us e-mails and completing online forms constitute electronic
        communications. You consent to receive electronic communications — such as verification
        codes, password-reset codes and payment confirmations — and you agree that all agreements,
        notices and other communications we provide to you electronically satisfy any legal
        requirement that such communication be in writing. You agree to the use of electronic
        signatures, contracts, orders and other records, and to electronic delivery of notices and
        records of transactions initiated or completed through the Services.
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
        To resolve a complaint regarding the Services or to receive further information about their
        use, please contact Deckforge by e-mail at {email}, or through the contact form on our home
        page.
      </P>
    ),
  },
];

/** Conditions of Use, sections 9–19: availability, law, disputes, liability, data, contact. */
export const liabilityAndLawSections = (blanks: ConditionsBlanks): LegalSection[] => [
  ...liabilityAndLawSectionsPart1(blanks),
  ...liabilityAndLawSectionsPart2(blanks),
];
