// The types of scripts/build-server.mjs, for the tests that run the built service.
export declare const SERVER_BUNDLE: string;
export declare function bundle(entry: string, outfile: string): Promise<string>;
export declare function buildServer(): Promise<string>;
