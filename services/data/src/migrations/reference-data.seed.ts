/**
 * The reference data Deckforge ships with. Changing it means a new migration that applies the
 * difference; the seed migration inserts this first version.
 */
export const TEMPLATE_CATEGORIES = [
  'Business',
  'Education',
  'Marketing',
  'Technology',
  'Creative',
  'Minimal',
  'Science',
] as const;

export const DEACTIVATION_REASONS = [
  'I no longer need the service',
  'It is too expensive',
  'The presentations did not meet my expectations',
  'I found a better alternative',
  'I have privacy concerns',
  'I ran into technical problems',
  'Other',
] as const;

export const SUPPORTED_FILES: Array<
  [extension: string, category: 'media' | 'templates', type: string, mime: string]
> = [
  ['txt', 'media', 'Document', 'text/plain'],
  ['md', 'media', 'Document', 'text/markdown'],
  ['html', 'media', 'Document', 'text/html'],
  ['pdf', 'media', 'Document', 'application/pdf'],
  [
    'docx',
    'media',
    'Document',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  ['png', 'media', 'Image', 'image/png'],
  ['jpg', 'media', 'Image', 'image/jpeg'],
  ['jpeg', 'media', 'Image', 'image/jpeg'],
  ['webp', 'media', 'Image', 'image/webp'],
  ['gif', 'media', 'Image', 'image/gif'],
  ['mp3', 'media', 'Audio', 'audio/mpeg'],
  ['wav', 'media', 'Audio', 'audio/wav'],
  ['m4a', 'media', 'Audio', 'audio/mp4'],
  ['ogg', 'media', 'Audio', 'audio/ogg'],
  ['mp4', 'media', 'Video', 'video/mp4'],
  ['webm', 'media', 'Video', 'video/webm'],
  ['mov', 'media', 'Video', 'video/quicktime'],
  [
    'pptx',
    'templates',
    'Presentation',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ],
];

export const FAQ: Array<[question: string, answer: string]> = [
  [
    'What does Deckforge do?',
    'Deckforge turns what you already have — documents, PDFs, images, audio and video — into a finished PowerPoint deck in the template you choose. You upload your files, pick a template, give the deck a title and download a .pptx you can present or keep editing.',
  ],
  [
    'How do credits work?',
    'Generating a presentation is paid with credits. Every new account starts with 10 free credits. Before anything is generated we show you what the presentation will cost and your balance; credits are only spent when your deck has been created. If generation fails, the reserved credits go back to your balance automatically.',
  ],
  [
    'What is a token, and how many do I need?',
    'A token is a small piece of text, about three quarters of a word. One credit covers 200 tokens, so the 10 free credits cover about 2,000 tokens — roughly one A4 page of text. Pictures and media without a transcript have a small fixed cost, shown in the estimate.',
  ],
  [
    'Which files can I upload?',
    'Text documents (TXT, Markdown, HTML, PDF, DOCX), images (PNG, JPG, WEBP, GIF), audio (MP3, WAV, M4A, OGG) and video (MP4, WEBM, MOV) as media, and PowerPoint .pptx files as templates.',
  ],
  [
    'Are there limits on file size or presentation length?',
    'Each file can be up to 50 MB. One presentation can draw on up to 20,000 tokens of source material; if your selection is larger, we tell you before anything is charged so you can choose fewer or shorter files.',
  ],
  [
    'Can I use my own PowerPoint template?',
    "Yes. Upload a .pptx in the Templates library and choose a category for it. Deckforge builds your deck on that template's own slide master, layouts, fonts, colours and backgrounds. You can also pick one of our ready-made templates.",
  ],
  [
    'What happens to my files? Is my data private?',
    'Your uploads and decks are stored for your account only and are never shared with other users. We do not sell your data or share it with third parties. Card payments are handled by our payment provider; we never see your full card number. When you deactivate your account, your files are deleted.',
  ],
  [
    'Can I get a refund?',
    'Unused purchased credits can be refunded within 14 days of purchase — write to our support address from the e-mail you signed up with. Credits reserved for a presentation that failed are returned to your balance automatically, without asking.',
  ],
  [
    'How do I buy more credits?',
    'Open Profile and choose Buy credits, or use Purchase in the pricing section. The minimum purchase is 10 credits. You pay on a secure hosted checkout page and the credits are added as soon as the payment is confirmed.',
  ],
  [
    'Can I edit the presentation afterwards?',
    'Yes. Every deck is a standard .pptx with real text boxes, bullet lists, pictures and speaker notes, so you can open it in PowerPoint, Keynote, Google Slides or LibreOffice and change anything you like.',
  ],
];

/**
 * The FAQ's words on editing decks in the browser (a later migration puts them in place): the
 * answer to "Can I edit the presentation afterwards?" and a question of their own on credits.
 */
export const FAQ_EDITING = {
  question: 'Can I edit the presentation afterwards?',
  answer:
    'Yes, in two ways. In Projects, choose Edit on a deck: change titles, bullets, statements, captions, table cells and speaker notes, reorder, add, duplicate or delete slides, then Save — the deck is drawn again in the same template, and the last 10 versions are kept so you can restore an earlier one. Or download the standard .pptx and open it in PowerPoint, Keynote, Google Slides or LibreOffice.',
  creditsQuestion: 'Do editing, saving or switching templates cost credits?',
  creditsAnswer:
    'No. Editing a deck, saving it again and switching it to another template re-use the content your credits already paid for, so they are free. New files cannot be added while editing: to use new material, create a new presentation.',
} as const;

export const NEWS: Array<[date: string, text: string]> = [
  [
    '2025-03-10',
    'Deckforge opens to everyone: sign up and get 10 free credits to turn your documents into presentations.',
  ],
  [
    '2025-06-02',
    'Bring your own design: upload any .pptx as a template and your decks keep its layouts, fonts and colours.',
  ],
  [
    '2025-09-15',
    'Audio and video support: recordings become slides with their key points, and clips play right in the deck.',
  ],
  [
    '2026-02-20',
    'Every deck now comes with speaker notes that show where each point came from in your sources.',
  ],
  [
    '2026-07-01',
    'Faster generation: a 20-page PDF becomes a finished deck in seconds, with live progress while you wait.',
  ],
];
