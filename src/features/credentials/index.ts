export { SignInForm } from './sign-in-form';
export { useSessionStore, type Session } from './session-store';
export { readRemembered, forgetRemembered } from './remember-me';
