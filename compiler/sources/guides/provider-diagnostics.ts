import type { DiagnosticEntry } from '../../model/diagnostic.ts';

/** The diagnostics of the auth provider catalogue and the `::auth-providers` directive; spread into the catalogue in `compiler/diagnostics.ts`. */
export const providerDiagnostics = {
  'provider-duplicate-id': {
    severity: 'error',
    message: "The provider id '{id}' is already used on line {first}.",
    hint: 'Give each provider its own id.',
    explain: 'Two entries of guides/auth/providers.yaml have one id, so a page could not tell their cards apart.',
  },
  'provider-logo-missing': {
    severity: 'error',
    message: 'The logo {logo} is not in the guides folder.',
    hint: 'Add the SVG file next to the other logos, or correct the path. With hasLightIcon: true, a <id>-light.svg variant is needed too.',
    explain:
      "A provider's logo, or its -light.svg variant when hasLightIcon is true, does not exist (or a symbolic link leads outside the guides folder).",
  },
  'provider-logo-not-svg': {
    severity: 'error',
    message: 'The logo {logo} is not an SVG with the namespace xmlns="http://www.w3.org/2000/svg".',
    hint: 'Start the file with <svg xmlns="http://www.w3.org/2000/svg" viewBox="…">: browsers draw an SVG image only with it.',
    explain:
      'A logo file that does not start with an <svg> element in the SVG namespace; as an image, the browser would show nothing.',
  },
  'provider-logo-too-large': {
    severity: 'error',
    message: 'The logo {logo} is larger than {limit} bytes.',
    hint: 'Logos are inlined into the page that lists providers: keep each a simple mark (a few shapes, no embedded images or fonts).',
    explain:
      'A logo over 4 kB; every logo is inlined as a data: URI, so a large one would weigh on every page that lists providers.',
  },
  'providers-no-catalogue': {
    severity: 'error',
    message: 'This guide lists auth providers, but the guides folder has no catalogue {file}.',
    hint: 'Create guides/auth/providers.yaml (its schema: compiler/schemas/auth-providers.schema.json), or remove the directive.',
    explain: 'A guide uses ::auth-providers but the guides folder has no provider catalogue to fill it from.',
  },
} as const satisfies Record<string, DiagnosticEntry>;
