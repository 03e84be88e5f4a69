const KEY = 'afterLogin';

/** Remembers the protected page someone was sent away from, to open it after sign-in. */
export function rememberAfterLogin(path: string): void {
  try {
    if (path && path !== '/') sessionStorage.setItem(KEY, path);
  } catch {
    // no session storage: sign-in simply lands on the default page
  }
}

/** The remembered page, once; only same-site paths ("//host" and absolute URLs are refused). */
export function takeAfterLogin(): string | null {
  let path: string | null = null;
  try {
    path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return null;
  }
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith('/\\') || path.startsWith('/login')) return null;
  return path;
}
