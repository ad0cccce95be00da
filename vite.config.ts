import { defineConfig } from 'vite';

// The client is built into dist/client and served by the game server from the same port.
export default defineConfig({
  root: 'client',
  build: { outDir: '../dist/client', emptyOutDir: true },
  server: {
    proxy: {
      '/games': 'http://localhost:8000',
      '/api': 'http://localhost:8000',
      '/socket.io': { target: 'ws://localhost:8000', ws: true },
    },
  },
});
