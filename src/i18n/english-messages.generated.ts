// Generated from src/i18n/locales/en.arb by `npm run messages:types` (tools/translations/message-types.mjs): do not edit.
// The shape of the copy, each string reduced to its {placeholders}; a unit test fails while it is stale.
export type EnglishMessages = {
  readonly common: {
    readonly skipToContent: '';
    readonly opensInNewTab: '';
  };
  readonly languageOffer: {
    readonly link: '';
    readonly dismiss: '';
  };
  readonly contact: {
    readonly wakeWord: '{brand}{reading}';
    readonly phoneWithDigits: '{digits}{display}';
    readonly phoneNotes: {
      readonly localFree: '';
      readonly abroadUsFree: '';
      readonly abroadUs: '';
      readonly abroad: '';
    };
    readonly chatApps: {
      readonly whatsapp: '';
      readonly line: '';
      readonly kakao: '';
    };
  };
  readonly sample: {
    readonly tag: '';
    readonly preview: '';
  };
  readonly market: {
    readonly countryName: '';
  };
  readonly promises: {
    readonly warranty: '{warrantyYears}';
    readonly replacement: {
      readonly timed: '{hours}';
      readonly untimed: '';
    };
    readonly hours: {
      readonly always: '';
      readonly daily: '{from}{to}{zone}';
      readonly weekdays: '{from}{to}{zone}';
      readonly unstated: '';
      readonly zone: '';
    };
    readonly warrantyLink: '{warrantyYears}';
  };
  readonly emergency: {
    readonly title: '';
    readonly callFirst: '{brand}{emergencyNumber}';
    readonly phrase: '{brand}{wakeWord}';
    readonly sequence: '';
    readonly noAnswer: '{brand}{emergencyNumber}{minutes}';
    readonly limits: '';
    readonly keepAlert: '{brand}';
  };
  readonly family: {
    readonly title: '';
    readonly intro: '';
    readonly how: {
      readonly title: '';
      readonly body: '';
    };
    readonly when: {
      readonly title: '';
      readonly body: '';
    };
    readonly permission: {
      readonly title: '';
      readonly body: '';
      readonly byVoice: '{brand}{wakeWord}';
    };
    readonly example: {
      readonly label: '';
      readonly heading: '';
      readonly text: '{brand}';
    };
  };
  readonly header: {
    readonly homeLink: '{brand}';
    readonly primaryNav: '';
    readonly features: '';
    readonly watchVideo: '';
    readonly pricing: '';
    readonly support: '';
    readonly joinWaitlist: '';
    readonly preorder: '';
    readonly waitlistForm: '';
    readonly openMenu: '';
    readonly closeMenu: '';
    readonly textSizeShort: '';
    readonly menuShort: '';
    readonly closeShort: '';
  };
  readonly nav: {
    readonly backToTop: '';
  };
  readonly textSize: {
    readonly button: '';
    readonly options: '';
    readonly chosen: '{size}';
  };
  readonly languageSwitcher: {
    readonly button: '{language}';
    readonly listLabel: '';
  };
  readonly footer: {
    readonly label: '';
    readonly tagline: '';
    readonly pricing: '';
    readonly testimonials: '{brand}';
    readonly faq: '';
    readonly support: '';
    readonly privacy: '';
    readonly healthData: '';
    readonly terms: '';
    readonly accessibility: '';
    readonly api: '';
    readonly crowdsupport: '';
    readonly trust: '';
    readonly socialLabel: '{brand}';
    readonly facebook: '{brand}';
    readonly instagram: '{brand}';
    readonly youtube: '{brand}';
    readonly copyright: '{company}{year}';
    readonly seller: '';
    readonly business: '';
    readonly itemLabel: '{label}';
  };
  readonly video: {
    readonly captionsAvailable: '';
    readonly captionsMissing: '';
    readonly transcriptShow: '';
    readonly transcriptHide: '';
    readonly transcriptOf: '{title}';
    readonly sample: '';
    readonly heroTitle: '{brand}';
    readonly meetTitle: '{brand}';
    readonly close: '';
    readonly playerNotice: '';
    readonly start: '';
    readonly playerLabel: '{title}';
    readonly unavailable: '';
    readonly watchElsewhere: '';
  };
  readonly renderError: {
    readonly heading: '';
    readonly body: '';
    readonly reload: '';
  };
  readonly notFound: {
    readonly heading: '';
    readonly hint: '';
    readonly homeLink: '';
  };
  readonly home: {
    readonly headline: '';
    readonly tagline: '';
    readonly intro: '{brand}';
    readonly waitlistOnly: '{brand}{country}';
    readonly meetButton: '{brand}';
    readonly featuresTitle: '{brand}';
    readonly featuresSubtitle: '';
    readonly features: {
      readonly voice: {
        readonly title: '';
        readonly description: '{brand}';
        readonly imageAlt: '{brand}';
      };
      readonly family: {
        readonly title: '';
        readonly description: '';
        readonly imageAlt: '{brand}';
      };
      readonly health: {
        readonly title: '';
        readonly description: '';
        readonly imageAlt: '{brand}';
      };
      readonly affirmation: {
        readonly title: '';
        readonly description: '';
        readonly imageAlt: '{brand}';
      };
      readonly privacy: {
        readonly title: '';
        readonly description: '';
        readonly imageAlt: '{brand}';
      };
    };
  };
  readonly media: {
    readonly heroVideoPoster: '{brand}';
    readonly meetVideoPoster: '{brand}';
    readonly meetSectionImage: '{brand}';
    readonly crowdVideoPlaceholder: '{brand}';
    readonly crowdDemoPlaceholder: '{brand}';
    readonly shareImage: '{brand}';
  };
  readonly audio: {
    readonly heroTitle: '{brand}';
    readonly listen: '';
    readonly stop: '';
    readonly length: '{seconds}';
    readonly buttonName: '{action}{length}{title}';
    readonly showTranscript: '';
    readonly standIn: '{brand}';
    readonly hideTranscript: '';
    readonly transcriptOf: '{title}';
    readonly transcriptLabel: '{brand}';
    readonly nowPlaying: '{title}';
    readonly stopped: '';
    readonly errorTitle: '';
    readonly errorUnreachable: '';
    readonly errorUnplayable: '{showTranscript}';
    readonly transcripts: {
      readonly hero: '{wakeWord}';
      readonly voice: '';
      readonly family: '';
      readonly health: '';
      readonly affirmation: '';
    };
  };
  readonly meet: {
    readonly cardTitle: '{brand}';
    readonly cardDescription: '{brand}';
    readonly sectionTitle: '{brand}';
    readonly sectionText: '';
    readonly watchFilm: '';
    readonly privacyBadge: '';
  };
  readonly waitlist: {
    readonly heading: '{brand}';
    readonly free: {
      readonly heading: '{brand}';
      readonly intro: '{brand}{country}';
      readonly disclaimer: '{brand}';
      readonly submit: '';
      readonly opened: '';
      readonly blockedTitle: '';
      readonly blockedDescription: '';
      readonly blockedLink: '';
      readonly successMessage: '{brand}{country}';
      readonly successMessageSelling: '';
    };
    readonly intro: '';
    readonly preorder: {
      readonly title: '';
      readonly asks: '';
      readonly disclaimer: '';
      readonly successTitle: '';
      readonly submit: '';
      readonly opened: '';
      readonly blockedTitle: '';
      readonly blockedDescription: '';
      readonly blockedLink: '';
      readonly successMessage: '{brand}';
    };
    readonly label: '';
    readonly hint: '';
    readonly kindLegend: '';
    readonly labelEmail: '';
    readonly hintEmail: '';
    readonly labelPhone: '';
    readonly hintPhone: '';
    readonly privacyLink: '';
    readonly processing: '';
    readonly errors: {
      readonly required: '';
      readonly invalid: '{maxDigits}{minDigits}';
      readonly requiredEmail: '';
      readonly invalidEmail: '';
      readonly requiredPhone: '';
      readonly invalidPhone: '{maxDigits}{minDigits}';
      readonly tooLong: '{maxLength}';
    };
    readonly successTitle: '';
    readonly freePath: {
      readonly title: '';
      readonly text: '';
    };
  };
  readonly pricing: {
    readonly payment: {
      readonly cancelOnline: '';
      readonly firstYear: '{firstYearTotal}{months}';
    };
    readonly productNotice: {
      readonly title: '';
      readonly link: '';
      readonly items: {
        readonly modelName: '';
        readonly certification: '';
        readonly ratedPower: '';
        readonly releaseMonth: '';
        readonly manufacturer: '';
        readonly originCountry: '';
        readonly sizeWeight: '';
        readonly qualityStandard: '';
        readonly afterSales: '';
      };
    };
    readonly title: '';
    readonly intro: '';
    readonly planName: '{brand}';
    readonly badge: '';
    readonly devicePrice: '{devicePrice}';
    readonly period: '{monthlyPrice}';
    readonly deliveryMonth: '{date}';
    readonly prices: {
      readonly taxIncluded: '{price}';
      readonly taxExcluded: '{price}';
      readonly usdOnly: '';
    };
    readonly features: {
      readonly device: '{brand}';
      readonly support: '';
      readonly supportLine: '';
      readonly setup: '';
      readonly setupRemote: '';
      readonly family: '';
      readonly premium: '';
      readonly updates: '';
    };
    readonly button: '';
    readonly notSelling: '{brand}{country}';
    readonly terms: {
      readonly title: '';
      readonly intro: '';
      readonly items: {
        readonly setup: '{setupMax}{setupMin}';
        readonly setupRemote: '{setupMax}{setupMin}';
        readonly included: '';
      };
    };
  };
  readonly offer: {
    readonly price: '{devicePrice}{monthlyPrice}';
    readonly charge: {
      readonly atOrder: '{devicePrice}';
      readonly whenDated: '{devicePrice}';
      readonly tier: '{amount}';
    };
    readonly delivery: {
      readonly dated: '{date}';
      readonly undated: '';
    };
    readonly cancelBeforeShipping: '{refundDays}';
    readonly service: '{monthlyPrice}';
    readonly cancelService: {
      readonly phoneOrEmail: '{noticeDays}';
      readonly online: '{noticeDays}';
    };
    readonly noFee: '{noticeDays}';
    readonly guarantee: '{moneyBackDays}';
    readonly guaranteeTier: '';
    readonly tierIsPreorder: '';
    readonly allTerms: '';
    readonly contributions: '{brand}{circleTier}{supporterTier}';
    readonly tiersWithDevice: '{foundersTier}{pilotTier}';
    readonly contributionsWithdrawal: '{withdrawalDays}';
    readonly contactWays: '';
  };
  readonly faq: {
    readonly title: '';
    readonly intro: '';
    readonly items: {
      readonly q1: {
        readonly question: '{brand}';
        readonly answer: '{brand}';
      };
      readonly q2: {
        readonly question: '';
        readonly answer: '{brand}';
      };
      readonly q3: {
        readonly question: '{brand}';
        readonly answer: '{brand}';
      };
      readonly q4: {
        readonly question: '';
        readonly answer: '';
      };
      readonly q5: {
        readonly question: '';
        readonly answer: '{brand}';
      };
      readonly q6: {
        readonly question: '{brand}';
        readonly answer: '{brand}{emergencyNumber}{wakeWord}';
      };
      readonly q7: {
        readonly question: '';
        readonly answer: '{brand}';
      };
      readonly q8: {
        readonly question: '{brand}';
        readonly answer: '{devicePrice}{firstYearTotal}{monthlyPrice}';
      };
      readonly q9: {
        readonly question: '';
        readonly answer: '';
      };
      readonly q10: {
        readonly question: '';
      };
      readonly q11: {
        readonly question: '';
        readonly answer: '{setupMax}{setupMin}';
        readonly answerRemote: '{setupMax}{setupMin}';
      };
      readonly q12: {
        readonly question: '{brand}';
        readonly answer: '';
        readonly answerWaitlist: '{brand}{country}';
        readonly link: '';
        readonly linkWaitlist: '';
      };
    };
  };
  readonly support: {
    readonly title: '';
    readonly intro: '';
    readonly options: {
      readonly phone: {
        readonly title: '';
        readonly action: '{phone}';
        readonly notEmergency: '{emergencyNumber}';
        readonly writeToUs: '';
      };
      readonly video: {
        readonly title: '';
        readonly description: '{brand}';
        readonly action: '';
      };
      readonly homeVisit: {
        readonly title: '';
        readonly description: '{setupMax}{setupMin}';
        readonly action: '';
      };
    };
  };
  readonly testimonials: {
    readonly title: '{brand}';
    readonly intro: '';
    readonly introOne: '';
    readonly introSample: '{brand}';
    readonly sampleLabel: '{brand}';
    readonly none: '{brand}';
    readonly translatedFrom: '{language}';
    readonly connection: {
      readonly pilot: '';
      readonly freeDevice: '';
      readonly paid: '';
      readonly staff: '{brand}';
      readonly none: '';
    };
    readonly items: {
      readonly t1: {
        readonly story: '{brand}';
        readonly name: '';
        readonly title: '';
      };
      readonly t2: {
        readonly story: '{brand}';
        readonly name: '';
        readonly title: '';
      };
      readonly t3: {
        readonly story: '{brand}';
        readonly name: '';
        readonly title: '';
      };
    };
  };
  readonly api: {
    readonly apply: '';
    readonly whyTitle: '';
    readonly why: {
      readonly voice: {
        readonly title: '';
        readonly description: '';
      };
      readonly care: {
        readonly title: '';
        readonly description: '';
      };
      readonly privacy: {
        readonly title: '';
        readonly description: '';
      };
      readonly speed: {
        readonly title: '';
        readonly description: '';
      };
    };
    readonly whoTitle: '';
    readonly whoIntro: '';
    readonly forAgencies: '';
    readonly docsLink: '';
    readonly devices: {
      readonly wearables: '';
      readonly pendants: '';
      readonly speakers: '';
      readonly tablets: '';
      readonly hubs: '';
      readonly sensors: '';
      readonly robots: '';
    };
    readonly howTitle: '';
    readonly stepLabel: '{number}';
    readonly steps: {
      readonly apply: {
        readonly title: '';
        readonly description: '';
      };
      readonly build: {
        readonly title: '';
        readonly description: '';
      };
      readonly pilot: {
        readonly title: '';
        readonly description: '';
      };
      readonly live: {
        readonly title: '';
        readonly description: '';
      };
    };
    readonly tiersTitle: '';
    readonly recommended: '';
    readonly tiers: {
      readonly builder: {
        readonly title: '';
        readonly price: '';
        readonly description: '';
      };
      readonly partner: {
        readonly title: '';
        readonly price: '';
        readonly description: '';
      };
      readonly enterprise: {
        readonly title: '';
        readonly price: '';
        readonly description: '';
      };
    };
    readonly tierFeatures: {
      readonly sandbox: '';
      readonly docs: '';
      readonly community: '';
      readonly limits: '{testDevices}';
      readonly production: '';
      readonly engineer: '';
      readonly cobrand: '';
      readonly pilot: '';
      readonly sla: '';
      readonly regionalHosting: '';
      readonly custom: '';
      readonly compliance: '';
    };
    readonly getStarted: '';
    readonly getStartedTier: '{tier}';
    readonly closingTitle: '';
    readonly closingText: '';
  };
  readonly crowd: {
    readonly supportToday: '';
    readonly seeTiers: '';
    readonly notOpenYet: '{brand}{country}';
    readonly whyTitle: '';
    readonly why: {
      readonly alone: {
        readonly title: '';
        readonly description: '';
      };
      readonly family: {
        readonly title: '';
        readonly description: '{brand}';
      };
      readonly dignity: {
        readonly title: '';
        readonly description: '{brand}';
      };
    };
    readonly demoTitle: '{brand}';
    readonly demoIntro: '';
    readonly demoLink: '';
    readonly supportersTitle: '';
    readonly supportersIntro: '{brand}';
    readonly supportersEmpty: '{brand}';
    readonly supportersPending: '';
    readonly supporterSample: '';
    readonly pilotPlacesLeft: '{left}{pilotLimit}';
    readonly pilotFull: '{pilotLimit}';
    readonly tiersTitle: '';
    readonly tiersIntro: '';
    readonly mostPopular: '';
    readonly includesPrevious: '{tier}';
    readonly tiers: {
      readonly supporter: {
        readonly title: '';
        readonly description: '';
        readonly button: '{amount}';
      };
      readonly circle: {
        readonly title: '';
        readonly description: '';
        readonly button: '{amount}';
      };
      readonly pilot: {
        readonly title: '';
        readonly description: '';
        readonly button: '{amount}';
      };
      readonly founders: {
        readonly title: '';
        readonly description: '{brand}';
        readonly button: '{amount}';
      };
    };
    readonly tierFeatures: {
      readonly wall: '';
      readonly updates: '';
      readonly demo: '';
      readonly foundersContent: '';
      readonly recognition: '';
      readonly device: '{brand}';
      readonly limited: '{pilotLimit}{pilotTier}';
      readonly foundersUnlimited: '{foundersTier}{pilotTier}';
      readonly pilotUpdates: '';
      readonly call: '';
      readonly feedback: '';
      readonly credit: '';
    };
    readonly paymentNote: '';
    readonly notSelling: '{brand}{country}';
    readonly largerTitle: '';
    readonly largerText: '{chatApp}';
    readonly chat: '{chatApp}';
    readonly faqTitle: '';
    readonly faq: {
      readonly when: {
        readonly question: '';
      };
      readonly refund: {
        readonly question: '';
      };
      readonly updates: {
        readonly question: '';
        readonly answer: '';
      };
      readonly pilot: {
        readonly question: '{pilotPrice}';
        readonly answer: '{pilotLimit}';
      };
      readonly larger: {
        readonly question: '';
        readonly answer: '{chatApp}';
      };
    };
    readonly closingTitle: '';
    readonly closingText: '{brand}';
    readonly closingLink: '';
  };
  readonly trust: {
    readonly sections: {
      readonly encryption: {
        readonly title: '';
        readonly body: '';
        readonly detail: '';
      };
      readonly consent: {
        readonly title: '';
        readonly body: '';
      };
      readonly payments: {
        readonly title: '';
        readonly body: '';
      };
      readonly privacyLaw: {
        readonly title: '';
        readonly body: '';
      };
      readonly guarantee: {
        readonly title: '{moneyBackDays}';
      };
    };
    readonly whyTitle: '';
    readonly whyText: '';
    readonly safetyTitle: '';
    readonly safety: {
      readonly notMedical: '{brand}';
      readonly noMedication: '{brand}';
    };
    readonly contactTitle: '';
    readonly contactText: '';
  };
  readonly legal: {
    readonly updated: '{date}';
    readonly contents: '';
    readonly privacy: {
      readonly who: {
        readonly title: '';
        readonly body: '{brand}';
      };
      readonly details: {
        readonly controller: '';
        readonly privacyOfficer: '';
        readonly securityMeasures: '';
        readonly dpo: '';
        readonly euRepresentative: '';
        readonly domesticAgent: '';
      };
      readonly purposes: {
        readonly title: '';
        readonly body: '{brand}';
      };
      readonly website: {
        readonly title: '';
        readonly body: '';
        readonly measurement: '{service}';
      };
      readonly forms: {
        readonly title: '';
        readonly body: '';
        readonly prefill: '';
      };
      readonly device: {
        readonly title: '';
        readonly body: '';
        readonly handling: '';
      };
      readonly health: {
        readonly title: '';
        readonly body: '{brand}';
      };
      readonly sharing: {
        readonly title: '';
        readonly body: '';
      };
      readonly processors: {
        readonly notSet: '';
        readonly country: '';
        readonly purpose: '';
        readonly data: '';
        readonly retention: '';
        readonly safeguard: '';
        readonly contact: '';
        readonly safeguards: {
          readonly adequacy: '';
          readonly dpf: '';
          readonly scc: '';
          readonly consent: '';
          readonly equivalentMeasures: '';
          readonly contract: '';
        };
      };
      readonly transfers: {
        readonly title: '';
        readonly body: '';
      };
      readonly retention: {
        readonly title: '';
        readonly body: '{days}';
      };
      readonly rights: {
        readonly title: '';
        readonly body: '';
      };
      readonly localLaw: {
        readonly title: '';
        readonly body: '';
      };
      readonly complaints: {
        readonly title: '';
        readonly body: '';
        readonly authorityLink: '';
      };
      readonly changes: {
        readonly title: '';
        readonly body: '';
      };
    };
    readonly terms: {
      readonly about: {
        readonly title: '';
        readonly body: '{brand}';
      };
      readonly website: {
        readonly title: '';
        readonly body: '{brand}';
      };
      readonly orders: {
        readonly title: '';
        readonly body: '{devicePrice}';
      };
      readonly refunds: {
        readonly title: '';
      };
      readonly withdrawal: {
        readonly title: '';
        readonly body: '{refundDays}{withdrawalDays}';
        readonly sendTo: '';
      };
      readonly withdrawalForm: {
        readonly title: '';
        readonly intro: '';
        readonly to: '';
        readonly notice: '';
        readonly dates: '';
        readonly name: '';
        readonly address: '';
        readonly signature: '';
        readonly date: '';
        readonly footnote: '';
      };
      readonly warranty: {
        readonly title: '';
        readonly body: '';
      };
      readonly crowd: {
        readonly title: '';
        readonly body: '';
      };
      readonly medical: {
        readonly title: '';
        readonly body: '{brand}{emergencyNumber}';
      };
      readonly contact: {
        readonly title: '';
        readonly body: '';
      };
    };
    readonly accessibility: {
      readonly commitment: {
        readonly title: '';
        readonly body: '';
      };
      readonly features: {
        readonly title: '';
        readonly body: '';
      };
      readonly limits: {
        readonly title: '';
        readonly body: '';
        readonly noCaptions: '';
        readonly transcripts: '';
        readonly standInVoice: '{brand}';
      };
      readonly updated: '{date}';
      readonly report: {
        readonly title: '';
        readonly body: '';
      };
      readonly checked: {
        readonly title: '';
        readonly body: '';
      };
    };
  };
  readonly toast: {
    readonly region: '{hotkey}';
    readonly label: '';
    readonly close: '';
  };
  readonly seller: {
    readonly items: {
      readonly name: '';
      readonly company: '';
      readonly representative: '';
      readonly address: '';
      readonly phone: '';
      readonly email: '';
      readonly businessNumber: '';
      readonly mailOrderNumber: '';
      readonly mailOrderAuthority: '';
      readonly hostingProvider: '';
      readonly vatNumber: '';
      readonly companyRegister: '';
      readonly pec: '';
      readonly companyNumber: '';
      readonly invoice: '';
      readonly deliveryMethod: '';
      readonly corporateNumber: '';
      readonly notSet: '';
      readonly price: '';
      readonly otherCharges: '';
      readonly payment: '';
      readonly paymentTiming: '';
      readonly delivery: '';
      readonly returns: '';
      readonly complaints: '';
      readonly conditions: '';
    };
    readonly price: '{devicePrice}{monthlyPrice}';
    readonly otherChargesLocal: '';
    readonly payment: '';
    readonly paymentTiming: '';
    readonly returnsHow: '';
    readonly complaints: '';
    readonly conditions: '{pilotLimit}{pilotTier}';
    readonly withdrawal: '{withdrawalDays}';
    readonly notSelling: '{brand}{country}';
  };
  readonly pages: {
    readonly home: {
      readonly title: '{brand}';
      readonly description: '{brand}';
      readonly descriptionWaitlist: '{brand}{country}';
    };
    readonly faq: {
      readonly title: '{brand}';
      readonly description: '{brand}';
      readonly heading: '';
      readonly intro: '{brand}';
    };
    readonly support: {
      readonly title: '{brand}';
      readonly description: '{brand}';
      readonly heading: '';
      readonly intro: '';
    };
    readonly testimonials: {
      readonly title: '{brand}';
      readonly description: '{brand}';
      readonly heading: '{brand}';
      readonly intro: '{brand}';
      readonly introNone: '';
      readonly introSample: '{brand}';
    };
    readonly pricing: {
      readonly title: '{brand}';
      readonly description: '{brand}';
      readonly heading: '';
      readonly intro: '';
    };
    readonly api: {
      readonly title: '{brand}';
      readonly description: '{brand}';
      readonly heading: '{brand}';
      readonly intro: '{brand}';
    };
    readonly crowdsupport: {
      readonly title: '{brand}';
      readonly description: '{brand}';
      readonly descriptionWaitlist: '{brand}{country}';
      readonly heading: '';
      readonly intro: '{brand}';
    };
    readonly trust: {
      readonly title: '{brand}';
      readonly description: '{brand}';
      readonly heading: '';
      readonly intro: '';
    };
    readonly privacy: {
      readonly title: '{brand}';
      readonly description: '{brand}';
      readonly heading: '';
      readonly intro: '';
    };
    readonly terms: {
      readonly title: '{brand}';
      readonly description: '{brand}';
      readonly heading: '';
      readonly intro: '';
    };
    readonly accessibility: {
      readonly title: '{brand}';
      readonly description: '';
      readonly heading: '';
      readonly intro: '';
    };
    readonly seller: {
      readonly title: '{brand}';
      readonly description: '{brand}';
      readonly heading: '';
      readonly intro: '{brand}';
      readonly introWaitlist: '';
    };
    readonly notFound: {
      readonly title: '{brand}';
      readonly description: '{brand}';
    };
  };
  readonly print: {
    readonly scanToOpen: '';
  };
  readonly share: {
    readonly button: '';
    readonly choose: '';
    readonly message: '{brand}';
    readonly sms: '';
    readonly email: '';
    readonly copy: '';
    readonly copied: '';
    readonly copyFailed: '{url}';
  };
};
