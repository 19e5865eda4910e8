// The auth feature's face for the app shell: the login screen, the branded frame of the signed-out pages, and
// those pages loaded when one is first shown. What other features use to ask for an e-mail or a password is in ./account-fields-face, so the
// first script a browser loads does not carry the strength meter (issue 30: the login route's 250 KB budget).
export { AuthFrame } from './auth-frame';
export { LoginPage } from './login-page';

/** The signed-out pages other than the login, loaded when one is first shown. */
export const loadSignedOutPages = () => import('./signed-out-pages');
