import type { Challenge } from 'altcha-lib';

/** The proof-of-work gate in front of every SMS (DESIGN §6); ALTCHA by default, behind this interface. */
export interface Captcha {
  /** A fresh signed challenge for the widget to solve. */
  createChallenge(): Promise<Challenge>;
  /** True once per solved challenge: a wrong, expired, forged or already spent payload is false. */
  verify(payload: string): Promise<boolean>;
}
