/**
 * What `import … from 'zod'` means in the web build (vite.config.ts points 'zod' here): zod
 * itself, told first never to compile code. Unless told so before its first object schema is
 * made, zod probes once whether it may compile validators with `new Function`; the Content
 * Security Policy forbids that, and the browser reports the probe as a violation even though
 * zod catches it. Every schema of the web app and of contract/ imports 'zod', so this runs
 * before any of them is made, wherever zod's chunk is first loaded.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
