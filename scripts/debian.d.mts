export type DebianTool = 'chromium' | 'poppler' | 'caddy' | 'redis';
export declare const debianTools: Readonly<Record<DebianTool, { binary: string; packages: string[] }>>;
export declare function ensureDebianTools(names: DebianTool[]): void;
