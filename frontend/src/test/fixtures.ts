import type { FileMetadata } from '@deckforge/proto';
import { apiUrl, http, json } from './server';

export const FAQ = [
  { question: 'What does Deckforge do?', answer: 'It turns your files into decks.' },
  { question: 'How do credits work?', answer: 'One credit is 200 tokens.' },
];

export const SYSTEM_TEMPLATES: FileMetadata[] = ['Aurora', 'Boardroom', 'Canvas'].map(
  (name, index) => ({
    file_id: `00000000-0000-4000-8000-00000000000${index}`,
    name: `${name}.pptx`,
    type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    size: 52_000,
    folder: 'templates',
    file_path: `/api/v1/storage/system-templates/${name.toLowerCase()}.pptx`,
    uploaded_at: '2025-01-01T00:00:00.000Z',
    source: 'system',
    template_category: 'Business',
  }),
);

export const UNCONFIGURED_CLIENT = {
  message: 'Client configuration',
  googleClientId: null,
  googleRedirectPath: null,
  supportEmail: null,
  legal: { governingLaw: null, negotiationDays: null, arbitrationSeat: null },
};

export const PRICING = {
  message: 'Pricing',
  pricePerCredit: 0.09,
  currency: 'usd',
  minimumCredits: 10,
  maximumCredits: 1_000_000,
};

/** What the landing page (and the header's pages) ask for, answered. */
export const publicHandlers = () => [
  http.get(apiUrl('/data/faq'), () => json({ message: 'FAQ fetched successfully', data: FAQ })),
  http.get(apiUrl('/storage/system-templates'), () =>
    json({ message: 'Templates fetched successfully', data: SYSTEM_TEMPLATES }),
  ),
  http.get(apiUrl('/config'), () => json(UNCONFIGURED_CLIENT)),
  http.get(apiUrl('/payment/pricing'), () => json(PRICING)),
];
