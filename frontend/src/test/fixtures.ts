import type { ClientConfig, FileMetadata } from '@deckforge/proto';
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
  maxUploadMb: 50,
  transcribedLanguages: null,
  legal: { governingLaw: null, negotiationDays: null, arbitrationSeat: null },
} satisfies ClientConfig;

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

const SIGNED_IN_PROFILE = {
  userId: '5b0f8a52-0e27-4d2c-9a0b-0d5c2b1e9a11',
  userName: 'Ada Lovelace',
  userEmail: 'ada@example.com',
  createdAt: '2025-01-05T10:00:00.000Z',
  surveySent: false,
  surveyAsked: false,
};

const libraryFile = (
  name: string,
  folder: FileMetadata['folder'],
  type: string,
  extra: Partial<FileMetadata> = {},
): FileMetadata => ({
  file_id: `${folder}-${name}`.replace(/[^a-z0-9-]/gi, '-'),
  name,
  type,
  size: 2048,
  folder,
  file_path: `/api/v1/storage/files/${name}`,
  uploaded_at: '2025-01-05T10:00:00.000Z',
  source: 'user',
  template_category: null,
  ...extra,
});

/** A signed-in user's library: two media files, a system template, one deck. */
export const LIBRARY: FileMetadata[] = [
  libraryFile('report.md', 'media', 'text/markdown'),
  libraryFile('photo.png', 'media', 'image/png'),
  { ...SYSTEM_TEMPLATES[0] },
  libraryFile('Review.pptx', 'projects', SYSTEM_TEMPLATES[0].type),
];

/** What the signed-in pages ask for besides their own calls: session, library, lists, balance. */
export const signedInHandlers = ({
  balance = 10,
  surveySent = false,
  surveyAsked = false,
} = {}) => [
  ...publicHandlers(),
  http.get(apiUrl('/user/verify-token'), () =>
    json({ message: 'ok', ...SIGNED_IN_PROFILE, surveySent, surveyAsked }),
  ),
  http.post(apiUrl('/user/survey/asked'), () =>
    json({ message: 'We will not ask again.', surveyAsked: true }),
  ),
  http.get(apiUrl('/storage/file-metadata'), () => json({ message: 'Files', data: LIBRARY })),
  http.get(apiUrl('/user/balance'), () => json({ message: 'Balance', creditBalance: balance })),
  http.get(apiUrl('/data/template-categories'), () =>
    json({ message: 'Categories', data: [{ id: 1, category_name: 'Business' }] }),
  ),
  http.get(apiUrl('/data/supported-files'), () => json({ message: 'Supported', data: [] })),
];
