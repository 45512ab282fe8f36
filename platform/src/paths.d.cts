declare const paths: {
  platformRoot: string;
  migrationsDir: string;
};
export = paths;
