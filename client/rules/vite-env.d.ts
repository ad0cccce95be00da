/// <reference types="vite/client" />
// The types of what Vite adds to modules: `import.meta.glob` (the rules files) and `?raw` imports.
