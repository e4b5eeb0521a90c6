import { batch, computed, effect, signal, type Signal } from '@preact/signals-react';
import {
  branchOption,
  decodeBranchOption,
  decodeProjectOption,
  projectOption,
  restoreBranch,
  restoreProject,
  type ProjectChoice,
} from './picker-rules.ts';
import {
  apiRef,
  apiSettingsState,
  branchPickerState,
  projectPickerState,
  type ProjectData,
  type Query,
  type UserState,
} from './picker-states.ts';
import type { PlatformClient } from './platform-client.ts';
import type { Branch, ProjectApi } from './platform-types.ts';

/** Where the choice is kept between visits: the option values, validated again when read. Never a token. */
export const STORAGE_KEYS = { project: 'platform-picker.project', branch: 'platform-picker.branch' } as const;

/** The storage the selection is saved in; reading or writing may throw (storage disabled), which is ignored. */
export type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The signals of a selection: the reader, the three calls and the choice. */
interface SelectionSignals {
  user: Signal<UserState>;
  data: Signal<Query<ProjectData>>;
  branches: Signal<Query<Branch[]>>;
  api: Signal<Query<ProjectApi>>;
  choice: Signal<ProjectChoice | undefined>;
  branchId: Signal<string | undefined>;
}

/**
 * The selection shared by every island and the placeholder filler on a page: signals for the
 * reader, the three calls and the choice, and the states derived from them. The reader counts as
 * signed out until `start()` makes the calls; choosing saves to storage; signing out clears the selection.
 */
export function createProjectSelection(storage: ChoiceStorage | undefined) {
  const signals: SelectionSignals = {
    // Signed out until `start()` asks: the state the server renders (a build has no session), which a
    // signed-out reader's page keeps without React, and the one a hydrating picker must render first.
    user: signal<UserState>('loggedOut'),
    data: signal<Query<ProjectData>>({ status: 'idle' }),
    branches: signal<Query<Branch[]>>({ status: 'idle' }),
    api: signal<Query<ProjectApi>>({ status: 'idle' }),
    choice: signal<ProjectChoice | undefined>(undefined),
    branchId: signal<string | undefined>(undefined),
  };
  const { user, data, branches, api, choice, branchId } = signals;
  const saved = savedChoices(storage);
  let started: PlatformClient | undefined;

  return {
    ...signals,
    projectPicker: computed(() => projectPickerState(user.value, data.value, choice.value)),
    branchPicker: computed(() => branchPickerState(user.value, choice.value, branches.value, branchId.value)),
    apiSettings: computed(() => apiSettingsState(user.value, data.value, choice.value, api.value)),

    /** Choose a project by its option value; an option that does not decode is ignored. */
    chooseProject(value: string) {
      if (data.value.status !== 'success') return;
      const chosen = decodeProjectOption(value, data.value.data.organizations, data.value.data.projects);
      if (!chosen) return;
      saved.write(STORAGE_KEYS.project, projectOption(chosen.organization, chosen.project));
      // The same project again keeps its branches and settings instead of loading them anew.
      if (chosen.project !== choice.value?.project) choice.value = chosen;
    },

    /** Choose a branch by its option value. */
    chooseBranch(value: string) {
      const id = decodeBranchOption(value);
      const branch = branches.value.status === 'success' ? branches.value.data.find((b) => b.id === id) : undefined;
      if (!branch) return;
      saved.write(STORAGE_KEYS.branch, branchOption(branch));
      branchId.value = branch.id;
    },

    /** Start the calls (once per page): the profile, then the data when signed in, branches and API settings as the choice changes. */
    start(client: PlatformClient) {
      if (started) return;
      started = client;
      followChoice(signals, client, saved.read);
      user.value = 'loading';
      void checkUser(user, client);
    },

    /** Ask again whether the reader is signed in (after signing in or out in another tab). */
    refresh() {
      if (started) void checkUser(user, started);
    },
  };
}

/** Reading and writing the saved choice; storage that throws (full, disabled) is as if empty. */
function savedChoices(storage: ChoiceStorage | undefined) {
  return {
    read(key: string) {
      try {
        return storage?.getItem(key);
      } catch {
        return undefined;
      }
    },
    write(key: string, value: string) {
      try {
        storage?.setItem(key, value);
      } catch {
        // Storage is full or disabled: the choice still holds for this page.
      }
    },
  };
}

/**
 * Make each call as what it depends on changes: the reader's projects once signed in (restoring the
 * saved project), a branching project's branches (restoring the saved branch), and the chosen
 * project's (or branch's) API settings.
 */
function followChoice(
  { user, data, branches, api, choice, branchId }: SelectionSignals,
  client: PlatformClient,
  read: (key: string) => string | null | undefined,
): void {
  const ref = computed(() => apiRef(choice.value, branches.value, branchId.value));
  effect(() => {
    if (user.value === 'loggedIn') {
      load(
        data,
        () =>
          Promise.all([client.organizations(), client.projects()]).then(([organizations, projects]) => ({
            organizations,
            projects,
          })),
        () => user.peek() === 'loggedIn',
        (value) => {
          if (!choice.peek())
            choice.value = restoreProject(value.organizations, value.projects, read(STORAGE_KEYS.project));
        },
      );
    } else {
      // Leaving (signing out) clears the selection; storage keeps it for the next visit, validated again then.
      batch(() => {
        data.value = { status: 'idle' };
        choice.value = undefined;
        branchId.value = undefined;
      });
    }
  });
  effect(() => {
    const project = choice.value?.project;
    if (!project?.is_branch_enabled) {
      branches.value = { status: 'idle' };
      branchId.value = undefined;
      return;
    }
    load(
      branches,
      () => client.branches(project.ref),
      () => choice.peek()?.project === project,
      (list) => {
        branchId.value = restoreBranch(list, read(STORAGE_KEYS.branch))?.id;
      },
    );
  });
  effect(() => {
    const target = ref.value;
    if (!target) {
      api.value = { status: 'idle' };
      return;
    }
    load(
      api,
      () => client.projectApi(target),
      () => ref.peek() === target,
    );
  });
}

/** Run `call` into `query` unless `current()` says its answer is no longer wanted. */
function load<T>(query: Signal<Query<T>>, call: () => Promise<T>, current: () => boolean, done?: (value: T) => void) {
  query.value = { status: 'pending' };
  call().then(
    (value) => {
      if (!current()) return;
      batch(() => {
        query.value = { status: 'success', data: value };
        done?.(value);
      });
    },
    (error: unknown) => {
      if (current()) query.value = { status: 'error', message: error instanceof Error ? error.message : String(error) };
    },
  );
}

/** Ask the API whether the reader is signed in; a failed call (not a 401) is an error, not signed out. */
async function checkUser(user: Signal<UserState>, client: PlatformClient) {
  let next: UserState;
  try {
    next = (await client.profile()) ? 'loggedIn' : 'loggedOut';
  } catch {
    next = 'error';
  }
  if (next !== user.value) user.value = next;
}

export type ProjectSelection = ReturnType<typeof createProjectSelection>;

/** The one selection of the page, shared by the picker island and the placeholders. */
export const projectSelection = createProjectSelection(typeof localStorage === 'undefined' ? undefined : localStorage);
