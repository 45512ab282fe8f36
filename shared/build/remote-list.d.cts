export interface RemoteOfList {
  name: string;
  dir: string;
  port: number;
  entry: string;
}
export interface AppOfList {
  name: string;
  dir: string;
  port: number;
}
export declare const REMOTES: RemoteOfList[];
export declare const APPS: AppOfList[];
export declare const REMOTES_FILE: string;
export declare const SHELL: AppOfList;
export declare function readRemotes(file?: string): RemoteOfList[];
