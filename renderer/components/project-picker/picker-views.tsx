import type { ReactNode } from 'react';
import type { ApiSettingsState, BranchPickerState, ListState, ProjectPickerState } from '../state/picker-states.ts';
import { Combobox } from '../combobox.tsx';
import { CopyButton } from '../copy-button.tsx';

/** What a disabled picker says in each state that has no choices (SPEC §8 words). */
const projectPlaceholders: Record<Exclude<ProjectPickerState['kind'], 'ready'>, string> = {
  userLoading: 'Loading...',
  loggedOut: 'Log in to choose a project',
  pending: 'Loading...',
  error: "Couldn't load your projects",
  empty: 'No projects found',
};

const branchPlaceholders: Record<Exclude<BranchPickerState['kind'], 'ready'>, string> = {
  loggedOut: 'Log in to choose a branch',
  disabled: 'No branches: branching is off',
  pending: 'Loading...',
  error: "Couldn't load the branches",
  empty: 'No branches found',
};

/** The organization and project combobox; disabled in every state but `ready`. */
export function ProjectPickerView({
  state,
  onChoose,
}: {
  state: ProjectPickerState;
  onChoose: (value: string) => void;
}) {
  return (
    <PickerField
      id="picker-project"
      label="Project"
      noun="projects"
      state={state}
      placeholders={projectPlaceholders}
      onChoose={onChoose}
    />
  );
}

/** The branch combobox; disabled in every state but `ready`. */
export function BranchPickerView({ state, onChoose }: { state: BranchPickerState; onChoose: (value: string) => void }) {
  return (
    <PickerField
      id="picker-branch"
      label="Branch"
      noun="branches"
      state={state}
      placeholders={branchPlaceholders}
      onChoose={onChoose}
    />
  );
}

/** One picker: a combobox of its choices when `ready`, else disabled with the words of its state. */
function PickerField<S extends ProjectPickerState | BranchPickerState>(props: {
  id: string;
  label: string;
  noun: string;
  state: S;
  placeholders: Record<Exclude<S['kind'], 'ready'>, string>;
  onChoose: (value: string) => void;
}) {
  const { id, label, noun, state, placeholders, onChoose } = props;
  const ready = state.kind === 'ready' ? (state as Extract<ListState, { kind: 'ready' }>) : undefined;
  return (
    <div className="picker-field" data-state={state.kind}>
      <Combobox
        id={id}
        label={label}
        noun={noun}
        options={ready?.options ?? []}
        value={ready?.value}
        onChange={onChoose}
        disabled={!ready}
        placeholder={ready ? `Search ${noun}` : placeholders[state.kind as Exclude<S['kind'], 'ready'>]}
      />
    </div>
  );
}

/** The project URL and public (anon) key with copy buttons, or what stands in their place. */
export function ApiSettingsView({ state, dashboardUrl }: { state: ApiSettingsState; dashboardUrl: string }) {
  return (
    <div className="api-settings" data-state={state.kind} aria-live="polite">
      {state.kind === 'ready' ? (
        <dl>
          <Setting name="Project URL" value={state.url} label="project URL" />
          <Setting name="Anon key" value={state.anonKey} label="anon key" />
        </dl>
      ) : (
        <p className="api-settings-note">{notes[state.kind](dashboardUrl)}</p>
      )}
    </div>
  );
}

const notes: Record<Exclude<ApiSettingsState['kind'], 'ready'>, (dashboardUrl: string) => ReactNode> = {
  loading: () => 'Loading...',
  loggedOut: () => 'Log in to see your project URL and key here.',
  noProject: () => 'Choose a project to see its URL and key.',
  pending: () => 'Loading...',
  error: (dashboardUrl) => (
    <>
      Couldn't load your project URL and key. You can copy them from the <a href={dashboardUrl}>dashboard</a>.
    </>
  ),
};

function Setting({ name, value, label }: { name: string; value: string; label: string }) {
  return (
    <div className="api-setting">
      <dt>{name}</dt>
      <dd>
        {/* Focusable: on a narrow screen the value scrolls sideways in its box, by keyboard too. */}
        <code tabIndex={0}>{value}</code>
        <CopyButton text={value} label={label} />
      </dd>
    </div>
  );
}
