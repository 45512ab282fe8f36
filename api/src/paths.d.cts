declare const paths: {
  /** Absolute path of the api/ workspace. */
  apiRoot: string;
  /** Absolute path of the repository root. */
  repoRoot: string;
  /** Folder holding the numbered SQL migrations. */
  migrationsDir: string;
};
export = paths;
