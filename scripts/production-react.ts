// Imported first by the commands run from TypeScript (`npm run dev`), as bin/run-built.js does for the
// built ones: React's production build renders several times faster than its development build, and
// React reads NODE_ENV once, when it is first imported.
process.env.NODE_ENV ??= 'production';
