import type { KoaContextWithOIDC } from 'oidc-provider';
import type Provider from 'oidc-provider';

import { authenticate, hashSignup, validateSignup, type DemoUser } from './accounts';
import type { IdentityProviderMode } from './cookie-policy';
import { FORM_TOKEN_FIELD, type FormTokens } from './form-token';
import type { IdentityDirectory } from './identity-directory';
import type { LoginThrottle } from './login-throttle';
import { loginPage, refusalPage, signupDonePage, signupPage, verifyEmailPage } from './pages';
import { submittedForm, type RefusalContext } from './request-boundary';

type Next = () => Promise<unknown>;

const INTERACTION_PATH = /^\/interaction\/([\w-]+)(?:\/(login|signup|abort))?$/;

export const NO_COMPANY_DATA = 'No Company Data';

const FORGED_FORM_MESSAGE =
  'This form did not come from the login page you have open (or it belongs to an earlier login), so nothing was changed.';

/** The demo-user list of the login page exists only in demo mode (docs/identity-provider.md). */
async function demoUsersFor(directory: IdentityDirectory, mode: IdentityProviderMode): Promise<DemoUser[]> {
  return mode === 'demo' ? directory.listDemoUsers() : [];
}

function html(ctx: KoaContextWithOIDC, body: string, status = 200) {
  ctx.status = status;
  ctx.type = 'html';
  ctx.body = body;
}

/**
 * The answer to a request the boundary refused (request-boundary.ts): a refused login or signup
 * post of the visitor's current interaction shows its form again, filled in with what was typed
 * (never the password), with the reason above it; anything else gets the refusal page.
 */
export function createRefusalRenderer(provider: Provider, directory: IdentityDirectory, formTokens: FormTokens, mode: IdentityProviderMode) {
  return async ({ ctx, refusal, form }: RefusalContext): Promise<string> => {
    if (form) {
      // Only the signed interaction cookie reaches the database here, nothing the visitor typed.
      const details = await provider.interactionDetails(ctx.req, ctx.res).catch(() => undefined);
      if (details?.uid === form.uid) {
        const csrf = formTokens.tokenFor(form.uid);
        const typed = (name: string) => form.values.get(name) ?? '';
        if (form.name === 'login') {
          return loginPage({ uid: form.uid, csrf, email: typed('email'), error: refusal.message, demoUsers: await demoUsersFor(directory, mode) });
        }
        const values = { email: typed('email'), firstname: typed('firstname'), lastname: typed('lastname') };
        return signupPage({ uid: form.uid, csrf, values, error: refusal.message });
      }
    }
    return refusalPage({ title: 'This request could not be handled', message: refusal.message });
  };
}

export interface InteractionSettings {
  /** Demo mode shows the demo users and the verification link; production mode neither. */
  mode: IdentityProviderMode;
  throttle: LoginThrottle;
  /** Refusals, one line each. */
  log: (line: string) => void;
  /** Information for the operator: in production mode, the verification links to deliver. */
  info: (line: string) => void;
}

/**
 * The login, signup and email-verification pages of the development identity provider, as one
 * Koa middleware in front of oidc-provider's own routes (behind the request boundary).
 */
