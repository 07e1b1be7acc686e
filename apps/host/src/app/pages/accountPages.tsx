export function SignInPage() {
  return null;
}
export function SignUpPage() {
  return null;
}
export function ForgotPasswordPage() {
  return null;
}
export function ResetPasswordPage() {
  return null;
}
export function GoogleCallbackPage() {
  return null;
}
