// messages: chat (the company's Slack and Teams webhooks, issue 33) and calendar (a person's calendar feed)
const chat = {
  settings: {
    urlRequired: 'Enter the webhook address Slack or Teams gave you.',
    urlHttps: 'Enter the webhook address as an https:// address.',
    privateAddress:
      "Trellis posts only to public addresses, and {{host}} is not one (a private network, this machine or a cloud's metadata address).",
    notConnected: 'This webhook is not connected.',
  },
  test: {
    posted: 'The test message was posted: look for it in the channel.',
    gone: '{{service}} says this webhook no longer exists or was turned off ({{detail}}). Copy a new address from {{service}} and save it.',
    denied: '{{service}} did not allow the post ({{detail}}). Check the webhook and its channel in {{service}}.',
    refused: '{{service}} did not accept the message ({{detail}}).',
    busy: '{{service}} is busy or failing right now ({{detail}}). Try again in a few minutes.',
    unreachable: 'Trellis could not reach {{service}} ({{detail}}). Check the address.',
    timeout: '{{service}} did not answer in time. Try again in a few minutes.',
    private: 'Trellis posts only to public addresses, and this address leads to a private network or this machine.',
    redirect: '{{service}} answered with a redirect, which Trellis does not follow. Check the address.',
  },
};
export default chat;
