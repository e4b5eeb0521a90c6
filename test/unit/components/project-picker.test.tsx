import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { cleanup, click, serverThenHydrate } from '../../helpers/dom.ts';
import { Combobox } from '../../../renderer/components/combobox.tsx';
import {
  ApiSettingsView,
  BranchPickerView,
  ProjectPickerView,
} from '../../../renderer/components/project-picker/picker-views.tsx';
import { PickerBoundary, ProjectPickerWidget } from '../../../renderer/components/project-picker/project-picker.tsx';
import type {
  ApiSettingsState,
  BranchPickerState,
  ProjectPickerState,
} from '../../../renderer/components/state/picker-states.ts';
import type { PlatformClient } from '../../../renderer/components/state/platform-client.ts';
import { createProjectSelection } from '../../../renderer/components/state/project-selection.ts';

test.after.each(cleanup);

const input = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[role="combobox"]')!;
const options = (container: HTMLElement) =>
  [...container.querySelectorAll('[role="option"]')].map((o) => o.textContent);
const noop = () => {};

test('every project picker state without choices is a disabled combobox saying why', async () => {
  const cases: [ProjectPickerState, string][] = [
    [{ kind: 'userLoading' }, 'Loading...'],
    [{ kind: 'loggedOut' }, 'Log in to choose a project'],
    [{ kind: 'pending' }, 'Loading...'],
    [{ kind: 'error', message: 'boom' }, "Couldn't load your projects"],
    [{ kind: 'empty' }, 'No projects found'],
  ];
  for (const [state, text] of cases) {
    const { container } = await serverThenHydrate(ProjectPickerView, { state, onChoose: noop });
    assert.ok(input(container).disabled, state.kind);
    assert.is(input(container).placeholder, text, state.kind);
    await cleanup();
  }
});

test('every branch picker state without choices is a disabled combobox saying why', async () => {
  const cases: [BranchPickerState, string][] = [
    [{ kind: 'loggedOut' }, 'Log in to choose a branch'],
    [{ kind: 'disabled' }, 'No branches: branching is off'],
    [{ kind: 'pending' }, 'Loading...'],
    [{ kind: 'error', message: 'boom' }, "Couldn't load the branches"],
    [{ kind: 'empty' }, 'No branches found'],
  ];
  for (const [state, text] of cases) {
    const { container } = await serverThenHydrate(BranchPickerView, { state, onChoose: noop });
    assert.ok(input(container).disabled, state.kind);
    assert.is(input(container).placeholder, text, state.kind);
    await cleanup();
  }
});

test('a picker with data shows the chosen option and lists the rest', async () => {
  const state: ProjectPickerState = {
    kind: 'ready',
    options: [
      { value: 'a', label: 'Acme / one' },
      { value: 'b', label: 'Acme / two' },
    ],
    value: 'b',
  };
  const chosen: string[] = [];
  const { container } = await serverThenHydrate(ProjectPickerView, {
    state,
    onChoose: (v: string) => void chosen.push(v),
  });
  assert.not.ok(input(container).disabled);
  assert.is(input(container).value, 'Acme / two');
  await click(input(container));
  assert.equal(options(container), ['Acme / one', 'Acme / two']);
  await click(container.querySelector('[role="option"]')!);
  assert.equal(chosen, ['a']);
});

test('every API settings state: notes, the dashboard on error, the URL and key with copy buttons', async () => {
  const cases: [ApiSettingsState, string][] = [
    [{ kind: 'loading' }, 'Loading...'],
    [{ kind: 'loggedOut' }, 'Log in to see your project URL and key here.'],
    [{ kind: 'noProject' }, 'Choose a project to see its URL and key.'],
    [{ kind: 'pending' }, 'Loading...'],
    [
      { kind: 'error', message: 'boom' },
      "Couldn't load your project URL and key. You can copy them from the dashboard.",
    ],
  ];
  for (const [state, text] of cases) {
    const { container } = await serverThenHydrate(ApiSettingsView, { state, dashboardUrl: '/dashboard' });
    assert.is(container.textContent, text, state.kind);
    await cleanup();
  }
  const { container } = await serverThenHydrate(ApiSettingsView, {
    state: { kind: 'error', message: 'x' },
    dashboardUrl: '/dashboard',
  });
  assert.is(container.querySelector('a')!.getAttribute('href'), '/dashboard');
  await cleanup();
  const ready = await serverThenHydrate(ApiSettingsView, {
    state: { kind: 'ready', url: 'https://abc.supabase.co', anonKey: 'anon-key' },
    dashboardUrl: '/dashboard',
  });
  assert.equal(
    [...ready.container.querySelectorAll('dd code')].map((c) => c.textContent),
    ['https://abc.supabase.co', 'anon-key'],
  );
  assert.equal(
    [...ready.container.querySelectorAll('button.copy-button')].map((b) => b.getAttribute('aria-label')),
    ['Copy project URL', 'Copy anon key'],
  );
});

