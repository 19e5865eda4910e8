// messages: auth (signing in, the mailed links, passwords, the support chat)
const auth = {
  signIn: {
    invalid: 'Invalid email or password.',
    tenantDeactivated: 'Your tenant is deactivated.',
    locked:
      'Your account is locked after too many failed sign-ins. Use “Locked out of your account?” to unlock it, or try again in 30 minutes.',
    accountDeactivated: 'Your account has been deactivated. Please contact your administrator.',
    signedOut: 'Signed out.',
  },
  links: {
    expired: 'This link has expired or was already used.',
    instructionsSent: 'If that address belongs to an account, we have sent instructions to it.',
    valid: 'The link is valid.',
    passwordReset: 'Your password has been reset. You can log in with it now.',
    unlocked: 'Your account unlocked successfully!!',
    emailConfirmed: 'Your email address confirmed successfully!!',
    emailTaken: 'Another account already uses this email address.',
  },
  password: {
    weak: 'Please enter a strong password.',
    tooShort: 'Minimum 8 char required!',
    required: 'Please input your password!',
    oldRequired: 'Please enter your old password.',
    oldWrong: 'Old password not matched!!',
    changed: 'Password changed successfully!!',
  },
  tokenRequired: 'Token is required.',
  chat: {
    notSetUp: 'The support chat is not set up.',
    noHash: 'There is no support-chat hash for this address.',
  },
};
export default auth;
