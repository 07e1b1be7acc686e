import type { Browser } from 'playwright-core';

export declare const chromiumExecutable: string;
export declare const chromiumArgs: readonly string[];
export declare const chromiumLaunchOptions: Readonly<{ executablePath: string; args: string[] }>;
export declare function launchChromium(): Promise<Browser>;