// happy-dom does not pass keydown or input events on an <input> to React: keys and typing are tested in the browser (test/browser/picker.test.ts).
test('the combobox: a listbox it controls, the chosen option active, a 280 px scroll area past 10 options', async () => {
  const many = Array.from({ length: 12 }, (_, i) => ({
    value: `v${i}`,
    label: `service-${String(i + 1).padStart(2, '0')}`,
  }));
  const chosen: string[] = [];
  const { container } = await serverThenHydrate(Combobox, {
    id: 'c',
    label: 'Project',
    noun: 'projects',
    options: many,
    value: 'v0',
    onChange: (v: string) => void chosen.push(v),
  });
  const box = input(container);
  const list = container.querySelector<HTMLElement>('[role="listbox"]')!;
  assert.is(box.getAttribute('aria-controls'), list.id);
  assert.is(container.querySelector('label')!.getAttribute('for'), box.id);
  assert.ok(list.hidden);
  assert.is(box.getAttribute('aria-expanded'), 'false');
  await click(box);
  assert.not.ok(list.hidden);
  assert.is(box.getAttribute('aria-expanded'), 'true');
  assert.ok(list.classList.contains('combobox-scroll'), 'more than 10 options scroll');
  assert.is(
    container.querySelector(`[id="${box.getAttribute('aria-activedescendant')}"]`)!.textContent,
    'service-01',
    'the chosen option is active',
  );
  await click(container.querySelectorAll('[role="option"]')[11]);
  assert.equal(chosen, ['v11']);
  assert.ok(list.hidden);
  await cleanup();
  const ten = await serverThenHydrate(Combobox, {
    id: 'c',
    label: 'Project',
    noun: 'projects',
    options: many.slice(0, 10),
    value: undefined,
    onChange: noop,
  });
  await click(input(ten.container));
  assert.not.ok(
    ten.container.querySelector('[role="listbox"]')!.classList.contains('combobox-scroll'),
    '10 options need no scroll area',
  );
});

test('a failure inside the widget shows the dashboard sentence', async () => {
  const Broken = () => {
    throw new Error('broken');
  };
  const container = document.createElement('div');
  document.body.replaceChildren(container as never);
  const root = createRoot(container, { onCaughtError: () => {} });
  await act(async () =>
    root.render(
      <PickerBoundary dashboardUrl="/dashboard">
        <Broken />
      </PickerBoundary>,
    ),
  );
  assert.is(container.textContent, "Couldn't display your API settings. You can get them from the dashboard.");
  assert.is(container.querySelector('a')!.getAttribute('href'), '/dashboard');
  await act(async () => root.unmount());
});

test('the widget signed out: the server renders the login prompt, which hydrates unchanged; only the profile asked', async () => {
  const calls: string[] = [];
  const refuse = async () => {
    throw new Error('not called');
  };
  const client: PlatformClient = {
    profile: async () => void calls.push('profile'),
    organizations: refuse,
    projects: refuse,
    branches: refuse,
    projectApi: refuse,
  };
  const selection = createProjectSelection(undefined);
  const { container, serverHtml } = await serverThenHydrate(ProjectPickerWidget, {
    apiUrl: '/',
    signInUrl: '/platform/sign-in',
    dashboardUrl: '/dashboard',
    selection,
    client,
  });
  assert.match(serverHtml, 'to get your project URL and API key', 'the server renders the signed-out state');
  assert.not.match(serverHtml, 'Loading...');
  await act(async () => {});
  assert.equal(calls, ['profile']);
  const link = container.querySelector<HTMLAnchorElement>('.picker-prompt a')!;
  // The page script adds the return address when the link is followed (renderer/client/sign-in-link.ts).
  assert.is(link.getAttribute('href'), '/platform/sign-in');
  assert.is(link.dataset.signIn, '/platform/sign-in');
  assert.is(
    container.querySelector('.picker-prompt')!.textContent,
    'Log in to get your project URL and API key in the examples.',
  );
  assert.ok([...container.querySelectorAll('input')].every((i) => i.disabled));
});

for (const failing of ['profile', 'projects'] as const)
  test(`the widget when the ${failing} call fails for a signed-in reader: the dashboard sentence, never a login or choose prompt`, async () => {
    const fail = async () => {
      throw new Error(`${failing} failed`);
    };
    const client: PlatformClient = {
      profile: failing === 'profile' ? fail : async () => ({ id: 'u' }) as never,
      organizations: async () => [],
      projects: fail,
      branches: fail,
      projectApi: fail,
    };
    const { container } = await serverThenHydrate(ProjectPickerWidget, {
      apiUrl: '/',
      signInUrl: '/platform/sign-in',
      dashboardUrl: '/dashboard',
      selection: createProjectSelection(undefined),
      client,
    });
    await act(async () => {});
    const prompt = container.querySelector('.picker-prompt')!;
    assert.is(prompt.textContent, "Couldn't display your API settings. You can get them from the dashboard.");
    assert.is(prompt.querySelector('a')!.getAttribute('href'), '/dashboard');
    assert.ok([...container.querySelectorAll('input')].every((i) => i.disabled));
  });

test.run();
