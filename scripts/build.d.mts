/** Types of scripts/build.mjs, which stays JavaScript so that `npm start` runs it before anything is compiled. */
export declare const ROOT: string;
export declare const SERVER_DIR: string;
export declare function browserBuildIsStale(): boolean;
export declare function serverBuildIsStale(): boolean;
export declare function buildBrowserApp(options?: { quiet?: boolean }): Promise<void>;
export declare function buildServer(options?: { outDir?: string }): Promise<string>;
