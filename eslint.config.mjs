import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments/configs';

/**
 * ESLint (flat config): the Next.js rules (core web vitals) and the TypeScript rules, for src/, tests/, scripts/
 * and the config files at the root. `npm run lint` fails on any warning (--max-warnings=0).
 */
const config = [
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'vendor/**',
      'drizzle/**',
      'public/**',
      'content/**',
      'messages/**',
      'docs/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      'tmp/**',
      'next-env.d.ts',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  eslintComments.recommended,
  {
    linterOptions: {
      // A disable comment that no longer suppresses anything is an error, so none outlives its reason.
      reportUnusedDisableDirectives: 'error',
    },
    rules: {
      // Every eslint-disable comment says why: `// eslint-disable-next-line rule -- reason`.
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: ['eslint-enable'] }],
      // `const { omitted: _omitted, ...rest } = value` is how the code drops a key from a copy.
      '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }],
      // Augmenting a module's types (`declare module 'react' { namespace JSX … }`) needs a namespace; other
      // namespaces stay forbidden.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      // Off: the components hydrate server-rendered markup (ADR 010), so what only the browser knows (the URL,
      // storage, the clipboard, the time zone, input typed before hydration) is read in an effect after the
      // first render and put into state; reading it during render would not match the server's HTML. Nine of
      // the rule's eleven findings were this pattern (the other two: the header's menu closing on a route
      // change, the pension planner's "copied" note reset when the address changes).
      'react-hooks/set-state-in-effect': 'off',
    },
  },
];

export default config;
