import { PASSWORD_HINT } from '../../domain/password-policy';
import type { DemoUser, SignupErrors } from './accounts';

export const DEMO_PASSWORD = 'MarketLens!2026';

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

// Self-contained styles: the identity provider serves no external assets.
const STYLES = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f2f5f8;color:#1b2733;line-height:1.5}
main{max-width:34rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 2px 12px rgba(20,40,60,.12)}
.brand{font-weight:700;color:#0b5c7a;letter-spacing:.02em;margin:0 0 .25rem}
h1{font-size:1.5rem;margin:0 0 1.25rem}
h2{font-size:1.05rem;margin:2rem 0 .5rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;padding:.6rem .75rem;font:inherit;border:1px solid #8a99a8;border-radius:.4rem}
input:focus,button:focus,a:focus{outline:3px solid #f0b400;outline-offset:2px}
input[aria-invalid=true]{border-color:#b00020}
.field-error{color:#b00020;margin:.25rem 0 0;font-size:.9rem}
.primary{display:block;width:100%;margin-top:1.5rem;padding:.7rem;font:inherit;font-weight:600;color:#fff;background:#0b5c7a;border:0;border-radius:.4rem;cursor:pointer;text-align:center;text-decoration:none}
.primary:hover{background:#084a63}
.alert{padding:.75rem 1rem;border-radius:.4rem;margin:0 0 1rem;background:#fde8ea;color:#7a0016;border:1px solid #f2b8c0}
.notice{padding:.75rem 1rem;border-radius:.4rem;margin:0 0 1rem;background:#e7f4ea;color:#14532d;border:1px solid #b6dfc0}
.links{margin-top:1.25rem;display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap}
.link-button{background:none;border:0;padding:0;font:inherit;color:#0b5c7a;text-decoration:underline;cursor:pointer}
a{color:#0b5c7a}
.hint{color:#4a5866;font-size:.9rem;margin:.25rem 0 0}
table{width:100%;border-collapse:collapse;font-size:.9rem}
th,td{text-align:left;padding:.35rem .25rem;border-bottom:1px solid #e1e7ed}
td button{font:inherit;color:#0b5c7a;background:none;border:0;padding:0;text-decoration:underline;cursor:pointer;word-break:break-all;text-align:left}
td .description{display:block;color:#4a5866;font-size:.8rem;margin-top:.1rem}
code{background:#eef2f6;padding:.1rem .3rem;border-radius:.25rem;word-break:break-all}
`;

function layout(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Market Lens</title>
<style>${STYLES}</style>
</head>
<body>
<main>
<p class="brand">Market Lens</p>
${body}
</main>
</body>
</html>`;
}

function fieldError(id: string, message: string | undefined): string {
  return message ? `<p class="field-error" id="${id}-error">${escapeHtml(message)}</p>` : '';
}

function describedBy(id: string, message: string | undefined): string {
  return message ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
}

/** The anti-forgery field of every form posted to an interaction (form-token.ts). */
function tokenField(csrf: string): string {
  return `<input type="hidden" name="csrf" value="${escapeHtml(csrf)}">`;
}

export interface LoginPageModel {
  uid: string;
  /** The interaction's anti-forgery token. */
  csrf: string;
  email?: string;
  error?: string;
  demoUsers: DemoUser[];
}

export function loginPage({ uid, csrf, email = '', error, demoUsers }: LoginPageModel): string {
  const rows = demoUsers
    .map(
      (user) =>
        `<tr><td><button type="button" data-email="${escapeHtml(user.email)}">${escapeHtml(user.email)}</button>` +
        (user.description ? `<span class="description">${escapeHtml(user.description)}</span>` : '') +
        '</td>' +
        `<td>${escapeHtml(user.role)}</td><td>${escapeHtml(user.account_status)}</td></tr>`,
    )
    .join('');
  const demo = demoUsers.length
    ? `<section aria-labelledby="demo-users">
<h2 id="demo-users">Demo users</h2>
<p class="hint">Demo mode only. Every seeded user's password is <code>${escapeHtml(DEMO_PASSWORD)}</code>. Choose an email to fill it in.</p>
<table><thead><tr><th scope="col">Email</th><th scope="col">Role</th><th scope="col">Status</th></tr></thead><tbody>${rows}</tbody></table>
</section>
<script>
for (const button of document.querySelectorAll('button[data-email]')) {
  button.addEventListener('click', () => {
    document.getElementById('email').value = button.dataset.email;
    document.getElementById('password').focus();
  });
}
</script>`
    : '';
  return layout(
    'Log in',
    `<h1>Log in</h1>
${error ? `<div class="alert" role="alert">${escapeHtml(error)}</div>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login" novalidate>
${tokenField(csrf)}
<label for="email">Email address</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}>
<button class="primary" type="submit">Log in</button>
</form>
<div class="links">
<a href="/interaction/${escapeHtml(uid)}/signup">Create an account</a>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort">${tokenField(csrf)}<button class="link-button" type="submit">Cancel</button></form>
</div>
${demo}`,
  );
}

export interface SignupPageModel {
  uid: string;
  /** The interaction's anti-forgery token. */
  csrf: string;
  values?: { email?: string; firstname?: string; lastname?: string };
  errors?: SignupErrors;
  error?: string;
}

export function signupPage({ uid, csrf, values = {}, errors = {}, error }: SignupPageModel): string {
  const input = (id: 'email' | 'firstname' | 'lastname', label: string, type: string, autocomplete: string) =>
    `<label for="${id}">${label}</label>
<input id="${id}" name="${id}" type="${type}" autocomplete="${autocomplete}" required value="${escapeHtml(values[id])}"${describedBy(id, errors[id])}>
${fieldError(id, errors[id])}`;
  return layout(
    'Create an account',
    `<h1>Create an account</h1>
${error ? `<div class="alert" role="alert">${escapeHtml(error)}</div>` : ''}
${Object.keys(errors).length ? '<div class="alert" role="alert">Please correct the highlighted fields.</div>' : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/signup" novalidate>
${tokenField(csrf)}
${input('email', 'Email address', 'email', 'email')}
${input('firstname', 'First name', 'text', 'given-name')}
${input('lastname', 'Last name', 'text', 'family-name')}
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="8" required aria-describedby="password-hint${errors.password ? ' password-error' : ''}"${errors.password ? ' aria-invalid="true"' : ''}>
<p class="hint" id="password-hint">${escapeHtml(PASSWORD_HINT)}</p>
${fieldError('password', errors.password)}
<button class="primary" type="submit">Create account</button>
</form>
<div class="links"><a href="/interaction/${escapeHtml(uid)}?screen=login">I already have an account</a></div>`,
  );
}

/** `verifyUrl` only in demo mode: elsewhere the link reaches the address out of band, never the page. */
export function signupDonePage({ email, verifyUrl, continueUrl }: { email: string; verifyUrl?: string; continueUrl: string }): string {
  const verification = verifyUrl
    ? `<p>This demo server sends no email. Open this verification link to confirm the address:</p>
<p><a href="${escapeHtml(verifyUrl)}" target="_blank" rel="noopener" id="verify-link">${escapeHtml(verifyUrl)}</a></p>`
    : `<p>A link to confirm the address will be sent to ${escapeHtml(email)}. You can continue to Market Lens now and confirm it later.</p>`;
  return layout(
    'Verify your email',
    `<h1>Verify your email</h1>
<div class="notice" role="status">Your account for ${escapeHtml(email)} has been created.</div>
${verification}
<a class="primary" href="${escapeHtml(continueUrl)}">Continue to Market Lens</a>`,
  );
}

export function verifyEmailPage(result: { verified: true; email: string } | { verified: false }): string {
  return result.verified
    ? layout(
        'Email verified',
        `<h1>Email verified</h1><div class="notice" role="status">${escapeHtml(result.email)} is now verified. You can close this tab.</div>`,
      )
    : layout(
        'Link not valid',
        `<h1>Link not valid</h1><div class="alert" role="alert">This verification link is unknown or has already been used.</div>`,
      );
}

export function errorPage(details: Record<string, unknown>): string {
  const items = Object.entries(details)
    .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return layout('Something went wrong', `<h1>Something went wrong</h1><dl>${items}</dl>`);
}

/**
 * A request the identity provider refused (request-boundary.ts, form-token.ts): what was wrong, in
 * a sentence, and the way back.
 */
export function refusalPage({ title, message }: { title: string; message: string }): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<div class="alert" role="alert">${escapeHtml(message)}</div>
<p>Go back to Market Lens and log in again.</p>`,
  );
}

// Auth0's /v2/logout signs out without asking: the confirm form oidc-provider renders is submitted
// at once with logout=yes.
export function logoutPage(form: string): string {
  const withConfirm = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return layout(
    'Signing out',
    `<h1>Signing out…</h1>${withConfirm}
<noscript><button class="primary" type="submit" form="op.logoutForm">Sign out</button></noscript>
<script>document.getElementById('op.logoutForm').submit();</script>`,
  );
}

export function loggedOutPage(): string {
  return layout('Signed out', '<h1>Signed out</h1><div class="notice" role="status">You have been signed out.</div>');
}
