import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Built to web/dist, served by the gateway at `/`; in development the gateway is proxied. */
export default defineConfig({
  base: '/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 700 },
  server: {
    proxy: { '/graphql': { target: 'http://127.0.0.1:4000', ws: true, changeOrigin: false } },
  },
});
