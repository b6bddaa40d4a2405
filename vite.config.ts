import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const ICONS = /node_modules[\\/]lucide-react[\\/]/;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Icons in two chunks, not one chunk per icon: an app page asked for ten 1 KB chunks, each a round trip
    // on a slow line. The layout's icons stay apart, so a public page does not load the app's (decision 026).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'layout-icons', test: ICONS, tags: ['$initial'], priority: 2 },
            { name: 'icons', test: ICONS, priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
