// messages: common (signing in, access, the error handler, uploads, limits every area shares, the contract's shared checks)
const common = {
  access: {
    signIn: 'Please sign in.',
    notAllowed: 'You are not allowed to do this.',
    outOfReach: 'This is not available to you.',
    notFound: 'Not found.',
  },
  request: {
    bad: 'Bad request.',
    invalidValue: 'Invalid value.',
    failed: 'Something went wrong on our side. Please try again.',
    tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
    badAddress: 'The address is not valid.',
    addressTooLong: 'The address is too long.',
    databaseUnavailable: 'Trellis cannot reach its database just now. Please try again in a moment.',
    tooManyReports: 'You have asked for many reports in a short time. Please wait a minute and try again.',
    pdfsBusy: 'Many PDFs are being made right now. Please try again in a few seconds.',
    badText: 'Text may not contain NUL characters or broken Unicode.',
    badTextIn: '{{field}}: Text may not contain NUL characters or broken Unicode.',
    noImage: 'No image.',
    errorLogged: 'Thank you: the error was logged.',
  },
  // Fastify's own refusals, in its words (src/server/http/error-handler.ts).
  framework: {
    bodyTooLarge: 'Request body is too large',
    unsupportedMediaType: 'Unsupported Media Type',
    contentLengthMismatch: 'Request body size did not match Content-Length',
    emptyJson: "Body cannot be empty when content-type is set to 'application/json'",
    invalidJson: "Body is not valid JSON but content-type is set to 'application/json'",
    tooManyParts: 'reach parts limit',
    tooManyFiles: 'reach files limit',
    tooManyFields: 'reach fields limit',
    prototypeField: 'prototype property is not allowed as field name',
    notMultipart: 'the request is not multipart',
  },
  // One sentence per kind of upload (src/server/uploads/images.ts).
  upload: {
    chooseFile: 'Choose a file to upload.',
    imageTooLarge: 'The image is larger than {{size}} MB.',
    pdfTooLarge: 'The PDF is larger than {{size}} MB.',
    fileTooLarge: 'The file is larger than {{size}} MB.',
    imageNotMultipart: 'Send the image as multipart/form-data in a field named file.',
    pdfNotMultipart: 'Send the PDF as multipart/form-data in a field named file.',
    fileNotMultipart: 'Send the file as multipart/form-data in a field named file.',
    imageWrongField: 'The image must be sent in the field named file.',
    pdfWrongField: 'The PDF must be sent in the field named file.',
    fileWrongField: 'The file must be sent in the field named file.',
  },
  // The contract's shared field checks (src/contract/common.ts).
  field: {
    tooLong: 'Must be at most {{max}} characters.',
    invalidEmail: 'Please enter valid email',
    isoDate: 'A date as YYYY-MM-DD.',
    webUrlOnly: 'Enter a web address that starts with http:// or https://.',
  },
};
export default common;
