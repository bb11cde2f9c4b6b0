import { VERIFICATION_CODE_MAX_ATTEMPTS } from '@deckforge/proto';

/** What the identity service tells people, in one place so the wording stays consistent. */
export const IdentityMessages = {
  registered: (email: string) =>
    `Your account has been created. We have sent a verification code to ${email}.`,
  registeredMailFailed:
    'Your account has been created, but we could not send the verification e-mail just now. Please request a new code.',
  accountExists: 'An account with this e-mail address already exists. Please log in.',
  accountDeactivated:
    'This account has been deactivated. Please contact support if you want to use it again.',
  emailVerified: 'Your e-mail address is verified. You can log in now.',
  resetCodeVerified: 'Code verified. Please choose a new password.',
  noPendingCode:
    'There is no verification code waiting for this e-mail address. Please request a new code.',
  codeExpired: 'This verification code has expired. Please request a new code.',
  codeExhausted: `The code was entered incorrectly ${VERIFICATION_CODE_MAX_ATTEMPTS} times. Please request a new code.`,
  wrongCode: (attemptsLeft: number) =>
    `The verification code is not correct. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`,
  codeSent: (email: string) =>
    `If ${email} belongs to an account that needs it, we have sent it a code. Please check your inbox.`,
  invalidCredentials: 'Invalid email or password',
  emailNotVerified:
    'Please verify your e-mail address before logging in. Request a code to verify it now.',
  loggedIn: 'Logged in successfully',
  sessionRefreshed: 'Session refreshed',
  sessionExpired: 'Your session has expired. Please log in again.',
  sessionRevoked: 'Your session was ended for your security. Please log in again.',
  loggedOut: 'You have been logged out',
  profile: 'Session is valid',
  nameUpdated: 'Your name has been updated',
  passwordUpdated: 'Your password has been updated',
  resetExpired:
    'Your password reset has expired. Please request a new code with "Forgot password".',
  resetForAnotherAccount: 'This password reset was started for another e-mail address.',
  ownAccountOnly: 'You can only change your own account',
  deactivated: 'Your account has been deactivated',
  contactReceived: 'Thank you for your message. We will get back to you soon.',
  surveyReceived: 'Thank you for your feedback!',
  surveyAlreadySent: 'You have already sent the survey. Thank you!',
  userNotFound: 'This account does not exist',
} as const;
