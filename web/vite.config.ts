import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './precompress.ts';

/**
 * Built to web/dist with .br and .gz siblings, served by the gateway at `/`; in development the
 * gateway is proxied.
 */
export default defineConfig({
  base: '/',
  plugins: [react(), precompressPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The sign-in page and everything it imports (formik, yup, Fluent fields…) form one chunk.
          // Left to the automatic splitting, the many lazy screens sharing these modules cut them
          // into a dozen small chunks, and the sign-in route pays ~7 KB gzip more for the same code
          // (bench/sign-in-size.ts). Later screens reuse this chunk from the cache. React DOM (the
          // printed documents' createRoot) and Vite's preload helper (their lazy chunk) join it too:
          // left alone they become two more chunks the sign-in route fetches.
          groups: [{ name: 'sign-in', test: /[\\/]features[\\/]access[\\/]SignInPage\.tsx$|[\\/]node_modules[\\/](react-dom|scheduler)[\\/]|vite[\\/]preload-helper/ }],
        },
      },
    },
  },
  server: {
    proxy: { '/graphql': { target: 'http://127.0.0.1:4000', ws: true, changeOrigin: false } },
  },
});
