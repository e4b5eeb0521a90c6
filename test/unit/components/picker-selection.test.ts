import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { branchOption, projectOption } from '../../../renderer/components/state/picker-rules.ts';
import {
  platformClient,
  PlatformApiError,
  signedInHint,
  type PlatformClient,
} from '../../../renderer/components/state/platform-client.ts';
import type { Branch, Organization, Project } from '../../../renderer/components/state/platform-types.ts';
import { PROFILE_FAILED } from '../../../renderer/components/state/picker-states.ts';
import { createProjectSelection, STORAGE_KEYS } from '../../../renderer/components/state/project-selection.ts';

const acme: Organization = { id: 1, name: 'Acme Corp' };
const side: Organization = { id: 2, name: 'Side Projects' };
const production: Project = {
  ref: 'abcdefghijklmnopqrst',
  name: 'acme-production',
  organization_id: 1,
  is_branch_enabled: true,
};
const recipes: Project = {
  ref: 'cdefghijklmnopqrstuv',
  name: 'recipe-app',
  organization_id: 2,
  is_branch_enabled: false,
};
const feature: Branch = {
  id: 'b-feature',
  name: 'feature',
  project_ref: 'defghijklmnopqrstuvw',
  parent_project_ref: production.ref,
};
const main: Branch = { id: 'b-main', name: 'main', project_ref: production.ref, parent_project_ref: production.ref };

/** A client answering with sample data; `fail` names calls that throw, `signedIn` flips the profile. */
function fakeClient(options: { signedIn?: boolean; fail?: string[]; projects?: Project[] } = {}) {
  const calls: string[] = [];
  const state = { signedIn: options.signedIn ?? true };
  const answer = async <T>(name: string, value: T): Promise<T> => {
    calls.push(name);
    if (options.fail?.includes(name)) throw new PlatformApiError(`${name} failed`, 500);
    return value;
  };
  const client: PlatformClient = {
    profile: () => answer('profile', state.signedIn ? { username: 'me' } : undefined),
    organizations: () => answer('organizations', [acme, side]),
    projects: () => answer('projects', options.projects ?? [production, recipes]),
    branches: (ref) => answer(`branches ${ref}`, ref === production.ref ? [feature, main] : []),
    projectApi: (ref) =>
      answer(`api ${ref}`, { autoApiService: { endpoint: `${ref}.example.co`, defaultApiKey: `anon-${ref}` } }),
  };
  return { client, calls, state };
}

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    items,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('signed out: no data calls, every part says so', async () => {
  const selection = createProjectSelection(memoryStorage());
  // Signed out until started: the state the server renders.
  assert.equal(selection.projectPicker.value, { kind: 'loggedOut' });
  assert.equal(selection.apiSettings.value, { kind: 'loggedOut' });
  const { client, calls } = fakeClient({ signedIn: false });
  selection.start(client);
  assert.equal(selection.projectPicker.value, { kind: 'userLoading' }, 'asking');
  assert.equal(selection.apiSettings.value, { kind: 'loading' });
  await settle();
  assert.equal(calls, ['profile']);
  assert.equal(selection.projectPicker.value, { kind: 'loggedOut' });
  assert.equal(selection.branchPicker.value, { kind: 'loggedOut' });
  assert.equal(selection.apiSettings.value, { kind: 'loggedOut' });
});

test("signed in: the first project, its branch whose project is its parent, and that branch's API settings", async () => {
  const selection = createProjectSelection(memoryStorage());
  const { client, calls } = fakeClient();
  selection.start(client);
  await settle();
  assert.is(selection.choice.value?.project, production);
  assert.is(selection.branchId.value, 'b-main');
  assert.equal(selection.apiSettings.value, {
    kind: 'ready',
    url: `https://${production.ref}.example.co`,
    anonKey: `anon-${production.ref}`,
  });
  assert.equal(calls, ['profile', 'organizations', 'projects', `branches ${production.ref}`, `api ${production.ref}`]);
});

