// The signed-out pages other than login, loaded together when one of them is opened.
export { ConfirmEmailPage } from './confirm-email-page';
export { ForgotPasswordSentPage, UnlockSentPage } from './instructions-sent-page';
export { InvitationPage } from './invitation-page';
export { PrivacyPage } from './privacy-page';
export { ResetPasswordPage } from './reset-password-page';
export { TermsPage } from './terms-page';
export { UnlockPage } from './unlock-page';
