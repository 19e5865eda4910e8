import { z } from 'zod';

// Zod compiles its parsers with Function() unless told not to. The CSP has no 'unsafe-eval', and even
// zod's probe for it is reported as a violation, so it parses without compiling (decision 013).
// index.html sets it first with a classic script (public/assets/zod-config-1.js), which runs before any module
// whatever order the bundler gives the chunks; this module says it again for what loads the app without index.html.
// The app itself calls the API through routes that build no schema (src/contract/routes), so zod loads only with the
// few screens that parse with it, and those import this module first.
z.config({ jitless: true });
