// The mails Trellis sends: account links and the notification digest, in the recipient's language (decision 063).
const mail = {
  greeting: 'Hello {{name}},',
  reset: {
    subject: 'Reset your Trellis password',
    intro: 'Someone asked to reset the password of your Trellis account. To choose a new one, open this link within an hour:',
  },
  unlock: {
    subject: 'Unlock your Trellis account',
    intro: 'To unlock your Trellis account, open this link within an hour:',
  },
  notYou: 'If you did not ask for this, ignore this mail.',
  invitation: {
    subject: '{{inviter}} invited you to Trellis',
    yourCompany: 'Your company',
    text: '{{inviter}} invited you to {{company}} on Trellis, where your team sets and tracks its goals.\nTo accept, open this link within 7 days and choose a password:',
  },
  confirmEmail: {
    subject: 'Confirm your new email address',
    text: 'To make {{email}} the address of your Trellis account, open this link:',
  },
  digest: {
    subject_one: '{{count}} new notification in Trellis',
    subject_other: '{{count}} new notifications in Trellis',
    happened_one: 'Something happened in Trellis since our last mail:',
    happened_other: '{{count}} things happened in Trellis since our last mail:',
    more: '…and {{count}} more: {{link}}',
    all: 'All your notifications: {{link}}',
    why: 'You get these mails because email notifications are on in your profile settings; turn them off there.',
  },
};
export default mail;
