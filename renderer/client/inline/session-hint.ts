// Runs in <head> before first paint (inlined by renderer/server/inline-scripts.ts). The page is static,
// so the project picker's server HTML is its signed-out state; a reader whose session hint cookie says
// signed in gets `data-signed-in` on the root, and the stylesheet hides those words until the picker has
// hydrated (renderer/client/hydrate.ts hydrates it at once then), so they never show "Log in" by mistake.
import { signedInHint } from '../../components/state/session-hint.ts';

if (signedInHint(document.cookie)) document.documentElement.setAttribute('data-signed-in', '');
