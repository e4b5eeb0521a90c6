import type { Branch, Organization, Profile, Project, ProjectApi } from './platform-types.ts';
import { signedInHint } from './session-hint.ts';

export { signedInHint };

/** A failed call to the platform API: the error message it returned, and its HTTP status (0 when the network failed). */
export class PlatformApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PlatformApiError';
  }
}

/** The platform API calls the picker makes (SPEC §7), each with the reader's session cookie. */
export interface PlatformClient {
  /** The signed-in reader, or undefined when signed out: without the sign-in hint cookie (no request made), or on a 401. */
  profile(): Promise<Profile | undefined>;
  organizations(): Promise<Organization[]>;
  projects(): Promise<Project[]>;
  branches(projectRef: string | undefined): Promise<Branch[]>;
  projectApi(projectRef: string | undefined): Promise<ProjectApi>;
}

/**
 * A client for the platform API at `baseUrl` (site.yaml's `platformApiUrl`: its origin, or `/` for the
 * local stand-in). Every call sends the session cookie (`credentials: 'include'`) and never reads or
 * stores the token; a failure throws the error message the API returned.
 */
export function platformClient(
  baseUrl: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  cookies: () => string = () => document.cookie,
): PlatformClient {
  const root = baseUrl.replace(/\/+$/, '');
  const get = async <T>(path: string): Promise<T> => {
    let response: Response;
    try {
      response = await fetchImpl(root + path, { credentials: 'include', headers: { accept: 'application/json' } });
    } catch (error) {
      throw new PlatformApiError((error as Error).message || 'The platform API could not be reached.', 0);
    }
    if (!response.ok) throw new PlatformApiError(await errorMessage(response), response.status);
    return (await response.json()) as T;
  };
  const requireRef = (ref: string | undefined): string => {
    if (!ref) throw new Error('projectRef is required');
    return encodeURIComponent(ref);
  };
  return {
    async profile() {
      if (!signedInHint(cookies())) return undefined;
      try {
        return await get<Profile>('/platform/profile');
      } catch (error) {
        if (error instanceof PlatformApiError && error.status === 401) return undefined;
        throw error;
      }
    },
    organizations: () => get('/platform/organizations'),
    projects: () => get('/platform/projects'),
    branches: async (ref) => get(`/v1/projects/${requireRef(ref)}/branches`),
    projectApi: async (ref) => get(`/platform/props/project/${requireRef(ref)}/api`),
  };
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown; error?: unknown };
    const message = body.message ?? body.error;
    if (typeof message === 'string' && message) return message;
  } catch {
    // Not JSON: the status says what happened.
  }
  return `The platform API answered ${response.status}.`;
}

/** The project URL an API settings answer stands for; the protocol defaults to https. */
export function projectUrl(api: ProjectApi): string {
  return `${api.autoApiService.protocol || 'https'}://${api.autoApiService.endpoint}`;
}
