import type { RateLimitRule } from '../rate-limit/rate-limit.guard';

/**
 * Limits of the /user calls that guess secrets or send mail. Per address and e-mail they stop
 * guessing one account's password or code; the looser per-address rule stops one client from
 * trying many accounts. Numbers leave room for typos and a shared office address.
 */
export const UserRateLimits = {
  loginPerAccount: { name: 'login-ip-email', points: 10, durationSeconds: 15 * 60, by: 'ip+email' },
  loginPerAddress: { name: 'login-ip', points: 100, durationSeconds: 15 * 60, by: 'ip' },
  googleLogin: { name: 'login-google-ip', points: 60, durationSeconds: 15 * 60, by: 'ip' },
  register: { name: 'register-ip', points: 100, durationSeconds: 60 * 60, by: 'ip' },
  verifyPerAccount: {
    name: 'verify-ip-email',
    points: 10,
    durationSeconds: 10 * 60,
    by: 'ip+email',
  },
  verifyPerAddress: { name: 'verify-ip', points: 60, durationSeconds: 10 * 60, by: 'ip' },
  sendEmailPerAccount: {
    name: 'send-email-ip-email',
    points: 5,
    durationSeconds: 15 * 60,
    by: 'ip+email',
  },
  sendEmailPerAddress: { name: 'send-email-ip', points: 30, durationSeconds: 60 * 60, by: 'ip' },
  contact: { name: 'contact-ip', points: 5, durationSeconds: 60 * 60, by: 'ip' },
} satisfies Record<string, RateLimitRule>;
