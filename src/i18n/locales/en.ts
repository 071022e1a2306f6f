/**
 * English: the source of truth for every dictionary's shape (see i18n/dictionary.ts).
 * `{name}` marks an interpolated value; `{brand}` is always available.
 * In a headline, the part between `*` is emphasised.
 */
const en = {
  common: {
    skipToContent: 'Skip to main content',
    opensInNewTab: '(opens in a new tab)',
  },
  header: {
    homeLink: '{brand} home page',
    primaryNav: 'Main',
    features: 'Features',
    watchVideo: 'Watch video',
    pricing: 'Pricing',
    support: 'Support',
    joinWaitlist: 'Join the waitlist',
    preorder: 'Pre-order',
    openMenu: 'Menu',
    closeMenu: 'Close menu',
  },
  languageSwitcher: {
    button: 'Language: {language}',
    listLabel: 'Choose a language',
  },
  footer: {
    label: 'Site links',
    tagline: 'A warm voice companion for seniors, and peace of mind for the people who love them.',
    pricing: 'Pricing',
    testimonials: 'Testimonials',
    faq: 'FAQ',
    support: 'Support',
    privacy: 'Privacy policy',
    terms: 'Terms of service',
    accessibility: 'Accessibility',
    api: 'API partner program',
    mission: 'Support Our Mission',
    trust: 'Trust & Privacy',
    socialLabel: 'Follow {brand}',
    facebook: '{brand} on Facebook',
    instagram: '{brand} on Instagram',
    youtube: '{brand} on YouTube',
    copyright: '© {year} {brand}. All rights reserved.',
  },
  video: {
    heroTitle: 'Meet {brand}',
    meetTitle: 'A day with {brand}',
    close: 'Close video',
    playerLabel: 'Video player: {title}',
  },
  notFound: {
    heading: '404 Page Not Found',
    hint: 'Check the address for a typing mistake. If a link brought you here, the page may have moved.',
    homeLink: 'Go to the home page',
  },
  home: {
    headline: 'A warm voice that is always *there*',
    tagline: 'The voice companion for seniors, and peace of mind for their families.',
    intro:
      '{brand} talks, listens and remembers. It keeps your loved one company through the day, gives gentle reminders for medicines and appointments, and helps the family stay close, always with their permission.',
    featuresTitle: 'What {brand} does',
    featuresSubtitle: 'Made for the way seniors like to talk: nothing to learn, no screen to read.',
    features: {
      voice: {
        title: 'Someone to talk to, every day',
        description:
          '{brand} chats about the news, old memories and the day ahead. Daily conversation eases loneliness and keeps the mind active.',
        imageAlt: 'An older man in his armchair chatting with the {brand} device over a cup of tea',
      },
      family: {
        title: 'Family, kept close',
        description:
          'With your loved one’s permission, family members receive well-being updates and a gentle alert when a routine or mood changes, and can join scheduled video calls.',
        imageAlt: 'The {brand} device connected by hearts to photos of a daughter and a grandchild',
      },
      health: {
        title: 'Reminders and check-ins',
        description:
          'Medicine reminders, appointment prompts and friendly wellness check-ins, spoken clearly at the right time.',
        imageAlt: 'A weekly pill organiser, a glass of water and a morning clock beside the {brand} device',
      },
      affirmation: {
        title: 'Words of encouragement',
        description: 'Kind, uplifting words to start the morning well and settle the evening calmly.',
        imageAlt: 'An older woman with a mug smiling at sunrise, the {brand} device glowing beside her',
      },
      privacy: {
        title: 'Private by design',
        description:
          'Conversations are encrypted. Family access needs the senior’s explicit permission, and they can change or revoke it at any time.',
        imageAlt: 'A large shield with a lock keeping the {brand} device safe',
      },
    },
  },
  media: {
    heroVideoPoster: 'The {brand} device glowing softly on a side table beside a cup of tea',
    meetVideoPoster: 'An older woman smiling in her armchair as she talks with {brand}',
    meetSectionImage: 'An older couple at their kitchen table in the morning light, with {brand} beside them',
    crowdVideoPlaceholder: 'A senior at home with {brand}, and the neighbourhood outside the window',
    crowdDemoPlaceholder: '{brand} on a kitchen counter, surrounded by reminders, a calendar and a phone',
    shareImage: '{brand}: the voice companion for seniors',
  },
  audio: {
    transcripts: {
      hero: 'Hello, I’m {brand}. It’s lovely to meet you. I’m here to chat, to remind you of the little things, and to keep your family close. Just say my name whenever you’d like to talk.',
      voice:
        'Good morning! Did you sleep well? It’s sunny and mild today. Would you like to hear the news, or shall we talk about your garden?',
      family:
        'Your daughter Anna sent a message. She says she’ll call you this evening at six, and the grandchildren send their love.',
      health:
        'It’s nine o’clock. Time for your morning blood pressure tablet, with a full glass of water. Shall I remind you again at lunchtime?',
      affirmation:
        'You have a kind heart, and the people around you are lucky to know you. Take a deep breath. Today is a good day.',
    },
  },
  pages: {
    home: {
      title: '{brand}: the voice companion for seniors',
      description:
        '{brand} is a friendly voice companion for seniors: daily conversation, medicine reminders and peace of mind for the family. Join the waitlist or pre-order today.',
    },
    faq: {
      title: 'Questions and answers | {brand}',
      description:
        'Answers to common questions about {brand}: how it works, privacy, family access, setup, pricing and what it cannot do.',
      heading: 'Questions and answers',
      intro: 'Everything families usually ask before bringing {brand} home, answered plainly.',
    },
    support: {
      title: 'Support and setup | {brand}',
      description:
        'Call our toll-free line any time, book a video session, or ask for free in-home setup. Real people help you and your family get started with {brand}.',
      heading: 'Help from real people',
      intro: 'Call us, meet us on a video call, or have us set {brand} up in your home. Whatever suits you best.',
    },
    testimonials: {
      title: 'Stories from families | {brand}',
      description:
        'Read how seniors and their families use {brand} every day for conversation, reminders and staying in touch.',
      heading: 'Stories from families',
      intro: 'Seniors and their families tell us, in their own words, what {brand} has changed for them.',
    },
    pricing: {
      title: 'Pricing | {brand}',
      description:
        'One simple plan: the {brand} device and a monthly subscription with unlimited data, support around the clock and free in-home setup. No cancellation fees.',
      heading: 'One simple plan',
      intro: 'The device, the service and the help you need, with no hidden costs and no cancellation fees.',
    },
    api: {
      title: 'Hardware API partner program | {brand}',
      description:
        'Bring the voice care of {brand} to your hardware. Apply for API access, build and pilot with our team, and go live on wearables, speakers, hubs and more.',
      heading: 'Build with {brand}: bring voice care to your hardware',
      intro: 'Our partner program gives device makers the conversation, reminders and family features of {brand}.',
    },
    crowdsupport: {
      title: 'Support our mission | {brand}',
      description:
        'Help bring {brand} to seniors who live alone. Back the project, join our founding supporters, or reserve a pilot device.',
      heading: 'Support our mission',
      intro: 'Too many seniors spend their days alone. Your support helps us bring {brand} to them sooner.',
    },
    trust: {
      title: 'Trust and privacy | {brand}',
      description:
        'How {brand} protects seniors and their families: encryption, family access only with permission, secure payments and a money-back guarantee on devices.',
      heading: 'Trust and privacy',
      intro: 'A companion in the home has to earn trust. Here is how we protect your loved one and your family.',
    },
    privacy: {
      title: 'Privacy policy | {brand}',
      description:
        'What information {brand} collects on this website and on the device, why we collect it, how long we keep it and the choices you have.',
      heading: 'Privacy policy',
      intro: 'What we collect, why we collect it, and the choices you have, in plain words.',
    },
    terms: {
      title: 'Terms of service | {brand}',
      description:
        'The terms for using the {brand} website, joining the waitlist, pre-ordering a device and supporting our crowd-funding campaign.',
      heading: 'Terms of service',
      intro: 'The rules for using this website, joining the waitlist, pre-ordering and supporting our campaign.',
    },
    accessibility: {
      title: 'Accessibility | {brand}',
      description:
        'Our commitment to a website that works for older visitors: the standard we aim for, what still needs work, and how to tell us about a problem.',
      heading: 'Accessibility',
      intro:
        'We build this website for people of every age and ability, including those who use a screen reader or a keyboard.',
    },
    notFound: {
      title: '404 Page Not Found | {brand}',
      description: 'This page could not be found. Go to the {brand} home page to find what you were looking for.',
    },
  },
} as const;

export default en;
