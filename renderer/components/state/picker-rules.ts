import type { Branch, Organization, Project } from './platform-types.ts';

/*
 * The picker's selection rules (SPEC §4, §5) as pure functions. A combobox option's value is a
 * JSON list: a project option `[organizationId, projectRef, label]`, a branch option
 * `[branchId, label]`. The same strings are what localStorage keeps, so a stored choice passes the
 * same validation as a chosen one.
 */

/** The selected organization and project. */
export interface ProjectChoice {
  organization: Organization;
  project: Project;
}

/** The option value of a project in its organization. */
export function projectOption(organization: Organization, project: Project): string {
  return JSON.stringify([organization.id, project.ref, `${organization.name} / ${project.name}`]);
}

/** The option value of a branch. */
export function branchOption(branch: Branch): string {
  return JSON.stringify([branch.id, branch.name]);
}

function decode(value: string | null | undefined): unknown {
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/**
 * The choice a project option stands for: only a three-item list whose organization and project
 * both exist and belong together; anything else (corrupt JSON, other shapes, foreign values) is undefined.
 */
export function decodeProjectOption(
  value: string | null | undefined,
  organizations: Organization[],
  projects: Project[],
): ProjectChoice | undefined {
  const list = decode(value);
  if (!Array.isArray(list) || list.length !== 3) return undefined;
  const [organizationId, ref] = list;
  const organization = organizations.find((o) => o.id === organizationId);
  const project = projects.find((p) => p.ref === ref);
  if (!organization || !project || project.organization_id !== organization.id) return undefined;
  return { organization, project };
}

/** The branch id a branch option stands for: only a two-item list whose first item is a string. */
export function decodeBranchOption(value: string | null | undefined): string | undefined {
  const list = decode(value);
  return Array.isArray(list) && list.length === 2 && typeof list[0] === 'string' ? list[0] : undefined;
}

/**
 * The choice to make when data arrives and nothing is chosen: the saved one if its project belongs
 * to its organization, else the first project with its organization; undefined when there is none.
 */
export function restoreProject(
  organizations: Organization[],
  projects: Project[],
  saved: string | null | undefined,
): ProjectChoice | undefined {
  const restored = decodeProjectOption(saved, organizations, projects);
  if (restored) return restored;
  for (const project of projects) {
    const organization = organizations.find((o) => o.id === project.organization_id);
    if (organization) return { organization, project };
  }
  return undefined;
}

/** The branch to select: the saved one if it is in the list, else the one whose own project is its parent, else the first. */
export function restoreBranch(branches: Branch[], saved: string | null | undefined): Branch | undefined {
  const savedId = decodeBranchOption(saved);
  return (
    branches.find((b) => b.id === savedId) ??
    branches.find((b) => b.project_ref === b.parent_project_ref) ??
    branches[0]
  );
}

/** Every project as an option, in the API's order, with its organization; projects of unknown organizations are left out. */
export function projectOptions(organizations: Organization[], projects: Project[]): { value: string; label: string }[] {
  return projects.flatMap((project) => {
    const organization = organizations.find((o) => o.id === project.organization_id);
    return organization
      ? [{ value: projectOption(organization, project), label: `${organization.name} / ${project.name}` }]
      : [];
  });
}
