import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { loadTenants } from './src/server/tenants/load-tenants.ts';

/** The build fails on a bad tenant file, as start-up does. */
function validateTenants(): Plugin {
  return {
    name: 'forecourt-validate-tenants',
    buildStart() {
      loadTenants(process.env.TENANTS_DIR || 'tenants');
    },
  };
}

export default defineConfig({
  plugins: [react(), validateTenants()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
  },
});
