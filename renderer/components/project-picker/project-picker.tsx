import { Component, useEffect, useMemo, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { platformClient, type PlatformClient } from '../state/platform-client.ts';
import type { ProjectPickerState } from '../state/picker-states.ts';
import { projectSelection, type ProjectSelection } from '../state/project-selection.ts';
import { ApiSettingsView, BranchPickerView, ProjectPickerView } from './picker-views.tsx';

/** The island's props: where the platform API, its sign-in page and the dashboard are (site.yaml). */
export interface ProjectPickerProps {
  apiUrl: string;
  signInUrl: string;
  dashboardUrl: string;
}

/**
 * The project picker island: a signed-in reader chooses an organization, project and branch, and
 * sees that project's URL and public (anon) key, which the page's code examples then show too.
 * A failure anywhere inside shows one sentence pointing to the dashboard.
 */
export function ProjectPicker(props: ProjectPickerProps) {
  const client = useMemo(() => platformClient(props.apiUrl), [props.apiUrl]);
  return (
    <PickerBoundary dashboardUrl={props.dashboardUrl}>
      <ProjectPickerWidget {...props} selection={projectSelection} client={client} />
    </PickerBoundary>
  );
}

/** The picker over a given selection and client (the island passes the page's; tests pass their own). */
export function ProjectPickerWidget({
  signInUrl,
  dashboardUrl,
  selection,
  client,
}: ProjectPickerProps & { selection: ProjectSelection; client: PlatformClient }) {
  useSignals();
  useEffect(() => {
    selection.start(client);
    // A reader who signed in or out in another tab is noticed on coming back.
    const refresh = () => document.visibilityState === 'visible' && selection.refresh();
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [selection, client]);
  const project = selection.projectPicker.value;
  const api = selection.apiSettings.value;
  // Said on the element for the header's compact picker (renderer/client/picker-compact.ts), which is no React.
  const chosen = project.kind === 'ready' ? project.options.find((o) => o.value === project.value)?.label : undefined;
  return (
    <section
      className="project-picker"
      aria-label="Your project"
      data-user={selection.user.value}
      data-key={api.kind}
      data-project={chosen}
    >
      {/* One line in every state, so the layout does not move when the reader becomes known. */}
      <p className="picker-prompt">{prompts[project.kind]({ signInUrl, dashboardUrl })}</p>
      <div className="picker-fields">
        <ProjectPickerView state={project} onChoose={selection.chooseProject} />
        <BranchPickerView state={selection.branchPicker.value} onChoose={selection.chooseBranch} />
      </div>
      <ApiSettingsView state={selection.apiSettings.value} dashboardUrl={dashboardUrl} />
    </section>
  );
}

/** What the line above the pickers says in each state of the project picker. */
const prompts: Record<ProjectPickerState['kind'], (links: { signInUrl: string; dashboardUrl: string }) => ReactNode> = {
  userLoading: () => 'Loading...',
  // SPEC §6: "Logged-out visitors see a prompt to log in to get the URL and key". The server renders this
  // state, and a signed-out reader's picker never hydrates: the page script (renderer/client/sign-in-link.ts)
  // adds the return address to the link when it is followed.
  loggedOut: ({ signInUrl }) => (
    <>
      <a href={signInUrl} data-sign-in={signInUrl}>
        Log in
      </a>{' '}
      to get your project URL and API key in the examples.
    </>
  ),
  // The projects (or whether the reader is signed in) could not be loaded: SPEC §8's words for a failed widget.
  error: ({ dashboardUrl }) => <DashboardSentence dashboardUrl={dashboardUrl} />,
  pending: () => choosePrompt,
  empty: () => choosePrompt,
  ready: () => choosePrompt,
};

const choosePrompt = 'Choose a project to fill in its URL and API key in the examples.';

/** SPEC §8: "Couldn't display your API settings. You can get them from the dashboard." */
function DashboardSentence({ dashboardUrl }: { dashboardUrl: string }) {
  return (
    <>
      Couldn't display your API settings. You can get them from the <a href={dashboardUrl}>dashboard</a>.
    </>
  );
}

/** Catches any failure of the widget (SPEC §8) and says where the settings are instead. */
export class PickerBoundary extends Component<{ dashboardUrl: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="project-picker picker-failed" role="alert">
        <DashboardSentence dashboardUrl={this.props.dashboardUrl} />
      </p>
    );
  }
}
