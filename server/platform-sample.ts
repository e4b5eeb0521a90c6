/*
 * The sample data of the platform API stand-in (SPEC §3 'Picker entities'): enough to show every
 * picker state — an organization with more than 10 projects, projects with and without branching,
 * a branching project with no branches, and a branch whose own project is its parent.
 */

/** An organization the signed-in sample user belongs to. */
export interface Organization {
  id: number;
  name: string;
}
/** A project; `is_branch_enabled` says whether it has preview branches. */
export interface Project {
  ref: string;
  name: string;
  organization_id: number;
  is_branch_enabled: boolean;
}
/** A preview branch: its own project (`project_ref`) and the project it branches from. */
export interface Branch {
  id: string;
  name: string;
  project_ref: string;
  parent_project_ref: string;
}

export const organizations: Organization[] = [
  { id: 1, name: 'Acme Corp' },
  { id: 2, name: 'Side Projects' },
  { id: 3, name: 'Many Services' },
];

/** Project refs are 20 lowercase letters, as the platform's are. */
const services = 'abcdefghijkl'.split('').map((letter, i) => ({
  ref: `manyservice${letter.repeat(9)}`,
  name: `service-${String(i + 1).padStart(2, '0')}`,
  organization_id: 3,
  is_branch_enabled: false,
}));

export const projects: Project[] = [
  { ref: 'abcdefghijklmnopqrst', name: 'acme-production', organization_id: 1, is_branch_enabled: true },
  { ref: 'bcdefghijklmnopqrstu', name: 'acme-staging', organization_id: 1, is_branch_enabled: false },
  { ref: 'cdefghijklmnopqrstuv', name: 'recipe-app', organization_id: 2, is_branch_enabled: false },
  { ref: 'efghijklmnopqrstuvwx', name: 'photo-share', organization_id: 2, is_branch_enabled: true },
  ...services,
];

// The branch whose project is its parent comes second, so "else the first" and "its own project" differ.
export const branches: Branch[] = [
  {
    id: 'f1d2c3b4-0000-4000-8000-000000000002',
    name: 'feature-billing',
    project_ref: 'defghijklmnopqrstuvw',
    parent_project_ref: 'abcdefghijklmnopqrst',
  },
  {
    id: 'f1d2c3b4-0000-4000-8000-000000000001',
    name: 'main',
    project_ref: 'abcdefghijklmnopqrst',
    parent_project_ref: 'abcdefghijklmnopqrst',
  },
];

/** The sample user a signed-in session belongs to. */
export const profile = { id: 1, username: 'sample-user', primary_email: 'reader@example.com' };

/** The API settings of a project or branch ref, or undefined when no project has it. Only the public (anon) key is ever sample data here. */
export function apiSettings(ref: string) {
  const known = projects.some((p) => p.ref === ref) || branches.some((b) => b.project_ref === ref);
  return known
    ? {
        autoApiService: {
          protocol: 'https',
          endpoint: `${ref}.supabase.co`,
          defaultApiKey: `sample-anon-key-for-${ref}`,
        },
      }
    : undefined;
}