test('choosing a project without branching loads no branches and saves the choice', async () => {
  const storage = memoryStorage();
  const selection = createProjectSelection(storage);
  const { client, calls } = fakeClient();
  selection.start(client);
  await settle();
  selection.chooseProject(projectOption(side, recipes));
  await settle();
  assert.equal(selection.branchPicker.value, { kind: 'disabled' });
  assert.equal(selection.apiSettings.value, {
    kind: 'ready',
    url: `https://${recipes.ref}.example.co`,
    anonKey: `anon-${recipes.ref}`,
  });
  assert.is(storage.items.get(STORAGE_KEYS.project), projectOption(side, recipes));
  assert.not.ok(calls.includes(`branches ${recipes.ref}`));
  selection.chooseProject(JSON.stringify([1, recipes.ref, 'foreign']));
  assert.is(selection.choice.value?.project, recipes, 'a foreign option is ignored');
});

test('choosing the chosen project again loads nothing anew', async () => {
  const selection = createProjectSelection(memoryStorage());
  const { client, calls } = fakeClient();
  selection.start(client);
  await settle();
  const before = calls.length;
  selection.chooseProject(projectOption(acme, production));
  await settle();
  assert.is(calls.length, before);
  assert.is(selection.apiSettings.value.kind, 'ready');
});

test("choosing a branch shows its own project's settings and saves it", async () => {
  const storage = memoryStorage();
  const selection = createProjectSelection(storage);
  selection.start(fakeClient().client);
  await settle();
  selection.chooseBranch(branchOption(feature));
  await settle();
  assert.is(storage.items.get(STORAGE_KEYS.branch), branchOption(feature));
  assert.equal(selection.apiSettings.value, {
    kind: 'ready',
    url: `https://${feature.project_ref}.example.co`,
    anonKey: `anon-${feature.project_ref}`,
  });
});

test('a saved choice is restored; a corrupt or foreign one is ignored', async () => {
  const saved = createProjectSelection(memoryStorage({ [STORAGE_KEYS.project]: projectOption(side, recipes) }));
  saved.start(fakeClient().client);
  await settle();
  assert.is(saved.choice.value?.project, recipes);
  const branch = createProjectSelection(memoryStorage({ [STORAGE_KEYS.branch]: branchOption(feature) }));
  branch.start(fakeClient().client);
  await settle();
  assert.is(branch.branchId.value, 'b-feature');
  for (const stored of ['{corrupt', JSON.stringify([2, production.ref, 'foreign']), '"text"']) {
    const selection = createProjectSelection(
      memoryStorage({ [STORAGE_KEYS.project]: stored, [STORAGE_KEYS.branch]: stored }),
    );
    selection.start(fakeClient().client);
    await settle();
    assert.is(selection.choice.value?.project, production, stored);
    assert.is(selection.branchId.value, 'b-main', stored);
  }
});

test('storage that throws is ignored', async () => {
  const throwing = {
    getItem: () => {
      throw new Error('denied');
    },
    setItem: () => {
      throw new Error('denied');
    },
  };
  const selection = createProjectSelection(throwing);
  selection.start(fakeClient().client);
  await settle();
  selection.chooseProject(projectOption(side, recipes));
  assert.is(selection.choice.value?.project, recipes);
});

