import { projectOptions, branchOption, projectOption, type ProjectChoice } from './picker-rules.ts';
import type { Branch, Organization, Project, ProjectApi } from './platform-types.ts';
import { projectUrl } from './platform-client.ts';

/**
 * Whether the reader is signed in: unknown until the profile call answers; `error` when a reader whose
 * session hint says signed in could not be checked (the call failed), who must not be asked to log in again.
 */
export type UserState = 'loading' | 'loggedIn' | 'loggedOut' | 'error';

/** The message of a project picker that could not learn whether the reader is signed in. */
export const PROFILE_FAILED = "Couldn't check that you are signed in";

/** One call's progress: not made, under way, failed with the API's message, or answered. */
export type Query<T> =
  { status: 'idle' } | { status: 'pending' } | { status: 'error'; message: string } | { status: 'success'; data: T };

/** What the organizations and projects calls answered together. */
export interface ProjectData {
  organizations: Organization[];
  projects: Project[];
}

export interface Option {
  value: string;
  label: string;
}

/** The states a picker goes through once its list is asked for: loading, failed, empty, or choices. */
export type ListState =
  | { kind: 'pending' }
  | { kind: 'error'; message: string }
  | { kind: 'empty' }
  | { kind: 'ready'; options: Option[]; value: string | undefined };

/** The project picker's states (SPEC §4): the data is loaded only once the reader is known to be signed in. */
export type ProjectPickerState = { kind: 'userLoading' } | { kind: 'loggedOut' } | ListState;

/** The branch picker's states (SPEC §4); `disabled` is a project without branching, or no project. */
export type BranchPickerState = { kind: 'loggedOut' } | { kind: 'disabled' } | ListState;

/** The API settings display's states (SPEC §4); `ready` holds only the public (anon) key. */
export type ApiSettingsState =
  | { kind: 'loading' }
  | { kind: 'loggedOut' }
  | { kind: 'noProject' }
  | { kind: 'pending' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; url: string; anonKey: string };

/** The project picker's state for a user state, the data call and the current choice. */
export function projectPickerState(
  user: UserState,
  data: Query<ProjectData>,
  choice: ProjectChoice | undefined,
): ProjectPickerState {
  if (user === 'loading') return { kind: 'userLoading' };
  if (user === 'loggedOut') return { kind: 'loggedOut' };
  if (user === 'error') return { kind: 'error', message: PROFILE_FAILED };
  if (data.status === 'idle' || data.status === 'pending') return { kind: 'pending' };
  if (data.status === 'error') return { kind: 'error', message: data.message };
  const options = projectOptions(data.data.organizations, data.data.projects);
  if (options.length === 0) return { kind: 'empty' };
  return { kind: 'ready', options, value: choice && projectOption(choice.organization, choice.project) };
}

/** The branch picker's state: branches are listed only for a chosen project with branching enabled. */
export function branchPickerState(
  user: UserState,
  choice: ProjectChoice | undefined,
  branches: Query<Branch[]>,
  branchId: string | undefined,
): BranchPickerState {
  if (user === 'error') return { kind: 'error', message: PROFILE_FAILED };
  if (user !== 'loggedIn') return { kind: 'loggedOut' };
  if (!choice?.project.is_branch_enabled) return { kind: 'disabled' };
  if (branches.status === 'idle' || branches.status === 'pending') return { kind: 'pending' };
  if (branches.status === 'error') return { kind: 'error', message: branches.message };
  if (branches.data.length === 0) return { kind: 'empty' };
  const chosen = branches.data.find((b) => b.id === branchId);
  return {
    kind: 'ready',
    options: branches.data.map((b) => ({ value: branchOption(b), label: b.name })),
    value: chosen && branchOption(chosen),
  };
}

/**
 * The ref whose API settings to show: the chosen project's, or with branching enabled the chosen
 * branch's own project (the project's when it has no branches, or they failed to load); undefined
 * while branches load or when nothing is chosen.
 */
export function apiRef(
  choice: ProjectChoice | undefined,
  branches: Query<Branch[]>,
  branchId: string | undefined,
): string | undefined {
  if (!choice) return undefined;
  if (!choice.project.is_branch_enabled || branches.status === 'error') return choice.project.ref;
  if (branches.status !== 'success') return undefined;
  if (branches.data.length === 0) return choice.project.ref;
  return branches.data.find((b) => b.id === branchId)?.project_ref;
}

/**
 * The API settings display's state: pending while the projects load, `error` when they (or the profile)
 * failed, `noProject` when none could be chosen.
 */
export function apiSettingsState(
  user: UserState,
  data: Query<ProjectData>,
  choice: ProjectChoice | undefined,
  api: Query<ProjectApi>,
): ApiSettingsState {
  if (user === 'loading') return { kind: 'loading' };
  if (user === 'loggedOut') return { kind: 'loggedOut' };
  if (user === 'error') return { kind: 'error', message: PROFILE_FAILED };
  if (data.status === 'error') return { kind: 'error', message: data.message };
  if (!choice) return data.status === 'idle' || data.status === 'pending' ? { kind: 'pending' } : { kind: 'noProject' };
  if (api.status === 'idle' || api.status === 'pending') return { kind: 'pending' };
  if (api.status === 'error') return { kind: 'error', message: api.message };
  return { kind: 'ready', url: projectUrl(api.data), anonKey: api.data.autoApiService.defaultApiKey };
}
