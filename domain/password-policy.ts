/**
 * The one password policy of Market Lens: sign-up on the identity provider uses it, and so must
 * any form that sets a new password (docs/identity-provider.md, "Password policy").
 *
 * A password is accepted when it has at least MIN_PASSWORD_LENGTH characters, is not only spaces,
 * and zxcvbn (the maintained port @zxcvbn-ts, with its common-password, English-word and keyboard
 * pattern lists) rates it at least MIN_PASSWORD_SCORE — "safely unguessable" — also knowing the
 * person's email and name, so `password`, `12345678`, `qwertyuiop` or the email itself fail.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

export const MIN_PASSWORD_LENGTH = 8;
/** Characters beyond this are not read by the strength check (it slows down on very long input). */
export const MAX_CHECKED_CHARS = 100;
/** zxcvbn's scale: 0 too guessable … 4 very unguessable; 3 resists an offline slow-hash attack. */
export const MIN_PASSWORD_SCORE = 3;

/** Shown under the password field of every form that sets one. */
export const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters and hard to guess: a few unrelated words work well.`;

/**
 * Built on the first check, not when the module loads: its ranked dictionaries take ~13 MB of heap,
 * and the server's main thread loads this module (through the identity provider's package) but
 * never checks a password — the provider's thread does (docs/performance.md, "Memory").
 */
let factory: ZxcvbnFactory | undefined;
const zxcvbn = () =>
  (factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  }));

/** What the person typed besides the password (their own details make a weak password). */
export interface PasswordContext {
  email?: string;
  firstname?: string;
  lastname?: string;
}

function userInputs({ email = '', firstname = '', lastname = '' }: PasswordContext): string[] {
  const address = email.trim().toLowerCase();
  const [local = '', domain = ''] = address.split('@');
  return [address, local, domain, domain.split('.')[0] ?? '', firstname.trim(), lastname.trim()].filter((input) => input.length > 0);
}

/** zxcvbn's score (0 too guessable … 4 very unguessable), for a strength meter beside the field. */
export function passwordScore(password: string, context: PasswordContext = {}): number {
  if (password === '') return 0;
  return zxcvbn().check(password.slice(0, MAX_CHECKED_CHARS), userInputs(context)).score;
}

/**
 * Undefined when the password may be used; otherwise the sentence to show next to the password
 * field (the password itself is never repeated).
 */
export function checkPassword(password: string, context: PasswordContext = {}): string | undefined {
  if ([...password].length < MIN_PASSWORD_LENGTH) return `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.trim() === '') return 'Choose a password that is not only spaces.';
  const result = zxcvbn().check(password.slice(0, MAX_CHECKED_CHARS), userInputs(context));
  if (result.score >= MIN_PASSWORD_SCORE) return undefined;
  const reason = result.feedback.warning ? ` ${result.feedback.warning.replace(/\.?$/, '.')}` : '';
  return `This password is too easy to guess.${reason} Choose a longer one, for example three or four unrelated words.`;
}
