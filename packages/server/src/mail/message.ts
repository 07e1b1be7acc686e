// What every mail module returns; mail/account-holder.ts sends it to an account's holder.

/** A mail to an account's holder: its subject and the lines after "Hello {name},". */
export interface AccountMail {
  subject: string;
  lines: string[];
  /** Who the greeting names when the account's own name cannot be trusted. */
  greet?: string;
}

