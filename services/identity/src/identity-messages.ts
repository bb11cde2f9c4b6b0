import {
  ACCOUNT_DEACTIVATED_MESSAGE,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_MINUTES,
} from '@deckforge/proto';

const plural = (count: number, word: string) => `${count} ${count === 1 ? word : `${word}s`}`;
const clock = (at: Date) => `${at.toISOString().slice(11, 16)} UTC`;

/** What the identity service tells people, in one place so the wording stays consistent. */
export const IdentityMessages = {
  /** The same for a new address, a taken one and a deactivated one (no account enumeration). */
  registered: (email: string) =>
    `Thank you. We have sent an e-mail to ${email}: please follow it to finish signing up.`,
  accountExists: 'An account with this e-mail address already exists. Please log in.',
  accountDeactivated: ACCOUNT_DEACTIVATED_MESSAGE,
  emailVerified: 'Your e-mail address is verified. You can log in now.',
  emailVerifiedChoosePassword:
    'Your e-mail address is verified. For your security, please choose the password of your account now.',
  resetCodeVerified: 'Code verified. Please choose a new password.',
  codeExhausted: `The code was entered incorrectly ${VERIFICATION_CODE_MAX_ATTEMPTS} times. Please request a new code.`,
  wrongCode: (attemptsLeft: number) =>
    `The verification code is not correct or has expired. ${plural(attemptsLeft, 'attempt')} left.`,
  codesPaused: (until: Date) =>
    `There have been too many failed attempts for this e-mail address today. Codes can be entered again after ${clock(until)}.`,
  codeSent: (email: string) =>
    `If ${email} belongs to an account that needs it, we have sent it a code. Please check your inbox.`,
  codeMailsSpent: (retryAfterSeconds: number) =>
    `We have already sent several codes to this address in the last hour. Please use the latest one, or ask again in ${plural(Math.max(1, Math.ceil(retryAfterSeconds / 60)), 'minute')}.`,
  invalidCredentials: 'Invalid email or password',
  confirmSignIn:
    'There have been many failed attempts to sign in to this account today, so we need to confirm it is you. If the password is right, we have e-mailed you a code: enter it with your password.',
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
  proofRequired: 'Please enter your current password, or a code we e-mail you.',
  currentPasswordWrong: 'The current password is not correct.',
  noPasswordYet:
    'Your account has no password yet (you sign in with Google). Please ask for a code by e-mail and enter it instead.',
  passwordsPaused:
    'There have been too many failed attempts for this account today. Please confirm with a code we e-mail you instead of your password.',
  securityCodeWrong:
    'The code is not correct or has expired. Please check it, or ask for a new one.',
  securityCodeSent: (email: string) =>
    `We have e-mailed a code to ${email}. Please enter it within ${VERIFICATION_CODE_TTL_MINUTES} minutes.`,
  deactivated: 'Your account has been deactivated',
  contactReceived: 'Thank you for your message. We will get back to you soon.',
  surveyReceived: 'Thank you for your feedback!',
  surveyAlreadySent: 'You have already sent the survey. Thank you!',
  surveyAsked: 'We will not ask again.',
  userNotFound: 'This account does not exist',
} as const;