test('each failing call has its own state', async () => {
  const data = createProjectSelection(memoryStorage());
  data.start(fakeClient({ fail: ['projects'] }).client);
  await settle();
  assert.equal(data.projectPicker.value, { kind: 'error', message: 'projects failed' });
  assert.equal(data.apiSettings.value, { kind: 'error', message: 'projects failed' });
  const branches = createProjectSelection(memoryStorage());
  branches.start(fakeClient({ fail: [`branches ${production.ref}`] }).client);
  await settle();
  assert.equal(branches.branchPicker.value, { kind: 'error', message: `branches ${production.ref} failed` });
  assert.is(branches.apiSettings.value.kind, 'ready', "the project's own settings still show");
  const api = createProjectSelection(memoryStorage());
  api.start(fakeClient({ fail: [`api ${production.ref}`] }).client);
  await settle();
  assert.equal(api.apiSettings.value, { kind: 'error', message: `api ${production.ref} failed` });
  const profile = createProjectSelection(memoryStorage());
  profile.start(fakeClient({ fail: ['profile'] }).client);
  await settle();
  // The profile call failed (the stand-in's knob, a 500): the reader is not told to log in again.
  assert.equal(profile.projectPicker.value, { kind: 'error', message: PROFILE_FAILED });
  assert.equal(profile.branchPicker.value, { kind: 'error', message: PROFILE_FAILED });
  assert.equal(profile.apiSettings.value, { kind: 'error', message: PROFILE_FAILED });
});

test('no projects: the empty state and nothing selected', async () => {
  const selection = createProjectSelection(memoryStorage());
  selection.start(fakeClient({ projects: [] }).client);
  await settle();
  assert.equal(selection.projectPicker.value, { kind: 'empty' });
  assert.equal(selection.branchPicker.value, { kind: 'disabled' });
  assert.equal(selection.apiSettings.value, { kind: 'noProject' });
});

test('signing out clears the selection', async () => {
  const selection = createProjectSelection(memoryStorage());
  const { client, state } = fakeClient();
  selection.start(client);
  await settle();
  assert.ok(selection.choice.value);
  state.signedIn = false;
  selection.refresh();
  await settle();
  assert.is(selection.choice.value, undefined);
  assert.is(selection.branchId.value, undefined);
  assert.equal(selection.apiSettings.value, { kind: 'loggedOut' });
});

test('the sign-in hint is the exact cookie set to 1', () => {
  assert.ok(signedInHint('platform_signed_in=1'));
  assert.ok(signedInHint('a=b; platform_signed_in=1; c=d'));
  for (const cookies of [
    '',
    'platform_signed_in=',
    'platform_signed_in=0',
    'xplatform_signed_in=1',
    'platform_signed_in=12',
  ])
    assert.not.ok(signedInHint(cookies), cookies);
});

test('the client sends the session cookie, throws the returned error and requires a project ref', async () => {
  const requests: [string, RequestInit | undefined][] = [];
  const fetchStub = (async (url: string, init?: RequestInit) => {
    requests.push([url, init]);
    if (url.endsWith('/profile')) return new Response('{"message":"You are not signed in."}', { status: 401 });
    if (url.endsWith('/projects')) return new Response('{"message":"The projects endpoint failed"}', { status: 500 });
    if (url.endsWith('/organizations')) return new Response('oops', { status: 502 });
    return new Response('[]');
  }) as typeof fetch;
  assert.is(
    await platformClient('/', fetchStub, () => 'theme=dark').profile(),
    undefined,
    'no sign-in hint: signed out',
  );
  assert.is(requests.length, 0, 'without the hint nothing is asked');
  const client = platformClient('/', fetchStub, () => 'theme=dark; platform_signed_in=1');
  const message = (promise: Promise<unknown>) =>
    promise.then(
      () => 'no error',
      (e: Error) => e.message,
    );
  assert.is(await client.profile(), undefined);
  assert.is(await message(client.projects()), 'The projects endpoint failed');
  assert.is(await message(client.organizations()), 'The platform API answered 502.');
  assert.is(await message(client.branches(undefined)), 'projectRef is required');
  assert.is(await message(client.projectApi('')), 'projectRef is required');
  await client.branches(production.ref);
  assert.equal(
    requests.map(([url]) => url),
    ['/platform/profile', '/platform/projects', '/platform/organizations', `/v1/projects/${production.ref}/branches`],
  );
  assert.ok(requests.every(([, init]) => init?.credentials === 'include'));
  const absolute = platformClient('https://api.example.com/', fetchStub, () => '');
  await absolute.branches('x');
  assert.is(requests.at(-1)![0], 'https://api.example.com/v1/projects/x/branches');
});

test.run();
