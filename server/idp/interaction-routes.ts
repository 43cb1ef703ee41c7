import type { KoaContextWithOIDC } from 'oidc-provider';
import type Provider from 'oidc-provider';

import { authenticate, lacksCompanyData, recordLogin, listDemoUsers, registerUser, validateSignup, verifyEmail } from './accounts';
import type { IdentityDb } from './identity-database';
import { errorPage, loginPage, signupDonePage, signupPage, verifyEmailPage } from './pages';

type Next = () => Promise<unknown>;

const INTERACTION_PATH = /^\/interaction\/([\w-]+)(?:\/(login|signup|abort))?$/;
const MAX_FORM_BYTES = 16 * 1024;

export const NO_COMPANY_DATA = 'No Company Data';

async function readForm(ctx: KoaContextWithOIDC): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of ctx.req) {
    body += String(chunk);
    if (body.length > MAX_FORM_BYTES) ctx.throw(413, 'Form too large');
  }
  return new URLSearchParams(body);
}

function html(ctx: KoaContextWithOIDC, body: string, status = 200) {
  ctx.status = status;
  ctx.type = 'html';
  ctx.body = body;
}

/**
 * The login, signup and email-verification pages of the development identity provider, as one
 * Koa middleware in front of oidc-provider's own routes.
 */
export function createInteractionRoutes(provider: Provider, db: IdentityDb) {
  const finish = async (ctx: KoaContextWithOIDC, result: Parameters<Provider['interactionResult']>[2]) => {
    const redirectTo = await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: false });
    ctx.status = 303;
    ctx.redirect(redirectTo);
  };

  const renderLogin = async (ctx: KoaContextWithOIDC, uid: string, email?: string, error?: string) => {
    html(ctx, loginPage({ uid, email, error, demoUsers: await listDemoUsers(db) }), error ? 400 : 200);
  };

  return async function interactionRoutes(ctx: KoaContextWithOIDC, next: Next) {
    if (ctx.path === '/verify-email' && ctx.method === 'GET') {
      const user = await verifyEmail(db, String(ctx.query.token ?? ''));
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
      html(ctx, errorPage({ error: 'This login page has expired. Go back to Market Lens and log in again.' }), 400);
      return;
    }
    if (details.uid !== uid) {
      html(ctx, errorPage({ error: 'This login page does not belong to your current login. Go back to Market Lens and log in again.' }), 400);
      return;
    }

    // Register sends screen_hint=signup; the pages link to each other with ?screen=.
    const screen = ctx.query.screen ?? details.params.screen_hint;
    const isSignup = screen === 'signup';
    const route = `${ctx.method} ${action ?? ''}`;

    if (details.prompt.name === 'consent') {
      // Never shown: the grant is loaded without consent; kept in case a prompt asks anyway.
      await finish(ctx, { consent: {} });
      return;
    }

    switch (route) {
      case 'GET ':
        if (isSignup) html(ctx, signupPage({ uid }));
        else await renderLogin(ctx, uid);
        return;
      case 'GET signup':
        html(ctx, signupPage({ uid }));
        return;
      case 'POST login': {
        const form = await readForm(ctx);
        const email = form.get('email') ?? '';
        const password = form.get('password') ?? '';
        if (!email.trim() || !password) {
          await renderLogin(ctx, uid, email, 'Enter your email address and password.');
          return;
        }
        const user = await authenticate(db, email, password);
        if (!user) {
          await renderLogin(ctx, uid, email, 'Wrong email or password.');
          return;
        }
        if (await lacksCompanyData(db, user)) {
          await finish(ctx, { error: 'access_denied', error_description: NO_COMPANY_DATA });
          return;
        }
        await recordLogin(db, user.id);
        await finish(ctx, { login: { accountId: user.id } });
        return;
      }
      case 'POST signup': {
        const form = await readForm(ctx);
        const input = {
          email: form.get('email') ?? '',
          firstname: form.get('firstname') ?? '',
          lastname: form.get('lastname') ?? '',
          password: form.get('password') ?? '',
        };
        const values = { email: input.email, firstname: input.firstname, lastname: input.lastname };
        const errors = validateSignup(input);
        if (Object.keys(errors).length > 0) {
          html(ctx, signupPage({ uid, values, errors }), 400);
          return;
        }
        const created = await registerUser(db, input);
        if (!created) {
          html(ctx, signupPage({ uid, values, errors: { email: 'An account with this email already exists. Log in instead.' } }), 400);
          return;
        }
        await recordLogin(db, created.user.id);
        const continueUrl = await provider.interactionResult(ctx.req, ctx.res, { login: { accountId: created.user.id } }, {
          mergeWithLastSubmission: false,
        });
        const verifyUrl = new URL(`/verify-email?token=${encodeURIComponent(created.verificationToken)}`, ctx.href).href;
        html(ctx, signupDonePage({ email: created.user.email, verifyUrl, continueUrl }));
        return;
      }
      case 'POST abort':
        await finish(ctx, { error: 'access_denied', error_description: 'End-User aborted interaction' });
        return;
      default:
        ctx.status = 405;
        ctx.body = 'Method Not Allowed';
    }
  };
}
