/**
 * English: the source of truth for every dictionary's shape (see i18n/dictionary.ts).
 * `{name}` marks an interpolated value. Always available, set per language from the operator's
 * values: `{brand}`, `{wakeWord}` (the brand as the visitor says it, with its reading where the
 * language has one), `{phone}` (the support number as this language's visitors dial it),
 * `{chatApp}`, `{emergencyNumber}`, `{email}`, `{accessibilityEmail}`, and the prices and terms.
 * In a headline, the part between `*` is emphasized.
 */
const en = {
  common: {
    skipToContent: 'Skip to main content',
    opensInNewTab: '(opens in a new tab)',
  },
  contact: {
    /** The name as the visitor says it: the brand, then its reading in this language's script. */
    wakeWord: '{brand} ({reading})',
    /** A number from another country: what the visitor sees, then the digits to dial from abroad. */
    phoneWithDigits: '{display} ({digits})',
    /** Added after the phone option's description, by where the number is and whether calls to it are free. */
    phoneNotes: {
      localFree: 'The call is free from the United States and Canada.',
      abroadUsFree:
        'This is a US number. The call is free from the United States and Canada; from other countries it is an international call.',
      abroadUs: 'This is a US number; from other countries it is an international call.',
      abroad: 'This number is in another country; international call rates apply.',
    },
    chatApps: {
      whatsapp: 'WhatsApp',
      line: 'LINE',
      kakao: 'KakaoTalk',
    },
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
  textSize: {
    button: 'Text size',
    options: 'Choose a text size',
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
    crowdsupport: 'Support Our Mission',
    trust: 'Trust & Privacy',
    socialLabel: 'Follow {brand}',
    facebook: '{brand} on Facebook',
    instagram: '{brand} on Instagram',
    youtube: '{brand} on YouTube',
    copyright: '© {year} {brand}. All rights reserved.',
    /** The footer link to the seller's details (in Japan, the 特定商取引法 disclosure). */
    seller: 'Seller information',
    /** Heads the business details in the footer (Korea: every page; Italy and Taiwan: the company and its number). */
    business: 'Business information',
    /** A business detail's label before its value ({label}: such as 상호). */
    itemLabel: '{label}:',
  },
  video: {
    captionsAvailable: 'This video has captions: use the CC button in the player to show them.',
    captionsMissing: 'This video does not have captions yet. We are adding them.',
    heroTitle: 'Meet {brand}',
    meetTitle: 'A day with {brand}',
    close: 'Close video',
    playerLabel: 'Video player: {title}',
    unavailable: 'If the video does not appear, your network may be blocking the video service.',
    watchElsewhere: 'Watch it on YouTube instead',
  },
  renderError: {
    heading: 'Something went wrong',
    body: 'This page stopped working. Reloading it usually helps. If it keeps happening, please call us at {phone}.',
    reload: 'Reload the page',
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
      '{brand} talks, listens and remembers. It keeps your loved one company through the day and gives gentle reminders for medicine and appointments. It also helps the family stay close, always with your loved one’s permission.',
    playVideo: 'Play the video',
    meetButton: 'Meet {brand}: hear her say hello',
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
        imageAlt: 'A weekly pill organizer, a glass of water and a morning clock beside the {brand} device',
      },
      affirmation: {
        title: 'Words of encouragement',
        description: 'Kind, uplifting words to start the morning well and settle the evening calmly.',
        imageAlt: 'An older woman with a mug smiling at sunrise, the {brand} device glowing beside her',
      },
      privacy: {
        title: 'Private by design',
        description:
          'Conversations are encrypted. Family access needs the senior’s explicit permission. The senior can change or revoke it at any time.',
        imageAlt: 'A large shield with a lock keeping the {brand} device safe',
      },
    },
  },
  media: {
    heroVideoPoster: 'The {brand} device glowing softly on a side table beside a cup of tea',
    meetVideoPoster: 'An older woman smiling in her armchair as she talks with {brand}',
    meetSectionImage: 'An older couple at their kitchen table in the morning light, with {brand} beside them',
    crowdVideoPlaceholder: 'A senior at home with {brand}, and the neighborhood outside the window',
    crowdDemoPlaceholder: '{brand} on a kitchen counter, surrounded by reminders, a calendar and a phone',
    shareImage: '{brand}: the voice companion for seniors',
  },
  audio: {
    heroTitle: '{brand} says hello',
    listen: 'Listen',
    listenTo: 'Listen: {title}',
    playing: 'Playing…',
    stop: 'Stop',
    stopLabel: 'Stop: {title}',
    showTranscript: 'Read the words',
    hideTranscript: 'Hide the words',
    transcriptLabel: 'What {brand} says',
    nowPlaying: 'Now playing: {title}',
    stopped: 'Stopped.',
    errorTitle: 'This sample could not be played',
    errorUnreachable: 'It did not load. Please check your internet connection and try again.',
    errorUnplayable:
      'Your browser or device did not play it: check that its sound is on, or try another browser. You can read its words under “{showTranscript}”.',
    transcripts: {
      hero: 'Hello, I’m {wakeWord}. It’s lovely to meet you. I’m here to chat, to remind you of the little things, and to keep your family close. Just say my name whenever you’d like to talk.',
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
  meet: {
    cardTitle: 'See {brand} at home',
    cardDescription:
      'Watch a short film about an ordinary day with {brand}, from the morning chat to the evening call.',
    cardButton: 'Play the film',
    sectionTitle: 'Meet {brand}',
    sectionText:
      'One ordinary day in a short film: a chat over breakfast, a reminder at lunchtime and a call from the family in the evening.',
    sectionButton: 'Watch the film',
    privacyBadge: 'Encrypted, and shared only with permission',
  },
  waitlist: {
    heading: 'Reserve {brand} for someone you love',
    intro: 'Join the priority waitlist or pre-order now. We will contact you as soon as your device is ready to ship.',
    label: 'Email or Mobile/Cell',
    placeholder: 'name@example.com or 555-123-4567',
    disclaimer:
      'Submitting opens our secure pre-order form in a new tab. We use your contact details only to tell you about your reservation, never for advertising.',
    submit: 'Reserve my device',
    processing: 'Processing...',
    errors: {
      required: 'Please enter your email address or mobile number.',
      invalid: 'Please enter a valid email address, or a phone number with {minDigits} to {maxDigits} digits.',
      tooLong: 'This is too long. Please use at most {maxLength} characters.',
    },
    opened: 'The pre-order form has opened in a new tab.',
    blockedTitle: 'The pre-order form did not open',
    blockedDescription: 'Your browser blocked the new tab. Please use the link below the form instead.',
    blockedLink: 'Open the pre-order form',
    successTitle: 'Welcome to the Waitlist!',
    successMessage: 'Thank you. We will contact you as soon as your {brand} is ready to ship.',
  },
  pricing: {
    title: 'Simple, honest pricing',
    intro: 'One plan with every feature included. No long-term contract and no cancellation fees.',
    planName: '{brand} Care Plan',
    badge: 'Best Value',
    devicePrice: '{devicePrice} for the device',
    period: 'then {monthlyPrice} per month',
    /** A market's own price with its tax wording ({price}: the amount, such as 44,000円), and the note beside US-dollar prices. */
    prices: {
      taxIncluded: '{price} incl. tax',
      taxExcluded: '{price} plus tax',
      usdOnly: 'Prices are in US dollars, before sales tax and shipping.',
    },
    features: {
      device: 'The {brand} device, ready to use out of the box',
      support: 'Help from real people, day and night',
      setup: 'Free setup in your home',
      family: 'Unlimited family connections',
      premium: 'Every premium feature: conversation, reminders and check-ins',
      updates: 'Free updates that add new abilities',
    },
    button: 'Pre-order now',
    terms: {
      title: 'The plain terms',
      intro: 'What families ask us before they decide.',
      items: {
        notice: 'Cancel any time with {noticeDays} days’ notice.',
        noFee: 'No cancellation fee, ever.',
        warranty:
          '{warrantyYears}-year hardware warranty. A replacement ships within {replacementHours} hours at no charge.',
        setup: 'Free setup in your loved one’s home, in about {setupMin} to {setupMax} minutes.',
        support: 'Support from real people, day and night, every day of the year.',
        included: 'Unlimited mobile data and unlimited family connections, included.',
        guarantee: '{moneyBackDays}-day money-back guarantee on the device.',
      },
    },
  },
  faq: {
    title: 'Questions and answers',
    intro: 'Plain answers to what families ask us most.',
    items: {
      q1: {
        question: 'What is {brand}?',
        answer:
          '{brand} is a small voice companion for seniors. There is no screen and nothing to learn: your loved one simply talks, and {brand} listens, answers, remembers and reminds.',
      },
      q2: {
        question: 'Does my loved one need Wi-Fi or a smartphone?',
        answer:
          'No. {brand} has its own mobile connection with unlimited data included in the subscription. Plug it in and it is ready.',
      },
      q3: {
        question: 'How does {brand} help with loneliness?',
        answer:
          'Every day, {brand} starts friendly conversations and asks about the day. It remembers favorite topics and the names of family and friends. Regular conversation keeps the mind active and the day less quiet.',
      },
      q4: {
        question: 'Can family members hear our conversations?',
        answer:
          'No. Family members get access only with the senior’s explicit permission, and they receive well-being updates and alerts about changes in routine or mood, not recordings. The senior can change or revoke that permission at any time.',
      },
      q5: {
        question: 'How do medicine reminders work?',
        answer:
          'You or your family set the times once. {brand} then reminds your loved one at the right moment, in a clear voice, and can check later that they remembered. {brand} cannot dispense medication.',
      },
      q6: {
        question: 'Is {brand} a medical alert system?',
        answer:
          'No. {brand} is not a replacement for medical alert systems or prescribed medical devices. If your loved one says “{wakeWord}, help me” or “{wakeWord}, emergency,” it alerts the family contacts they have chosen. In an emergency, always call {emergencyNumber} first if you can (outside the United States, your local emergency number).',
      },
      q7: {
        question: 'How is privacy protected?',
        answer:
          'Conversations are encrypted and we never sell personal information. We give everyone the rights of the EU’s GDPR, wherever they live, and we follow the privacy laws of each country where we sell {brand}. Nothing is shared with family without the senior’s permission.',
      },
      q8: {
        question: 'What does {brand} cost?',
        answer:
          'The device costs {devicePrice}, and the service costs {monthlyPrice} per month. That includes unlimited mobile data, unlimited family connections, free updates and support day and night.',
      },
      q9: {
        question: 'Can we cancel?',
        answer: 'Yes. Give us {noticeDays} days’ notice and the subscription ends. There are no cancellation fees.',
      },
      q10: {
        question: 'What if the device stops working?',
        answer:
          'Every device has a {warrantyYears}-year warranty. If something goes wrong, a replacement ships within {replacementHours} hours at no charge.',
      },
      q11: {
        question: 'Who sets it up?',
        answer:
          'We do, for free. A specialist visits your loved one’s home, sets everything up and shows how it works, in about {setupMin} to {setupMax} minutes. We can also help over a video call.',
      },
      q12: {
        question: 'How do I reserve a {brand}?',
        answer:
          'Join the waitlist or pre-order on our home page. We will contact you as soon as your device is ready to ship.',
      },
    },
  },
  support: {
    title: 'Help whenever you need it',
    intro: 'Real people, ready to help you and your family.',
    options: {
      phone: {
        title: 'Call us',
        description: 'Talk to a real person, day or night.',
        action: 'Call {phone}',
      },
      video: {
        title: 'Video session',
        description: 'See {brand} in action and ask your questions on a video call with our team.',
        action: 'Book a video session',
      },
      homeVisit: {
        title: 'In-home setup',
        description:
          'We come to your loved one’s home, set everything up and show how it works. It is free and takes about {setupMin} to {setupMax} minutes.',
        action: 'Request a home visit',
      },
    },
  },
  testimonials: {
    title: 'What families say',
    intro: 'Seniors and their families, in their own words.',
    items: {
      t1: {
        quote:
          'I have lived alone since my husband passed away. Now every morning someone asks me how I slept, and my pills are never forgotten.',
        name: 'Margaret O.',
        title: 'Retired teacher, 79',
        portraitAlt: 'Illustrated portrait of Margaret, smiling, with glasses and gray hair in a bun',
      },
      t2: {
        quote:
          'My daughter worried about me every day. Now she gets a short update, I keep my independence and we both sleep better.',
        name: 'Walter B.',
        title: 'Grandfather of five, 84',
        portraitAlt: 'Illustrated portrait of Walter, smiling, with round glasses and gray hair at the sides',
      },
      t3: {
        quote:
          'Setting it up took half an hour in Mom’s kitchen. She talks to it like an old friend, and I finally stopped calling five times a day.',
        name: 'Rosa M.',
        title: 'Daughter and caregiver, 52',
        portraitAlt: 'Illustrated portrait of Rosa, smiling calmly, with gray hair',
      },
    },
  },
  api: {
    apply: 'Apply for API Access',
    whyTitle: 'Why integrate',
    why: {
      voice: {
        title: 'A voice seniors already trust',
        description: 'Warm, patient conversation tuned over thousands of hours with seniors, in five languages.',
      },
      care: {
        title: 'Care features, ready-made',
        description: 'Reminders, check-ins, family updates and the emergency phrases work on your device from day one.',
      },
      privacy: {
        title: 'Privacy built in',
        description:
          'Encryption and the senior’s own permission model come with the API, so you do not have to build them yourself.',
      },
      speed: {
        title: 'Months, not years',
        description:
          'A clear API, sample firmware and our engineers beside you take you from prototype to launch quickly.',
      },
    },
    whoTitle: 'Who this is for',
    whoIntro: 'Makers of devices that seniors wear, keep at home or already rely on:',
    devices: {
      wearables: 'Wearables and smartwatches',
      pendants: 'Pendant and help buttons',
      speakers: 'Smart speakers and displays',
      tablets: 'Tablets and smart mirrors',
      hubs: 'Home hubs',
      sensors: 'Health sensors',
      robots: 'Care robots',
    },
    howTitle: 'How it works',
    stepLabel: 'Step {number}',
    steps: {
      apply: { title: 'Apply', description: 'Tell us about your device and who uses it. We reply within a week.' },
      build: { title: 'Build', description: 'Integrate with the API, our sample firmware and a sandbox account.' },
      pilot: { title: 'Pilot', description: 'Test with real seniors and families, with our team watching quality.' },
      live: { title: 'Go live', description: 'Launch to your customers, with monitoring and support from us.' },
    },
    tiersTitle: 'Program tiers',
    recommended: 'Recommended',
    tiers: {
      builder: {
        title: 'Builder',
        price: 'Free',
        description: 'For prototypes and proofs of concept.',
      },
      partner: {
        title: 'Partner',
        price: 'Contact us',
        description: 'For devices going to market.',
      },
      enterprise: {
        title: 'Enterprise',
        price: 'Custom',
        description: 'For health systems and large fleets.',
      },
    },
    tierFeatures: {
      sandbox: 'Sandbox access to the full API',
      docs: 'Documentation and sample firmware',
      community: 'Community forum support',
      limits: 'Up to {testDevices} test devices',
      production: 'Production access and volume pricing',
      engineer: 'A named integration engineer',
      cobrand: 'Co-branding and marketing support',
      pilot: 'A guided pilot with real families',
      sla: 'Service-level agreement around the clock',
      regionalHosting: 'Regional data hosting',
      custom: 'Custom voice and care features',
      compliance: 'Compliance reviews and audits',
    },
    getStarted: 'Get Started',
    closingTitle: 'Bring voice care to your hardware',
    closingText: 'Tell us what you are building. We will get back to you within a week.',
  },
  crowd: {
    supportToday: 'Support Today',
    videoPlaceholder: 'Our campaign film is coming soon. Until then, here is a picture of why we do this.',
    whyTitle: 'Why it matters',
    why: {
      alone: {
        title: 'Too many seniors are alone',
        description:
          'Many seniors live alone, and some go days without a real conversation. Loneliness can harm health, too.',
      },
      family: {
        title: 'Families live far apart',
        description:
          'Children and grandchildren want to help but cannot call every hour. {brand} keeps them close, with permission.',
      },
      dignity: {
        title: 'Independence with dignity',
        description:
          'Seniors want to stay in their own homes. A kind voice and gentle reminders help them do it for longer.',
      },
    },
    demoTitle: 'See the demo',
    demoPlaceholder: 'A recorded demo is on its way. Meanwhile, listen to the voice samples on our home page.',
    demoLink: 'Hear the voice samples',
    supportersTitle: 'Our founding supporters',
    supportersIntro: 'The first people who believed in {brand}. Thank you.',
    supporters: {
      eleanor: { name: 'Eleanor Whitfield', title: 'Retired nurse' },
      tomasz: { name: 'Tomasz Nowak', title: 'Son and caregiver' },
      priya: { name: 'Priya Raman', title: 'Geriatric physician' },
      samuel: { name: 'Samuel Okafor', title: 'Community center director' },
      haruko: { name: 'Haruko Sato', title: 'Grandmother of three' },
      minjun: { name: 'Min-jun Park', title: 'Hardware engineer' },
      chiara: { name: 'Chiara Bellini', title: 'Social worker' },
      david: { name: 'David Levin', title: 'Early backer' },
      meiling: { name: 'Mei-ling Chen', title: 'Daughter and caregiver' },
      grace: { name: 'Grace Adeyemi', title: 'Volunteer visitor for seniors' },
    },
    tiersTitle: 'Choose how to support us',
    tiersIntro: 'Every tier includes everything in the tiers before it.',
    mostPopular: 'Most Popular',
    includesPrevious: 'Everything in {tier}, plus:',
    tiers: {
      supporter: {
        title: 'Supporter',
        description: 'Put your name behind the mission.',
        button: 'Give {amount}',
      },
      circle: {
        title: 'Circle',
        description: 'Join the inner circle as we build.',
        button: 'Give {amount}',
      },
      pilot: {
        title: 'Pilot Access',
        description: 'Get one of the very first devices.',
        button: 'Give {amount}',
      },
      founders: {
        title: 'Founders Tier',
        description: 'Shape {brand} with us.',
        button: 'Give {amount}',
      },
    },
    tierFeatures: {
      wall: 'Your name on our Supporters Wall',
      updates: 'Early updates on our progress',
      demo: 'Early access to the demo',
      foundersContent: 'Behind-the-scenes content from the founders',
      recognition: 'Recognition in our community',
      device: 'One {brand} device from the first production wave',
      limited: 'Limited to the first {pilotLimit} backers',
      pilotUpdates: 'Pilot-program updates and feedback sessions',
      call: 'A one-on-one video call with the founders',
      feedback: 'Your feedback on features before they ship',
      credit: 'Founding member credit',
    },
    paymentNote: 'Payments are handled on a secure, PCI-compliant payment page that opens in a new tab.',
    largerTitle: 'Thinking of a larger contribution?',
    largerText: 'We would love to talk. Message our team on {chatApp}, or call us at {phone}.',
    chat: 'Message us on {chatApp}',
    faqTitle: 'Questions from backers',
    faq: {
      when: {
        question: 'When will backers receive their devices?',
        answer: 'Devices are expected in {date}. We will tell every backer if that date moves.',
        answerUndated:
          'We will announce the expected date in our monthly update email, as soon as we can stand behind it.',
      },
      refund: {
        question: 'Can I get my money back?',
        answer:
          '{supporterTier} and {circleTier} are contributions, not purchases, so they are not refunded. If your tier includes a device ({pilotTier} or {foundersTier}), you can return the device within {moneyBackDays} days of delivery, and we refund what you paid for the tier. None of this limits the rights the law of your country gives you.',
      },
      updates: {
        question: 'How will I hear about progress?',
        answer: 'Every backer receives a short update email once a month.',
      },
      pilot: {
        question: 'What does the {pilotPrice} Pilot Access tier include?',
        answer:
          'One device from the first production wave, for the first {pilotLimit} backers only, plus pilot-program updates and feedback sessions.',
      },
      larger: {
        question: 'Can my company or foundation contribute?',
        answer: 'Yes. For larger contributions, message us on {chatApp} and we will set up a call.',
      },
    },
    closingTitle: 'Help a senior feel less alone',
    closingText:
      'Every contribution brings {brand} closer to the people who need it. Want to know how we handle your data and money?',
    closingLink: 'Read about trust and privacy',
  },
  trust: {
    sections: {
      encryption: {
        title: 'Encrypted at every step',
        body: 'Conversations and data are encrypted on the device, on the way to our servers and while stored. Our staff cannot listen to conversations.',
      },
      consent: {
        title: 'Family access only with permission',
        body: 'Family members get access only with the senior’s explicit permission. The senior can change or revoke that permission at any time, simply by asking {brand} or calling us.',
      },
      payments: {
        title: 'Secure, PCI-compliant payments',
        body: 'Payments are handled by a PCI-compliant payment provider. We never see or store your card number.',
      },
      privacyLaw: {
        title: 'Your privacy rights',
        body: 'We give everyone the rights of the European Union’s General Data Protection Regulation (GDPR), wherever they live: you can see, correct or delete your data at any time. Write to {email}.',
      },
      guarantee: {
        title: '{moneyBackDays}-day money-back guarantee',
        body: 'If {brand} is not right for your family, return the device within {moneyBackDays} days of delivery for a full refund. This applies to every device, including one that comes with a crowd-funding tier. Tiers without a device are contributions and are not refunded.',
      },
    },
    whyTitle: 'Why this matters to us',
    whyText:
      'Many seniors live alone. A companion that lives with them must be safe, honest and respectful, or it should not exist.',
    safetyTitle: 'Safety and limits',
    safety: {
      notMedical: '{brand} is not a replacement for medical alert systems or prescribed medical devices.',
      noMedication: '{brand} can give medicine reminders, but it cannot dispense medication.',
      phrases:
        'In an emergency, your loved one can say “{wakeWord}, help me” or “{wakeWord}, emergency,” and {brand} alerts the family contacts they have chosen.',
      call: 'If you can, always call {emergencyNumber} first (outside the United States, your local emergency number).',
    },
    contactTitle: 'Questions about privacy?',
    contactText: 'Write to our privacy team:',
  },
  legal: {
    updated: 'Last updated: {date}',
    contents: 'On this page',
    privacy: {
      who: {
        title: 'Who we are',
        body: '{brand} makes a voice companion for seniors. This policy explains what we collect on this website and through the device, and why. You can reach us at {email}.',
      },
      website: {
        title: 'What this website collects',
        body: 'This website has no accounts and no advertising trackers. Your browser keeps your language choice, your text size and a simple visit count on your own device; they are never sent to us. Our hosting provider keeps short technical logs to keep the site secure.',
      },
      forms: {
        title: 'Waitlist, pre-orders and payments',
        body: 'When you join the waitlist or pre-order, our secure pre-order form opens in a new tab. We use what you enter there only to handle your reservation and to contact you about it. Payments are handled by a PCI-compliant provider; we never see your card number.',
      },
      device: {
        title: 'The device and family access',
        body: 'The device processes conversations to answer and to remind. Data is encrypted on the device, in transit and at rest. Family members see well-being updates only with the senior’s explicit permission, which can be changed or revoked at any time.',
      },
      sharing: {
        title: 'Who we share information with',
        body: 'Only with companies that help us run the service, such as hosting, payments and delivery, under contracts that protect your data. We never sell personal information.',
      },
      retention: {
        title: 'How long we keep it',
        body: 'Waitlist contacts are kept until the device ships to you, or until you ask us to delete them. Customer data is kept while the subscription runs, and afterward only as long as the law requires.',
      },
      rights: {
        title: 'Your rights',
        body: 'You may ask to see, correct, export or delete your information, and object to how we use it. We give everyone these rights of the GDPR, wherever they live. Write to {email} and we will answer within a month.',
      },
      changes: {
        title: 'Changes to this policy',
        body: 'When this policy changes, we update the date at the top of this page and tell customers about important changes by email.',
      },
    },
    terms: {
      about: {
        title: 'About these terms',
        body: 'These terms apply when you use this website, join the waitlist, pre-order a {brand} device or support our crowd-funding campaign.',
      },
      website: {
        title: 'Using this website',
        body: 'You may use this website to learn about {brand}. Please do not misuse it, for example by trying to break its security or by copying its content for commercial use.',
      },
      orders: {
        title: 'Waitlist and pre-orders',
        body: 'Joining the waitlist does not commit you to buying. A pre-order reserves a device at {devicePrice}, with a subscription of {monthlyPrice} per month from delivery. You can cancel the subscription with {noticeDays} days’ notice and no cancellation fee.',
      },
      refunds: {
        title: 'Money-back guarantee',
        body: 'If you are not happy with the device, return it within {moneyBackDays} days of delivery for a full refund of the device price; we pay the return shipping. Before the device ships, you can cancel a pre-order and get back everything you paid.',
      },
      warranty: {
        title: 'Warranty',
        body: 'The device has a {warrantyYears}-year hardware warranty. If it stops working, a replacement ships within {replacementHours} hours at no charge. This warranty comes on top of your rights under the law and does not reduce them.',
      },
      crowd: {
        title: 'Crowd-funding contributions',
        body: '{supporterTier} and {circleTier} are contributions to the development of {brand}: no product is sent, and they are not refunded. {pilotTier} and {foundersTier} include a device, which you buy with the tier: it has the same rights as any device bought from us, described above, and a return refunds what you paid for the tier. Rewards are described with each tier. Delivery dates are estimates, and we will tell backers if they change.',
      },
      medical: {
        title: 'Not a medical device',
        body: '{brand} is not a replacement for medical alert systems or prescribed medical devices, and it cannot dispense medication. In an emergency, call {emergencyNumber} (outside the United States, your local emergency number).',
      },
      contact: {
        title: 'Questions',
        body: 'If you have a question about these terms, call us at {phone} or write to {email}.',
      },
    },
    accessibility: {
      commitment: {
        title: 'Our commitment',
        body: 'Many of our visitors are over 70. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every page in every language, and go further where it matters for older eyes and hands: large text, strong contrast and large buttons.',
      },
      features: {
        title: 'What we have done',
        body: 'Every page works with a keyboard and a screen reader, and text can be enlarged. Nothing moves when your device asks for reduced motion, and no sound or video ever starts by itself. Every voice sample has a written transcript, and videos show captions where the video has them.',
      },
      limits: {
        title: 'Known limits',
        body: 'The videos are played by YouTube, whose player we do not control. The pre-order form and the payment pages are run by other companies and may not meet the same standard. The voice samples are synthetic voices for now.',
      },
      report: {
        title: 'Tell us about a problem',
        body: 'If something on this website is hard to use, please tell us. Write to {accessibilityEmail} or call {phone}. We answer within a week.',
      },
      checked: {
        title: 'How we check',
        body: 'Each time we change the website, automated accessibility checks run on every page, in every language, at phone and desktop sizes. We also test the main tasks with a keyboard alone.',
      },
    },
  },
  toast: {
    region: 'Notifications ({hotkey})',
    label: 'Notification',
    close: 'Close notification',
  },
  /** The seller page (the Japanese 特定商取引法に基づく表記) and the footer's business details. */
  seller: {
    /** Each item's label: what a market's law calls it. */
    items: {
      name: 'Seller',
      representative: 'Person responsible',
      address: 'Address',
      phone: 'Phone',
      email: 'Email',
      businessNumber: 'Business registration number',
      mailOrderNumber: 'Mail-order business report number',
      vatNumber: 'VAT number',
      companyNumber: 'Unified Business Number',
      price: 'Price',
      otherCharges: 'Other charges',
      payment: 'How you pay',
      paymentTiming: 'When you pay',
      delivery: 'Delivery',
      returns: 'Cancellations, returns and exchanges',
    },
    price:
      'The device costs {devicePrice}; the service costs {monthlyPrice} per month, from the day of delivery. Each crowd-funding tier costs the amount shown with it.',
    /** Beside a market's own prices; a market on US-dollar prices shows `pricing.prices.usdOnly` instead. */
    otherChargesLocal: 'None: delivery is included. The cost of your own phone line or internet connection is yours.',
    payment: 'By card, on a secure payment page that opens in a new tab. We never see your card number.',
    paymentTiming:
      'The device is paid for when you pre-order. The service is charged each month from the day the device is delivered. A crowd-funding tier is paid when you choose it, on its payment page.',
    /** {date}: the month devices are expected, as the language writes it. */
    deliveryDated: 'Devices are expected in {date}. We will tell you before yours ships.',
    deliveryUndated: 'We will tell you the delivery date as soon as we can stand behind it.',
    returns:
      'Before the device ships, you can cancel a pre-order and get back everything you paid. After delivery, you can return the device within {moneyBackDays} days for any reason, and we refund the device price in full (for a crowd-funding tier with a device, what you paid for the tier). Please call or write to us first; we pay the return shipping. If the device breaks during the {warrantyYears}-year warranty, a replacement ships within {replacementHours} hours at no charge. The service can be cancelled with {noticeDays} days’ notice and no cancellation fee. Tiers without a device are contributions and are not refunded.',
    /** Only where the market's law gives a withdrawal period ({withdrawalDays}: 14 in Italy, 7 in Korea and Taiwan). */
    withdrawal:
      'By law you may also withdraw from the purchase within {withdrawalDays} days of delivery, without giving a reason.',
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
        'Call us any time, book a video session or ask for free in-home setup. Real people help you and your family get started with {brand}.',
      heading: 'Help from real people',
      intro: 'Call us, meet us on a video call or have us set {brand} up in your home, whichever suits you best.',
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
        'One simple plan: the {brand} device and a monthly subscription with unlimited data, free in-home setup and support day and night. No cancellation fees.',
      heading: 'One simple plan',
      intro:
        'The device, the service and the help you need. Every cost is stated on this page, and there are no cancellation fees.',
    },
    api: {
      title: 'Hardware API partner program | {brand}',
      description:
        'Bring the voice care of {brand} to your hardware. Apply for API access, build and pilot with our team, then go live on wearables, speakers, hubs and more.',
      heading: 'Build with {brand}: bring voice care to your hardware',
      intro: 'Our partner program gives device makers the conversation, reminders and family features of {brand}.',
    },
    crowdsupport: {
      title: 'Support our mission | {brand}',
      description:
        'Help bring {brand} to seniors who live alone. Back the project, join our founding supporters or reserve a pilot device.',
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
      intro: 'What we collect, why we collect it and the choices you have, in plain words.',
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
        'Our commitment to a website that works for older visitors: the standard we aim for, what still needs work and how to tell us about a problem.',
      heading: 'Accessibility',
      intro:
        'We build this website for people of every age and ability, including those who use a screen reader or a keyboard.',
    },
    seller: {
      title: 'Seller information | {brand}',
      description: 'Who sells {brand}: the company, its address and contacts, prices, payment, delivery and returns.',
      heading: 'Seller information',
      intro: 'The details a shop that sells at a distance must give you, in one place.',
    },
    notFound: {
      title: '404 Page Not Found | {brand}',
      description: 'This page could not be found. Go to the {brand} home page to find what you were looking for.',
    },
  },
} as const;

export default en;
