import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    // tests/integration/ reads build/: `npm run test:unit` leaves it out (it runs before the build).
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
