import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';
import { LoginIdentifierType, loginIdentifierTypeLabels } from '../../libs/contracts/src/login-identifiers';
import { accessibleColors } from './src/app/accessible-colors';

/** What the identifier field is for each way of signing in: the same as the app's sign-in page (login-page.tsx). */
export const IDENTIFIER_KINDS: Record<
  LoginIdentifierType,
  { label: string; type: string; inputMode: string; autoComplete: string }
> = {
  [LoginIdentifierType.Email]: {
    label: loginIdentifierTypeLabels[LoginIdentifierType.Email],
    type: 'email',
    inputMode: 'email',
    autoComplete: 'username',
  },
  [LoginIdentifierType.IdentificationNumber]: {
    label: loginIdentifierTypeLabels[LoginIdentifierType.IdentificationNumber],
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'off',
  },
  [LoginIdentifierType.PhoneNumber]: {
    label: loginIdentifierTypeLabels[LoginIdentifierType.PhoneNumber],
    type: 'text',
    inputMode: 'tel',
    autoComplete: 'tel',
  },
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The sign-in layout and form (login-layout.tsx, login-page.tsx) as plain HTML, with the product's title. */
export function earlySignInMarkup(title: string): string {
  const email = IDENTIFIER_KINDS[LoginIdentifierType.Email];
  const kinds = Object.entries(IDENTIFIER_KINDS)
    .map(
      ([value, kind]) =>
        `<label><input type="radio" name="kg-early-identifier-type" value="${value}"${
          Number(value) === LoginIdentifierType.Email ? ' checked' : ''
        }>${escapeHtml(kind.label)}</label>`,
    )
    .join('');
  return `<main class="kg-early"><div class="kg-early-brand"><img src="/favicon.svg" alt="" width="40" height="40"><span>${escapeHtml(
    title,
  )}</span></div><div class="kg-early-card"><h1>Вход</h1><form id="kg-early-sign-in" novalidate><div class="kg-early-field"><div id="kg-early-kind">Вход с</div><div class="kg-early-kinds" role="radiogroup" aria-labelledby="kg-early-kind">${kinds}</div></div><div class="kg-early-field"><label id="kg-early-identifier-label" for="kg-early-identifier">${escapeHtml(
    email.label,
  )}</label><input id="kg-early-identifier" type="${email.type}" inputmode="${email.inputMode}" autocomplete="${
    email.autoComplete
  }" aria-required="true" autofocus></div><div class="kg-early-field"><label for="kg-early-password">Парола</label><input id="kg-early-password" type="password" autocomplete="current-password" aria-required="true"><a href="/login/reset">Забравена парола?</a></div><button type="submit" disabled>Вход</button></form><p><a href="/login/signup">Регистрация на родител</a></p></div><span class="kg-early-note">Платформа за управление на детски градини и ясли</span></main>`;
}

/** The look of login-layout.tsx and login-page.tsx in plain CSS (antd's sizes: 16 px text, 40 px fields, 8 px radii). */
const STYLE = `
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif;color:rgba(0,0,0,.88)}
.kg-early{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:24px;min-height:100vh;box-sizing:border-box;padding:32px 16px;background:linear-gradient(160deg,#e6f4ff 0%,#f5f5f5 55%)}
.kg-early-brand{display:flex;align-items:center;gap:12px;font-size:20px;font-weight:600}
.kg-early-card{width:100%;max-width:420px;box-sizing:border-box;padding:32px 32px 8px;background:#fff;border-radius:8px;box-shadow:0 1px 2px 0 rgba(0,0,0,.03),0 1px 6px -1px rgba(0,0,0,.02),0 2px 4px 0 rgba(0,0,0,.02)}
.kg-early h1{margin:0 0 24px;text-align:center;font-size:30px;line-height:1.27;font-weight:600}
.kg-early form{font-size:16px}
.kg-early-field{margin-bottom:24px}
.kg-early-field>label,#kg-early-kind{display:block;padding-bottom:8px}
.kg-early-kinds{display:flex;flex-wrap:wrap;gap:8px 16px;font-size:14px}
.kg-early-kinds label{display:inline-flex;align-items:center;gap:8px;cursor:pointer}
.kg-early-kinds input{width:16px;height:16px;margin:0;accent-color:${accessibleColors.colorPrimary}}
.kg-early-field>input{display:block;width:100%;box-sizing:border-box;height:40px;padding:7px 11px;font:inherit;border:1px solid #d9d9d9;border-radius:8px}
.kg-early-field>input:focus{outline:2px solid ${accessibleColors.colorPrimary};outline-offset:1px;border-color:${accessibleColors.colorPrimary}}
.kg-early a{color:${accessibleColors.colorLink};text-decoration:none}
.kg-early-field>a{display:inline-block;margin-top:8px;font-size:14px}
.kg-early button{display:block;width:100%;height:40px;margin-bottom:24px;font:inherit;color:#fff;background:${accessibleColors.colorPrimary};border:0;border-radius:8px;cursor:pointer}
.kg-early button:disabled{cursor:wait}
.kg-early p{text-align:center;margin-top:0;font-size:14px}
.kg-early-note{font-size:12px;color:${accessibleColors.colorTextSecondary}}
`
  .trim()
  .replace(/\n/g, '');

/**
 * login.html: index.html with the sign-in form in its root, the form's style, and the script that guards it — first
 * in the head, deferred (it runs once the form is parsed) and asked for at high priority, so that it is not queued
 * behind the app's scripts on a slow line (six connections, one narrow pipe). The app's own small stylesheets are
 * written into the page (`styles`: file → text), so that no request holds the first paint back.
 */
export function loginPageFor(indexHtml: string, scriptFile: string, styles: Record<string, string> = {}): string {
  const title = /<title>([^<]*)<\/title>/.exec(indexHtml)?.[1] ?? '';
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error('index.html has no empty <div id="root"></div> for the sign-in form');
  if (!indexHtml.includes('</title>')) throw new Error('index.html has no <title> for the sign-in page');
  return indexHtml
    .replace(/<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g, (link, file: string) =>
      file in styles ? `<style>${styles[file]}</style>` : link,
    )
    .replace('</title>', `</title><script defer fetchpriority="high" src="/${scriptFile}"></script><style>${STYLE}</style>`)
    .replace(root, `<div id="root">${earlySignInMarkup(title)}</div>`);
}

/**
 * Emits login.html (served for /login by the API's web root and by nginx: `$uri.html`) and its hashed guard script
 * (docs/pwa.md "The sign-in page before the app"): on a slow phone the sign-in form shows, and takes typing, as soon as
 * the HTML arrives instead of after the app's scripts have downloaded and run.
 */
export function earlySignIn(): Plugin {
  return {
    name: 'kg-early-sign-in',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset') this.error('index.html is missing from the build: login.html is made from it');
      const script = fileURLToPath(new URL('./early-sign-in.js', import.meta.url));
      const source = readFileSync(script, 'utf8').replace(
        "'__KG_IDENTIFIER_KINDS__'",
        JSON.stringify(JSON.stringify(IDENTIFIER_KINDS)),
      );
      const scriptFile = this.getFileName(this.emitFile({ type: 'asset', name: 'early-sign-in.js', source }));
      const styles = Object.fromEntries(
        Object.values(bundle).flatMap((file) =>
          file.type === 'asset' && file.fileName.endsWith('.css') ? [[file.fileName, String(file.source)]] : [],
        ),
      );
      this.emitFile({
        type: 'asset',
        fileName: 'login.html',
        source: loginPageFor(String(page.source), scriptFile, styles),
      });
    },
  };
}
