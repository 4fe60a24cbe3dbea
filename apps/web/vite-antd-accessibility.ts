import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';

const wrapper = fileURLToPath(new URL('./src/shared/ui/decorative-icon.ts', import.meta.url));
const VIRTUAL = '\0kg-decorative-icon:';

/**
 * The base component an @ant-design/icons icon module imports (`../components/AntdIcon` or `AntdIconLight`), or
 * undefined for any other import.
 */
export function iconBaseOf(source: string, importer: string | undefined): string | undefined {
  if (!importer || !/[\\/]@ant-design[\\/]icons[\\/]es[\\/]icons[\\/]/.test(importer)) return undefined;
  return /^\.\.\/components\/(AntdIcon|AntdIconLight)(?:\.js)?$/.exec(source)?.[1];
}

/** The module that replaces the base: antd's own component, made decorative by default (shared/ui/decorative-icon.ts). */
export const decorativeModule = (base: string): string =>
  `import Icon from '@ant-design/icons/es/components/${base}';\n` +
  `import { decorative } from ${JSON.stringify(wrapper)};\n` +
  `export default decorative(Icon);\n`;

const PAGINATION = /[\\/]antd[\\/]es[\\/]pagination[\\/]Pagination\.js$/;
/** antd's previous and next page buttons, which hold only an arrow: `prevIcon` and `nextIcon` in Pagination.js. */
const pageButton = (name: 'prevIcon' | 'nextIcon') =>
  new RegExp(
    `(const ${name} = /\\*#__PURE__\\*/React\\.createElement\\("button", \\{\\s*className: \`\\$\\{prefixCls\\}-item-link\`,)`,
  );

/**
 * antd's Pagination with its previous and next page buttons named from its locale („Предишна страница“, „Следваща
 * страница“): antd gives the buttons only an arrow, whose English name („left“) the decorative icons remove. Fails the
 * build when antd's code no longer has the buttons where this expects them.
 */
export function namePageButtons(code: string): string {
  let named = code;
  for (const [name, label] of [
    ['prevIcon', 'prev_page'],
    ['nextIcon', 'next_page'],
  ] as const) {
    if (!pageButton(name).test(named))
      throw new Error(`antd's Pagination.js has no ${name} button to name: update vite-antd-accessibility.ts`);
    named = named.replace(pageButton(name), `$1\n      "aria-label": locale.${label},`);
  }
  return named;
}

const STEP_HANDLER = /[\\/]@rc-component[\\/]input-number[\\/]es[\\/]StepHandler\.js$/;
/** The number field's step buttons, named in English in rc-input-number's code (not from a locale). */
const stepNames = [
  ["'Increase Value'", "'Увеличи стойността'"],
  ["'Decrease Value'", "'Намали стойността'"],
] as const;

/** rc-input-number's StepHandler.js with Bulgarian names; fails the build when the English ones are no longer there. */
export function nameStepButtons(code: string): string {
  return stepNames.reduce((named, [english, bulgarian]) => {
    if (!named.includes(english))
      throw new Error(`StepHandler.js has no ${english} to translate: update vite-antd-accessibility.ts`);
    return named.replace(english, bulgarian);
  }, code);
}

/**
 * Accessible names in antd (WCAG 2.2 AA 4.1.2, in Bulgarian):
 * - every antd icon — the app's and those inside antd's own components (a select's arrow, an alert's sign) — is
 *   decorative unless it is given a name: antd labels each with its English name (role="img" aria-label="bell"),
 *   which a screen reader reads out in the middle of Bulgarian. A control that is only an icon carries its Bulgarian
 *   `aria-label` itself (the browser sweep's axe check fails a button without a name);
 * - the pagination's previous and next buttons get their names from antd's Bulgarian locale;
 * - the number field's step buttons („Increase Value“ in rc-input-number's code) are named in Bulgarian.
 */
export function antdAccessibility(): Plugin {
  return {
    name: 'kg-antd-accessibility',
    enforce: 'pre',
    resolveId(source, importer) {
      const base = iconBaseOf(source, importer);
      return base ? `${VIRTUAL}${base}` : undefined;
    },
    load(id) {
      return id.startsWith(VIRTUAL) ? decorativeModule(id.slice(VIRTUAL.length)) : undefined;
    },
    transform(code, id) {
      if (PAGINATION.test(id)) return { code: namePageButtons(code), map: null };
      if (STEP_HANDLER.test(id)) return { code: nameStepButtons(code), map: null };
      return undefined;
    },
  };
}
