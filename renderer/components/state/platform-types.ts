/** The picker's entities as the platform API returns them (SPEC §3 'Picker entities'). */
export interface Organization {
  id: number;
  name: string;
}

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

/** A project's API settings; `protocol` defaults to https. */
export interface ProjectApi {
  autoApiService: { protocol?: string; endpoint: string; defaultApiKey: string };
}

/** The signed-in reader, as far as the picker needs to know. */
export interface Profile {
  username?: string;
}
