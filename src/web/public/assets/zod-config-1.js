// Read by zod when its first module runs (globalThis.__zod_globalConfig): parse without compiling, so no
// Function() probe meets the Content-Security-Policy (decision 013). A classic script, so it runs before any
// module of the app whatever order the bundler gives the chunks. The name carries a version: /assets/ is cached
// as immutable, so a change needs a new name.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
