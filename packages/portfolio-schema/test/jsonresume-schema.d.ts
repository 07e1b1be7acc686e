// @jsonresume/schema ships no types; this is the part of its CommonJS entry the tests call.
declare module '@jsonresume/schema' {
  interface ValidationError {
    property: string;
    message: string;
  }
  const jsonResume: {
    validate(resume: unknown, callback: (errors: ValidationError[] | null, valid: boolean) => void): void;
    schema: Record<string, unknown>;
  };
  export default jsonResume;
}
