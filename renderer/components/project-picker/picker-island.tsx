import type { Site } from '../../../compiler/types.ts';
import { Island } from '../island.tsx';
import { ProjectPicker } from './project-picker.tsx';

/**
 * The project picker as an island, placed at the top of a page whose examples use placeholders
 * (a section's `placeholders`, which the compiler notes where it marks them).
 * Its server HTML is the signed-out picker, complete without React; it hydrates (the registry's
 * `signed-in`) only for a reader the session hint cookie says is signed in, at once, as it must ask for
 * their projects before the examples can change.
 */
export function PickerIsland({ site }: { site: Site }) {
  const props = {
    apiUrl: site.platformApiUrl,
    signInUrl: site.signInUrl ?? site.dashboardUrl,
    dashboardUrl: site.dashboardUrl,
  };
  return <Island name="ProjectPicker" component={ProjectPicker} props={props} />;
}
