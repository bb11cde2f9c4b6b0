/**
 * Texts the user reads, quoted verbatim from the product's wording (docs/architecture.md, "Contracts").
 * Frontend and backend both use these so a message never drifts between the two.
 */
export const Messages = {
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email format',
  nameRequired: 'Name is required',
  messageRequired: 'Message is required',
  passwordRules:
    'Password must be at least 8 characters long, include an uppercase letter, a lowercase letter, a number, and a special character.',
  passwordsDoNotMatch: 'Passwords do not match',
  termsRequired: 'You must agree to the Terms & Conditions and Privacy Notice.',
  titleRequired: 'Title is required',
  /** Not in the spec: a title longer than the deck's file name and first slide can hold. */
  titleTooLong: (max: number) => `The title is too long: at most ${max} characters`,
  mediaRequired: 'Please select media files',
  templateRequired: 'Please select a template',
  tokenLimit: (limit: number) => `Your presentation exceedes token limit of ${limit}.`,
  fileTypeNotSupported: 'File type is not supported',
  noFilesSelected: 'Please select files to upload',
  categoryRequired: 'Please select a category',
  fileTooLarge: (fileName: string, limitMb: number) =>
    `${fileName} is larger than ${limitMb}MB. The MVP does not support larger uploads.`,
  paymentSuccessful: 'Payment Successful. Credits have been added',
  paymentFailed: 'Payment failed. Please try again.',
  unexpectedError: 'An unexpected error occurred',
  operationSuccessful: 'Operation successful',
  unknownErrorWhile: (action: string) => `An unknown error occurred while ${action}`,
  missingEnvironmentVariable: 'Missing environment variable',
  newsFetchFailed: 'Error occurred while fetching the news',
  deactivationFailed: 'Error occurred while deactivating the user account',
  unexpectedApplicationError: 'Unexpected Application Error!',
  googleNotConfigured: 'Google sign-in is not configured',
  /** Not in the spec: refusals of an uploaded file that the person can act on (name first). */
  templateWithoutTextArea: (fileName: string, reason: string) =>
    `${fileName} cannot be used as a template: it ${reason}. Please upload a presentation whose layouts have text placeholders.`,
  filePasswordProtected: (fileName: string) =>
    `${fileName} is protected with a password. Please remove the password, save it and upload it again.`,
  fileHasMacros: (fileName: string) =>
    `${fileName} contains macros, which Deckforge does not accept. Please save it as a presentation without macros (.pptx) and upload it again.`,
  fileIncomplete: (fileName: string) =>
    `${fileName} is incomplete or damaged. Please save it again and upload the saved file.`,
  fileUnsafe: (fileName: string) =>
    `${fileName} was refused as unsafe: it contains parts named to be unpacked outside its folder. Please save it again from your office application and upload the saved file.`,
} as const;
