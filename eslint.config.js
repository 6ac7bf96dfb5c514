// @ts-check
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', '**/coverage/**', 'demo-out/**', '**/bench/generated/**', 'apps/docs/.vitepress/cache/**', 'apps/docs/.vitepress/dist/**', 'apps/docs/api/**'],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'apps/*/bin/*.js', 'apps/*/scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // No module exports mutable state (CONTRIBUTING.md, "One vocabulary").
    files: ['packages/*/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ExportNamedDeclaration > VariableDeclaration[kind='let']",
          message: 'No module exports mutable state: keep it in an object the caller owns.',
        },
        {
          selector: "ExportNamedDeclaration > VariableDeclaration[kind='var']",
          message: 'No module exports mutable state: keep it in an object the caller owns.',
        },
      ],
    },
  },
  {
    files: ['**/test/**/*.ts'],
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      'vitest/no-disabled-tests': 'error',
      'vitest/valid-title': ['error', { allowArguments: true }],
      'vitest/no-focused-tests': 'error',
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'assert*', 'check*', 'fc.assert', 'runConformance'] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
