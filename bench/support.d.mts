import type { PortfolioData } from '@showfolio/portfolio-schema';

/** `api(path, { method, token, json })`: a JSON call to `{base}/api{path}` that throws unless 2xx. */
export type ApiCall = (
  path: string,
  options?: { method?: string; token?: string; json?: unknown },
) => Promise<Record<string, unknown>>;
export declare function apiClient(base: string): ApiCall;

export interface EnteredAccount {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  password: string;
}
/** The newest verification link's token mailed to `email`, from the outbox of each of `dataDirs`. */
export declare function verificationToken(dataDirs: string | string[], email: string): Promise<string>;
/** Opens the verification link sign-up mailed to `email`: publishing needs it. */
export declare function verifyEmail(api: ApiCall, dataDirs: string | string[], email: string): Promise<void>;
/**
 * Signs up a person for `data` and enters every section of it over the API; returns the token.
 * With `dataDir` (the product's DATA_DIR) the account also verifies its e-mail, so it can publish.
 */
export declare function enterPortfolio(
  api: ApiCall,
  name: string,
  data: PortfolioData,
  options?: { dataDir?: string },
): Promise<{ token: string; account: EnteredAccount }>;
