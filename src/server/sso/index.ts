// The sso area's public face (issue 32): single sign-on per company with OpenID Connect (decision 072).
export { ssoRoutes } from './routes';
export { ssoPasswordRule } from './password-rule';
