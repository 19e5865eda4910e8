import { z } from 'zod';

// Zod compiles its parsers with Function() unless told not to. The CSP has no 'unsafe-eval', and even
// zod's probe for it is reported as a violation, so it parses without compiling (decision 013).
// index.html sets it first with a classic script (public/assets/zod-config-1.js), which runs before any module
// whatever order the bundler gives the chunks; this module, imported first by main.tsx, says it again for what
// loads the app without index.html.
z.config({ jitless: true });
