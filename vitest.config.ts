import { defineConfig } from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  resolve: {
    alias: {
      '@messages': path.join(import.meta.dirname, 'messages'),
      '@content': path.join(import.meta.dirname, 'content'),
      '@': path.join(import.meta.dirname, 'src'),
      'server-only': path.join(import.meta.dirname, 'tests/support/server-only-stub.ts'),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/db/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    // Next's server environment in every worker before a test file loads Next (route handlers in a request scope).
    setupFiles: ['tests/support/next-runtime.ts'],
    // Both cores (Vitest's default leaves one free), and the test files share a worker's loaded modules instead of
    // importing the app afresh per file (ADR 026): every test sets up its own database and restores its stubs.
    maxWorkers: 2,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TZ: 'UTC' },
  },
});
