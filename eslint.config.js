import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// TypeScript sees both DOM and Node types everywhere, so where code runs is enforced here: each
// runtime's own globals are forbidden on the other side (`no-undef` is off for TypeScript).
const browserOnly = Object.keys(globals.browser).filter((name) => !(name in globals.node));
const nodeOnly = Object.keys(globals.node).filter((name) => !(name in globals.browser));
const restrict = (names, runtime) =>
  names.map((name) => ({ name, message: `${name} exists only in ${runtime}; this code runs elsewhere.` }));

const noFetch = 'Screens get data through props or providers; the host wires the api-client (no fetch in packages/ui).';
// #rgb, #rgba, #rrggbb and #rrggbbaa anywhere in a string.
const hexColour = '/#([0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})\\b/';
const noHex = 'Use a theme value (vars.color.*) instead of a raw hex colour; the colours live in ui/src/theme.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/data/**',
      '**/drizzle/**',
      '**/*.d.ts',
      '**/*.d.mts',
      // test/authoring.test.ts's throwaway copy of the templates package.
      '**/.authoring-check-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // The API and the templates' server-side entry run on Node only.
  {
    files: ['packages/server/src/**/*.ts', 'packages/templates/src/ssr.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-restricted-globals': ['error', ...restrict(browserOnly, 'browsers')] },
  },
  // The UI kit runs in browsers only and never fetches.
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-globals': [
        'error',
        ...restrict(nodeOnly, 'Node'),
        { name: 'fetch', message: noFetch },
        { name: 'XMLHttpRequest', message: noFetch },
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({ object, property: 'fetch', message: noFetch })),
      ],
    },
  },
  // Styles read colours from the theme contract; only the theme itself holds values.
  {
    files: ['packages/ui/src/**/*.css.ts'],
    ignores: ['packages/ui/src/theme/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${hexColour}]`, message: noHex },
        { selector: `TemplateElement[value.raw=${hexColour}]`, message: noHex },
      ],
    },
  },
);
