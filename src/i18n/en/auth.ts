// The sign-in screens: log in, instructions, new password, invitation, unlock, legal pages.
const auth = {
  login: {
    title: 'Log in',
    toCompany: 'to {{company}}',
    toAccount: 'to your account',
    email: 'Email',
    password: 'Password',
    passwordRequired: 'Please input your password!',
    submit: 'Log in',
    lostPassword: 'Lost your password?',
    lockedOut: 'Locked out of your account?',
    companyInactive: 'Your company is not active. Please contact {{contact}} for assistance',
    yourAdministrator: 'your administrator',
    region: 'Log in',
  },
  instructions: {
    region: 'Send instructions',
    resetTitle: 'Lost your password?',
    resetText: 'Enter the email address of your account and we will send you a link to choose a new password.',
    unlockTitle: 'Locked out of your account?',
    unlockText: 'Enter the email address of your account and we will send you a link to unlock it.',
    email: 'Email',
    send: 'Send',
    back: 'Back to Log in',
  },
  validation: {
    emailRequired: 'Please input your email!',
    emailInvalid: 'Please enter valid email',
    atMost: 'Must be at most {{max}} characters.',
    confirmRequired: 'Please enter your password to confirm.',
    passwordMismatch: 'New password does not match.',
  },
};
export default auth;
