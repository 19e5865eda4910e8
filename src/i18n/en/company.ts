// The company drawer (Company Settings): company info, branding, features, default language and the AI model.
const company = {
  button: 'Company Settings',
  drawer: {
    title: 'Company Settings',
    notLoaded: 'The company settings could not be loaded.',
    saved: 'Company settings saved.',
    notSaved: 'The company settings were not saved',
    save: 'Save',
  },
  checks: {
    nameRequired: 'Please input your full name!',
    maxLength: 'Must be at most {{max}} characters.',
  },
  info: {
    heading: 'Company info',
    name: 'Name',
    website: 'Website',
    timeZone: 'Time zone',
    timeZoneHelp: 'Quarters and weekly updates follow this time zone.',
  },
  features: {
    heading: 'Features',
    notes: 'Private notes',
    notesHelp:
      'Managers keep notes about the people who report to them. Only the author ever reads a note; the person it is about never sees it.',
    talent: 'Talent appraisals',
    talentHelp:
      'Managers appraise their people each quarter. Off, the Talent menu is hidden from contributors and profiles show no Appraisals tab; appraisals already written are kept.',
    defaultLanguage: 'Default language',
    defaultLanguageHelp: 'The language of people who have not chosen one in their settings and whose browser asks for none Trellis speaks.',
  },
  branding: {
    heading: 'Branding',
    primaryColour: 'Primary colour',
    primaryColourHelp: 'Buttons and accents of the sign-in screens, and the header.',
    suggestedColours: 'Suggested',
    lightText: 'Light text on the primary colour',
  },
  // Each logo's texts, by the logo's kind.
  logo: {
    label: { logo: 'Logo', squarelogo: 'Square logo' },
    hint: {
      logo: 'PNG or JPG, up to {{size}} MB. Shown on the sign-in screens and in the header.',
      squarelogo: 'PNG or JPG, up to {{size}} MB. Shown in the header on phones.',
    },
    preview: { logo: 'Logo preview', squarelogo: 'Square logo preview' },
    uploadLabel: { logo: 'Upload logo', squarelogo: 'Upload square logo' },
    removeLabel: { logo: 'Remove logo', squarelogo: 'Remove square logo' },
    none: 'None',
    upload: 'Upload',
    replace: 'Replace',
    remove: 'Remove',
    undo: 'Undo',
    onlyPngJpg: 'Only PNG and JPG formats are allowed to upload.',
    tooLarge: 'The image is larger than {{size}} MB.',
  },
  preview: {
    region: 'Branding preview',
    heading: 'Preview',
    logIn: 'Log in',
    hardToRead: 'Text on this colour is hard to read.',
    tryDarkText: 'Text on this colour is hard to read. Try dark text.',
    tryLightText: 'Text on this colour is hard to read. Try light text.',
  },
  ai: {
    heading: 'AI model',
    help: 'Any OpenAI-compatible server: OpenAI, Ollama, llama.cpp, vLLM, LM Studio. Without one, Trellis writes from your goal data.',
    baseUrl: 'Base URL',
    baseUrlHelp: "Leave empty to use this server's default.",
    baseUrlPlaceholder: 'https://api.openai.com/v1 or http://localhost:11434/v1',
    model: 'Model',
    modelPlaceholder: 'gpt-4o-mini or llama3.1:8b',
    apiKey: 'API key',
    keySaved: 'Saved — leave empty to keep',
    keyOptional: 'Optional for servers on your own machines',
    keyKeptHelp: 'The saved key is kept only for the same server: a new server address needs its key again.',
    removeKey: 'Remove key',
  },
};
export default company;
