export declare const debianTools: Readonly<Record<'chromium' | 'poppler' | 'caddy', { binary: string; packages: string[] }>>;
export declare function ensureDebianTools(names: Array<'chromium' | 'poppler' | 'caddy'>): void;
