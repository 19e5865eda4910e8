// The strategy page: its sections, the founder guidance and the editors' drawers.
const strategy = {
  page: {
    title: 'Strategy',
    turnedOff: 'The strategy page is turned off for your company.',
    publishedOn: 'Published {{date}}',
    nothingPublished: 'Your company has not published its strategy yet.',
    published: 'Published. Everyone now sees the strategy as it is.',
  },
  // Spec 001 §2, verbatim (its wording included).
  welcome: {
    label: 'Welcome',
    title: 'Welcome, {{name}}',
    text: "Use this page to publish your organization's Mission, Vision, Values, and Strategic Objectives. Only the fields you fill out will be visible to your organization.",
  },
  draft: {
    warning: 'The strategy document is currently is Draft',
    description: 'Saved changes are visible only to the CEO and org admins until you publish them.',
    publish: 'Publish',
  },
  progress: {
    title: 'Strategy completion',
    overall: 'Overall completion',
    bySection: 'Completion by section',
    video: 'CEO video',
    sectionCompletion: '{{section}} completion',
  },
  video: {
    title: 'Message from the CEO',
    update: 'Update Video',
    add: 'Add Your Video',
    addHelp: 'A short message from the CEO about where the company is going. Paste a YouTube or Vimeo link.',
    link: 'Video link',
    linkExample: 'https://www.youtube.com/watch?v=…',
    linkHelp: 'Paste the link of a YouTube or Vimeo video, or of a video file on the web. Leave it empty to remove the video.',
    invalid: 'Enter valid URL!',
    preview: 'Preview',
    previewTitle: 'Preview of the CEO video',
  },
  basics: {
    title: 'Mission, Vision, & Values',
    edit: 'Edit',
    add: 'Add Your Strategies',
    hidden: 'Hidden from your organization until written.',
    // The three cards, by their fields.
    label: {
      Mission: 'Mission Statement',
      Vision: 'Vision Statement',
      Values: 'Differentiating Values',
    },
    // What each card asks for while it is empty (shown to the CEO and org admins only).
    guidance: {
      Mission: 'Why does your organization exist? Say in a sentence or two what you do, for whom, and why it matters.',
      Vision: 'Where is your organization going? Describe the future you are building toward over the next five to ten years.',
      Values: 'What sets you apart? Name the few values that guide your decisions and that customers and employees recognize in you.',
    },
  },
  objectives: {
    title: 'Strategic Objectives',
    subtitle: 'Where the company is headed over the next 2–3 years',
    edit: 'Add/Edit Your Objectives',
    drawerIntro:
      'Where must the company be in two to three years? Fill the areas that matter to you; only filled areas are shown to your organization.',
    fieldLabel: '{{number}}. {{area}}',
    // The six areas, by their fields.
    area: {
      Customers: 'Customers',
      Employees: 'Employees',
      Shareholders: 'Shareholders',
      Sales: 'Sales',
      Marketing: 'Marketing',
      Product: 'Product',
    },
    guidance: {
      Customers: 'Who will your customers be, and what will they value you for?',
      Employees: 'What kind of team will you have built, and how will it work?',
      Shareholders: 'What will owners and investors see in return?',
      Sales: 'Where and how will you be selling, and how much?',
      Marketing: 'How will the market know and choose you?',
      Product: 'What will you offer, and what will make it stand out?',
    },
  },
  legacy: {
    title: 'Earlier Strategy Notes',
    edit: 'Edit',
    note: 'Note {{number}}',
    guidance: 'Clear a note to remove it from the page.',
  },
  // The editors' drawers.
  edit: {
    saveDraft: 'Save Draft',
    publish: 'Publish',
    draftSaved: 'Draft saved. Only you and other editors see it until you publish.',
    notSaved: 'The strategy was not saved',
    tooLong: 'Must be at most {{max}} characters.',
  },
  // The written guide, in place of a video when the instance names none.
  guide: {
    title: 'Founder guidance',
    videoTitle: 'Founder guidance: writing your strategy',
    intro: 'How to write a strategy people remember and act on. Only you and the other editors see this.',
    mission: {
      label: 'Mission: why the company exists',
      point1: 'One or two sentences on whom you serve and what you do for them, in words a new hire would repeat.',
      point2: 'Name the customer and the difference you make, not the products or the profit.',
      point3: 'Test it: would anyone miss the company if it stopped doing this tomorrow?',
    },
    vision: {
      label: 'Vision: where it will be in five to ten years',
      point1: 'Describe a future you can picture: the place you will hold, for whom, and how people will know.',
      point2: 'Ambitious but believable; one sentence people can check progress against.',
      point3: 'Leave out how you will get there: that belongs to the objectives.',
    },
    values: {
      label: 'Differentiating values: how people here decide',
      point1: 'Three to five values that set you apart; honesty and quality are expected of everyone.',
      point2: 'Write each as a behaviour with a short example: “We ship small: a change goes out within a week.”',
      point3: 'Keep only values you would hire, promote and let people go by.',
    },
    objectives: {
      label: 'Strategic objectives: what must be true in two to three years',
      point1: 'For each area (customers, employees, shareholders, sales, marketing, product), one result that proves the vision is near.',
      point2: 'Make each measurable: a number, a date, a share of the market, a rating.',
      point3: 'Skip an area rather than fill it with a wish; teams turn these objectives into their quarterly goals.',
    },
  },
};
export default strategy;