export function createInteractionRoutes(provider: Provider, directory: IdentityDirectory, formTokens: FormTokens, settings: InteractionSettings) {
  const { mode, throttle, log, info } = settings;
  const finish = async (ctx: KoaContextWithOIDC, result: Parameters<Provider['interactionResult']>[2]) => {
    const redirectTo = await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: false });
    ctx.status = 303;
    ctx.redirect(redirectTo);
  };

  const renderLogin = async (ctx: KoaContextWithOIDC, uid: string, email?: string, error?: string, status = error ? 400 : 200) => {
    html(ctx, loginPage({ uid, csrf: formTokens.tokenFor(uid), email, error, demoUsers: await demoUsersFor(directory, mode) }), status);
  };
  const renderSignup = (ctx: KoaContextWithOIDC, uid: string, rest: Omit<Parameters<typeof signupPage>[0], 'uid' | 'csrf'> = {}, status = 200) => {
    html(ctx, signupPage({ uid, csrf: formTokens.tokenFor(uid), ...rest }), status);
  };

  return async function interactionRoutes(ctx: KoaContextWithOIDC, next: Next) {
    if (ctx.path === '/verify-email' && ctx.method === 'GET') {
      const user = await directory.verifyEmail(String(ctx.query.token ?? ''));
      ctx.set('Cache-Control', 'no-store');
      html(ctx, verifyEmailPage(user ? { verified: true, email: user.email } : { verified: false }), user ? 200 : 400);
      return;
    }

    const match = INTERACTION_PATH.exec(ctx.path);
    if (!match) {
      await next();
      return;
    }
    const [, uid = '', action] = match;
    ctx.set('Cache-Control', 'no-store');

    let details;
    try {
      details = await provider.interactionDetails(ctx.req, ctx.res);
    } catch {
      html(ctx, refusalPage({ title: 'Login page expired', message: 'This login page has expired.' }), 400);
      return;
    }
    if (details.uid !== uid) {
      html(ctx, refusalPage({ title: 'Login page expired', message: 'This login page does not belong to your current login.' }), 400);
      return;
    }

    const form = submittedForm(ctx);
    if (ctx.method === 'POST' && !formTokens.matches(uid, form.get(FORM_TOKEN_FIELD))) {
      log(`[idp] refused POST /interaction/${uid}/${action ?? ''}: ${form.has(FORM_TOKEN_FIELD) ? 'form token of another interaction' : 'no form token'} (403)`);
      html(ctx, refusalPage({ title: 'Form not accepted', message: FORGED_FORM_MESSAGE }), 403);
      return;
    }

    // Register sends screen_hint=signup; the pages link to each other with ?screen=.
    const screen = ctx.query.screen ?? details.params.screen_hint;
    const isSignup = screen === 'signup';
    // Koa answers HEAD like GET, without the body.
    const route = `${ctx.method === 'HEAD' ? 'GET' : ctx.method} ${action ?? ''}`;

    if (details.prompt.name === 'consent') {
      // Never shown: the grant is loaded without consent; kept in case a prompt asks anyway.
      await finish(ctx, { consent: {} });
      return;
    }

    switch (route) {
      case 'GET ':
        if (isSignup) renderSignup(ctx, uid);
        else await renderLogin(ctx, uid);
        return;
      case 'GET signup':
        renderSignup(ctx, uid);
        return;
      case 'POST login': {
        const email = form.get('email') ?? '';
        const password = form.get('password') ?? '';
        if (!email.trim() || !password) {
          await renderLogin(ctx, uid, email, 'Enter your email address and password.');
          return;
        }
        // Login throttling (login-throttle.ts): a locked email or address is not even checked.
        const attempt = await throttle.attempt(email, ctx.ip);
        if (attempt.locked) {
          log(`[idp] refused POST /interaction/${uid}/login: too many failed attempts (429)`);
          await renderLogin(ctx, uid, email, attempt.message, 429);
          return;
        }
        const user = await authenticate(directory, email, password);
        if (!user) {
          const lockedNow = await attempt.failed();
          await renderLogin(ctx, uid, email, lockedNow ? `Wrong email or password. ${lockedNow}` : 'Wrong email or password.');
          return;
        }
        await attempt.succeeded();
        if (await directory.lacksCompanyData(user)) {
          await finish(ctx, { error: 'access_denied', error_description: NO_COMPANY_DATA });
          return;
        }
        await directory.recordLogin(user.id);
        await finish(ctx, { login: { accountId: user.id } });
        return;
      }
      case 'POST signup': {
        const input = {
          email: form.get('email') ?? '',
          firstname: form.get('firstname') ?? '',
          lastname: form.get('lastname') ?? '',
          password: form.get('password') ?? '',
        };
        const values = { email: input.email, firstname: input.firstname, lastname: input.lastname };
        const errors = validateSignup(input);
        if (Object.keys(errors).length > 0) {
          renderSignup(ctx, uid, { values, errors }, 400);
          return;
        }
        const created = await directory.registerUser(await hashSignup(input));
        if (!created) {
          renderSignup(ctx, uid, { values, errors: { email: 'An account with this email already exists. Log in instead.' } }, 400);
          return;
        }
        await directory.recordLogin(created.user.id);
        const continueUrl = await provider.interactionResult(ctx.req, ctx.res, { login: { accountId: created.user.id } }, {
          mergeWithLastSubmission: false,
        });
        const verifyUrl = new URL(`/verify-email?token=${encodeURIComponent(created.verificationToken)}`, ctx.href).href;
        // Only demo mode shows the link on the page; otherwise it goes to the operator's log, to be
        // delivered to the address out of band (this provider sends no email).
        if (mode !== 'demo') info(`[idp] email verification link for ${created.user.email}: ${verifyUrl}`);
        html(ctx, signupDonePage({ email: created.user.email, verifyUrl: mode === 'demo' ? verifyUrl : undefined, continueUrl }));
        return;
      }
      case 'POST abort':
        await finish(ctx, { error: 'access_denied', error_description: 'End-User aborted interaction' });
        return;
      default:
        // The request boundary answers other methods already; kept for a route added without a rule.
        html(ctx, refusalPage({ title: 'This request could not be handled', message: 'This page does not take this kind of request.' }), 405);
    }
  };
}
