import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  branchOption,
  decodeBranchOption,
  decodeProjectOption,
  projectOption,
  projectOptions,
  restoreBranch,
  restoreProject,
} from '../../../renderer/components/state/picker-rules.ts';
import type { Branch, Organization, Project } from '../../../renderer/components/state/platform-types.ts';

const acme: Organization = { id: 1, name: 'Acme Corp' };
const side: Organization = { id: 2, name: 'Side Projects' };
const organizations = [acme, side];
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
const orphan: Project = { ref: 'zzzzzzzzzzzzzzzzzzzz', name: 'orphan', organization_id: 9, is_branch_enabled: false };
const projects = [production, recipes];
const feature: Branch = {
  id: 'b-feature',
  name: 'feature',
  project_ref: 'defghijklmnopqrstuvw',
  parent_project_ref: production.ref,
};
const main: Branch = { id: 'b-main', name: 'main', project_ref: production.ref, parent_project_ref: production.ref };

test('a project option round-trips to its organization and project', () => {
  assert.equal(decodeProjectOption(projectOption(side, recipes), organizations, projects), {
    organization: side,
    project: recipes,
  });
  assert.equal(JSON.parse(projectOption(side, recipes)), [2, recipes.ref, 'Side Projects / recipe-app']);
});

test('a project option is refused unless it is a three-item list of an existing organization and its own project', () => {
  const refused: [string, string | null | undefined][] = [
    ['missing', null],
    ['undefined', undefined],
    ['corrupt JSON', '[1, "abc'],
    ['not a list', '{"0":1,"1":"abcdefghijklmnopqrst","2":"x"}'],
    ['two items', JSON.stringify([1, production.ref])],
    ['four items', JSON.stringify([1, production.ref, 'x', 'y'])],
    ['unknown organization', JSON.stringify([7, production.ref, 'x'])],
    ['unknown project', JSON.stringify([1, 'qqqqqqqqqqqqqqqqqqqq', 'x'])],
    ['project of another organization', JSON.stringify([2, production.ref, 'x'])],
    ['organization id as text', JSON.stringify(['1', production.ref, 'x'])],
    ['a string', '"hello"'],
    ['null JSON', 'null'],
  ];
  for (const [name, value] of refused) assert.is(decodeProjectOption(value, organizations, projects), undefined, name);
});

test('a branch option is accepted only as a two-item list', () => {
  assert.is(decodeBranchOption(branchOption(main)), 'b-main');
  for (const value of [
    null,
    undefined,
    '',
    '[',
    '"b-main"',
    '["b-main"]',
    '["b-main","main","x"]',
    '[1,"main"]',
    '{"id":"b-main"}',
  ])
    assert.is(decodeBranchOption(value), undefined, String(value));
});

test('restoring a project: the saved choice when valid', () => {
  assert.equal(restoreProject(organizations, projects, projectOption(side, recipes)), {
    organization: side,
    project: recipes,
  });
});

test('restoring a project: the first project with its organization when nothing, or nothing valid, is saved', () => {
  const first = { organization: acme, project: production };
  assert.equal(restoreProject(organizations, projects, null), first);
  assert.equal(restoreProject(organizations, projects, 'not json'), first);
  assert.equal(
    restoreProject(organizations, projects, JSON.stringify([2, production.ref, 'foreign'])),
    first,
    'a project of another organization',
  );
  assert.equal(
    restoreProject(organizations, [orphan, recipes], null),
    { organization: side, project: recipes },
    'a project without its organization is skipped',
  );
});

test('restoring a project: nothing when there are no projects', () => {
  assert.is(restoreProject(organizations, [], null), undefined);
  assert.is(restoreProject([], [orphan], null), undefined);
});

test('restoring a branch: saved, else its own project is its parent, else the first', () => {
  assert.is(restoreBranch([feature, main], branchOption(feature)), feature, 'saved');
  assert.is(restoreBranch([feature, main], null), main, 'its own project is its parent');
  assert.is(
    restoreBranch([feature, main], JSON.stringify(['b-gone', 'gone'])),
    main,
    'a saved branch no longer listed',
  );
  assert.is(restoreBranch([feature, main], '{corrupt'), main, 'corrupt');
  const other = { ...feature, id: 'b-other' };
  assert.is(restoreBranch([feature, other], null), feature, 'the first');
  assert.is(restoreBranch([], null), undefined, 'none');
});

test('project options carry the organization and skip projects of unknown organizations', () => {
  assert.equal(
    projectOptions(organizations, [production, orphan, recipes]).map((o) => o.label),
    ['Acme Corp / acme-production', 'Side Projects / recipe-app'],
  );
});

test.run();
