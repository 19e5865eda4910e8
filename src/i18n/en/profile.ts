// The profile page: its tabs, drawers and settings.
const profile = {
  settings: {
    emailNotifications: 'Email notifications',
    emailNotificationsHelp: 'Emails about your goals, approvals and your team’s updates. In-app notifications stay on either way.',
    emailNotificationsOn: 'Email notifications are on.',
    emailNotificationsOff: 'Email notifications are off.',
    password: 'Password',
    passwordHelp: 'Changing it signs you out everywhere else.',
    changePassword: 'Change Password',
    language: 'Language',
    languageHelp: 'The language of your screens. Until you choose, Trellis follows your browser, then your company.',
    browserLanguage: 'As my browser, then my company',
  },
};
export default profile;
