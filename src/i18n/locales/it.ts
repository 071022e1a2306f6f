import type { Dictionary } from '../dictionary';

const it = {
  common: {
    skipToContent: 'Vai al contenuto principale',
    opensInNewTab: '(si apre in una nuova scheda)',
  },
  contact: {
    wakeWord: '{brand} ({reading})',
    phoneWithDigits: '{display} ({digits})',
    phoneNotes: {
      localFree: 'È un numero verde: la chiamata è gratuita dall’Italia.',
      abroadUsFree:
        'È un numero degli Stati Uniti. La chiamata è gratuita dagli Stati Uniti e dal Canada; dall’Italia e dagli altri Paesi è una chiamata internazionale, con la tariffa del Suo operatore. Da un telefono fisso, al posto del segno + componga 00.',
      abroadUs:
        'È un numero degli Stati Uniti: dall’Italia e dagli altri Paesi è una chiamata internazionale, con la tariffa del Suo operatore. Da un telefono fisso, al posto del segno + componga 00.',
      abroad:
        'È un numero estero: si applicano le tariffe delle chiamate internazionali. Da un telefono fisso, al posto del segno + componga 00.',
    },
    chatApps: {
      whatsapp: 'WhatsApp',
      line: 'LINE',
      kakao: 'KakaoTalk',
    },
  },
  header: {
    homeLink: 'Pagina iniziale di {brand}',
    primaryNav: 'Menu principale',
    features: 'Funzioni',
    watchVideo: 'Guarda il video',
    pricing: 'Prezzi',
    support: 'Assistenza',
    joinWaitlist: 'Iscriviti alla lista',
    preorder: 'Preordina',
    openMenu: 'Apri menu',
    closeMenu: 'Chiudi menu',
  },
  textSize: {
    button: 'Dimensione del testo',
    options: 'Scelga la dimensione del testo',
  },
  languageSwitcher: {
    button: 'Lingua: {language}',
    listLabel: 'Scelga la lingua',
  },
  footer: {
    label: 'Link del sito',
    tagline: 'Una voce amica per le persone anziane e più serenità per chi vuole loro bene.',
    pricing: 'Prezzi',
    testimonials: 'Testimonianze',
    faq: 'Domande frequenti',
    support: 'Assistenza',
    privacy: 'Informativa sulla privacy',
    terms: 'Termini di servizio',
    accessibility: 'Accessibilità',
    api: 'Programma partner API',
    crowdsupport: 'Sostenga la nostra missione',
    trust: 'Fiducia e privacy',
    socialLabel: 'Segua {brand}',
    facebook: '{brand} su Facebook',
    instagram: '{brand} su Instagram',
    youtube: '{brand} su YouTube',
    copyright: '© {year} {brand}. Tutti i diritti riservati.',
    /** The footer link to the seller's details (in Japan, the 特定商取引法 disclosure). */
    seller: 'Informazioni sul venditore',
    /** Heads the business details in the footer (Korea: every page; Italy and Taiwan: the company and its number). */
    business: 'Dati aziendali',
    /** A business detail's label before its value ({label}: such as 상호). */
    itemLabel: '{label}:',
  },
  video: {
    captionsAvailable: 'Questo video ha i sottotitoli: li attivi con il pulsante CC del lettore.',
    captionsMissing: 'Questo video non ha ancora i sottotitoli: li stiamo preparando.',
    heroTitle: 'Ecco {brand}',
    meetTitle: 'Una giornata con {brand}',
    close: 'Chiudi il video',
    playerLabel: 'Lettore video: {title}',
    unavailable: 'Se il video non compare, la Sua rete potrebbe bloccare il servizio video.',
    watchElsewhere: 'Guardi il video direttamente su YouTube',
  },
  renderError: {
    heading: 'Qualcosa non ha funzionato',
    body: 'Questa pagina ha smesso di funzionare. Di solito basta ricaricarla. Se il problema si ripete, ci chiami al numero {phone}.',
    reload: 'Ricarica la pagina',
  },
  notFound: {
    heading: '404 Page Not Found',
    hint: 'Controlli che l’indirizzo sia scritto correttamente. Se ha seguito un link per arrivare qui, la pagina potrebbe essere stata spostata.',
    homeLink: 'Vai alla pagina iniziale',
  },
  home: {
    headline: 'Una voce amica che c’è *sempre*',
    tagline: 'La voce amica delle persone anziane e più serenità per le loro famiglie.',
    intro:
      '{brand} parla, ascolta e ricorda. Fa compagnia alla Sua persona cara durante la giornata e le ricorda con garbo medicine e appuntamenti. Aiuta anche la famiglia a restarle vicina, sempre con il suo consenso.',
    playVideo: 'Avvia il video',
    meetButton: 'Ascolti il saluto di {brand}',
    featuresTitle: 'Che cosa fa {brand}',
    featuresSubtitle:
      'Pensato per il modo in cui le persone anziane amano parlare: niente da imparare, nessuno schermo da leggere.',
    features: {
      voice: {
        title: 'Qualcuno con cui parlare, ogni giorno',
        description:
          '{brand} chiacchiera di attualità, di ricordi di una volta e della giornata che comincia. Conversare ogni giorno allevia la solitudine e mantiene la mente attiva.',
        imageAlt: 'Un signore anziano in poltrona chiacchiera con il dispositivo {brand} davanti a una tazza di tè',
      },
      family: {
        title: 'La famiglia, sempre vicina',
        description:
          'Con il consenso della Sua persona cara, i familiari ricevono aggiornamenti sul suo benessere e un avviso discreto quando cambiano le abitudini o l’umore, e possono partecipare a videochiamate programmate.',
        imageAlt: 'Il dispositivo {brand} collegato da cuori alle foto di una figlia e di un nipotino',
      },
      health: {
        title: 'Promemoria e premure',
        description:
          'Promemoria per le medicine, avvisi per gli appuntamenti e domande affettuose su come sta, pronunciati con chiarezza al momento giusto.',
        imageAlt:
          'Un portapillole settimanale, un bicchiere d’acqua e un orologio con l’ora del mattino accanto al dispositivo {brand}',
      },
      affirmation: {
        title: 'Parole di incoraggiamento',
        description: 'Parole gentili e positive per iniziare bene la mattina e concludere la giornata in serenità.',
        imageAlt:
          'Una signora anziana con una tazza in mano sorride all’alba, accanto a lei il dispositivo {brand} illuminato',
      },
      privacy: {
        title: 'Riservatezza, prima di tutto',
        description:
          'Le conversazioni sono crittografate. L’accesso dei familiari richiede il consenso esplicito della persona anziana, che può modificarlo o revocarlo in qualsiasi momento.',
        imageAlt: 'Un grande scudo con un lucchetto che protegge il dispositivo {brand}',
      },
    },
  },
  media: {
    heroVideoPoster: 'Il dispositivo {brand} che si illumina dolcemente su un tavolino, accanto a una tazza di tè',
    meetVideoPoster: 'Una signora anziana sorride in poltrona mentre parla con {brand}',
    meetSectionImage: 'Una coppia di anziani al tavolo della cucina nella luce del mattino, con {brand} accanto',
    crowdVideoPlaceholder: 'Una persona anziana a casa con {brand}, e il quartiere fuori dalla finestra',
    crowdDemoPlaceholder: '{brand} sul piano della cucina, circondato da promemoria, un calendario e un telefono',
    shareImage: '{brand}: la voce amica per le persone anziane',
  },
  audio: {
    heroTitle: 'Il saluto di {brand}',
    listen: 'Ascolta',
    listenTo: 'Ascolta: {title}',
    playing: 'In riproduzione…',
    stop: 'Ferma',
    stopLabel: 'Ferma: {title}',
    showTranscript: 'Leggi il testo',
    hideTranscript: 'Nascondi il testo',
    transcriptLabel: 'Che cosa dice {brand}',
    nowPlaying: 'In riproduzione: {title}',
    stopped: 'Riproduzione interrotta.',
    errorTitle: 'Non è stato possibile riprodurre l’audio',
    errorUnreachable: 'Il file non si è caricato. Controlli la connessione a internet e riprovi.',
    errorUnplayable:
      'Il browser o il dispositivo non è riuscito a riprodurlo: controlli che l’audio sia attivo o provi con un altro browser. Il testo si può leggere alla voce «{showTranscript}».',
    transcripts: {
      hero: 'Salve, sono {wakeWord}. È un piacere conoscerla. Sono qui per chiacchierare, per ricordarle le piccole cose e per tenerla in contatto con i Suoi cari. Quando ha voglia di parlare, basta dire il mio nome.',
      voice:
        'Buongiorno! Ha dormito bene? Oggi c’è il sole e l’aria è mite. Vuole sentire le notizie, o parliamo un po’ del Suo giardino?',
      family:
        'Sua figlia Anna Le ha mandato un messaggio. Dice che La chiamerà stasera alle sei, e i nipotini Le mandano un grande abbraccio.',
      health:
        'Sono le nove. È l’ora della pastiglia del mattino per la pressione, con un bel bicchiere d’acqua. Vuole che glielo ricordi di nuovo all’ora di pranzo?',
      affirmation:
        'Lei ha un cuore gentile, e chi La conosce è davvero fortunato. Faccia un respiro profondo. Oggi è una bella giornata.',
    },
  },
  meet: {
    cardTitle: 'Guardi {brand} all’opera in casa',
    cardDescription:
      'Un breve filmato su una giornata qualunque con {brand}, dalla chiacchierata del mattino alla telefonata della sera.',
    cardButton: 'Avvia il filmato',
    sectionTitle: 'Le presentiamo {brand}',
    sectionText:
      'Una giornata qualunque in un breve filmato: una chiacchierata a colazione, un promemoria all’ora di pranzo e la telefonata dei familiari la sera.',
    sectionButton: 'Guarda il filmato',
    privacyBadge: 'Dati crittografati e condivisi solo con il consenso',
  },
  waitlist: {
    heading: 'Prenoti {brand} per una persona cara',
    intro:
      'Si iscriva alla lista d’attesa prioritaria o preordini subito. La contatteremo non appena il Suo dispositivo sarà pronto per la spedizione.',
    label: 'Email o cellulare',
    placeholder: 'nome@example.com o 333 123 4567',
    disclaimer:
      'Il pulsante apre il nostro modulo di preordine sicuro in una nuova scheda. Useremo il Suo recapito solo per le comunicazioni sulla Sua prenotazione, mai per fini pubblicitari.',
    submit: 'Prenota ora',
    processing: 'Un momento…',
    errors: {
      required: 'Inserisca il Suo indirizzo email o il numero di cellulare.',
      invalid: 'Inserisca un indirizzo email valido oppure un numero di telefono da {minDigits} a {maxDigits} cifre.',
      tooLong: 'Il testo è troppo lungo. Usi al massimo {maxLength} caratteri.',
    },
    opened: 'Il modulo di preordine si è aperto in una nuova scheda.',
    blockedTitle: 'Il modulo di preordine non si è aperto',
    blockedDescription: 'Il Suo browser ha bloccato la nuova scheda. Usi il link che trova sotto il modulo.',
    blockedLink: 'Apri il modulo di preordine',
    successTitle: 'Ora fa parte della lista d’attesa!',
    successMessage: 'Grazie. La contatteremo non appena il Suo {brand} sarà pronto per la spedizione.',
  },
  pricing: {
    title: 'Prezzi semplici e trasparenti',
    intro: 'Un unico piano, con tutte le funzioni incluse. Nessun vincolo di durata e nessuna penale di recesso.',
    planName: 'Piano {brand} Serenità',
    badge: 'Massima convenienza',
    devicePrice: '{devicePrice} per il dispositivo',
    period: 'poi {monthlyPrice} al mese',
    /** A market's own price with its tax wording ({price}: the amount, such as 44,000円), and the note beside US-dollar prices. */
    prices: {
      taxIncluded: '{price} IVA inclusa',
      taxExcluded: '{price} + IVA',
      usdOnly:
        'I prezzi sono in dollari statunitensi e non comprendono l’IVA italiana, i dazi di importazione né la spedizione in Italia.',
    },
    features: {
      device: 'Il dispositivo {brand}, pronto all’uso appena aperta la scatola',
      support: 'L’aiuto di persone vere, giorno e notte',
      setup: 'Installazione gratuita a domicilio',
      family: 'Nessun limite al numero di familiari collegati',
      premium: 'Tutte le funzioni, nessuna esclusa: conversazione, promemoria e premure',
      updates: 'Aggiornamenti gratuiti che aggiungono nuove funzioni',
    },
    button: 'Preordina ora',
    terms: {
      title: 'Le condizioni, in parole semplici',
      intro: 'Ciò che le famiglie ci chiedono prima di decidere.',
      items: {
        notice: 'Può disdire in qualsiasi momento con {noticeDays} giorni di preavviso.',
        noFee: 'Nessuna penale di recesso, mai.',
        warranty:
          'Garanzia legale di conformità di {warrantyYears} anni, prevista dal Codice del Consumo. In più, da parte nostra: se il dispositivo si guasta, Le spediamo un sostitutivo entro {replacementHours} ore.',
        setup:
          'Installazione gratuita a casa della Sua persona cara: richiede da {setupMin} a {setupMax} minuti circa.',
        support: 'Assistenza da persone vere, giorno e notte, tutti i giorni dell’anno.',
        included: 'Dati mobili illimitati e un numero illimitato di familiari collegati, già inclusi nel prezzo.',
        guarantee: 'Garanzia soddisfatti o rimborsati di {moneyBackDays} giorni sul dispositivo.',
      },
    },
  },
  faq: {
    title: 'Domande e risposte',
    intro: 'Risposte semplici alle domande che le famiglie ci fanno più spesso.',
    items: {
      q1: {
        question: 'Che cos’è {brand}?',
        answer:
          '{brand} è un piccolo dispositivo che fa compagnia alle persone anziane parlando con loro. Non ha schermo e non c’è niente da imparare: alla Sua persona cara basta parlare, e {brand} ascolta, risponde, tiene a mente le cose e ricorda gli impegni.',
      },
      q2: {
        question: 'Serve il Wi-Fi o uno smartphone?',
        answer:
          'No. {brand} ha una propria connessione mobile, con dati illimitati compresi nell’abbonamento. Basta collegarlo alla presa di corrente ed è pronto.',
      },
      q3: {
        question: 'In che modo {brand} aiuta contro la solitudine?',
        answer:
          'Ogni giorno {brand} avvia conversazioni cordiali, ricorda gli argomenti preferiti e i nomi delle persone care, e chiede come va la giornata. Conversare con regolarità mantiene la mente attiva e rende le giornate meno silenziose.',
      },
      q4: {
        question: 'I familiari possono ascoltare le nostre conversazioni?',
        answer:
          'No. I familiari hanno accesso solo con il consenso esplicito della persona anziana e ricevono aggiornamenti sul suo benessere e avvisi sui cambiamenti nelle abitudini o nell’umore, non registrazioni. La persona anziana può modificare o revocare il consenso in qualsiasi momento.',
      },
      q5: {
        question: 'Come funzionano i promemoria per le medicine?',
        answer:
          'Basta impostare gli orari una volta sola: può farlo Lei o un familiare. Poi, al momento giusto, {brand} ricorda alla Sua persona cara di prendere le medicine, con voce chiara, e più tardi può verificare che non se ne sia dimenticata. {brand} però non può somministrarle.',
      },
      q6: {
        question: '{brand} è un sistema di telesoccorso?',
        answer:
          'No. {brand} non sostituisce i sistemi di telesoccorso né i dispositivi prescritti dal medico. Se la Sua persona cara dice «{wakeWord}, aiutami» o «{wakeWord}, emergenza», il dispositivo avvisa i familiari scelti come contatti. In caso di emergenza, se possibile, chiami sempre prima di tutto il {emergencyNumber} (fuori dall’Italia, il numero di emergenza del luogo in cui si trova).',
      },
      q7: {
        question: 'Come viene protetta la privacy?',
        answer:
          'Le conversazioni sono crittografate e non vendiamo mai i dati personali. Rispettiamo il GDPR, il regolamento europeo sulla protezione dei dati, e le leggi sulla privacy di ogni Paese in cui vendiamo {brand}; a tutti, ovunque vivano, riconosciamo i diritti previsti dal GDPR. Nulla viene condiviso con i familiari senza il consenso della persona anziana.',
      },
      q8: {
        question: 'Quanto costa {brand}?',
        answer:
          'Il dispositivo costa {devicePrice} e il servizio {monthlyPrice} al mese. Sono compresi dati mobili illimitati, un numero illimitato di familiari collegati, assistenza giorno e notte e aggiornamenti gratuiti.',
      },
      q9: {
        question: 'È possibile disdire?',
        answer:
          'Sì. Basta avvisarci con {noticeDays} giorni di anticipo e l’abbonamento termina. Non ci sono penali di recesso.',
      },
      q10: {
        question: 'E se il dispositivo smettesse di funzionare?',
        answer:
          'Per legge ogni dispositivo ha la garanzia legale di conformità di {warrantyYears} anni prevista dal Codice del Consumo: se ha un difetto, ha diritto alla riparazione o alla sostituzione gratuita. In più, e senza togliere nulla alla garanzia legale, Le spediamo un dispositivo sostitutivo entro {replacementHours} ore.',
      },
      q11: {
        question: 'Chi si occupa dell’installazione?',
        answer:
          'Ce ne occupiamo noi, gratuitamente. Un nostro tecnico va a casa della Sua persona cara, installa tutto e mostra come funziona. L’installazione richiede da {setupMin} a {setupMax} minuti circa. Possiamo dare una mano anche in videochiamata.',
      },
      q12: {
        question: 'Come posso prenotare {brand}?',
        answer:
          'Si iscriva alla lista d’attesa o preordini dalla nostra pagina iniziale. La contatteremo non appena il Suo dispositivo sarà pronto per la spedizione.',
      },
    },
  },
  support: {
    title: 'Aiuto ogni volta che ne ha bisogno',
    intro: 'Persone vere, pronte ad aiutare Lei e la Sua famiglia.',
    options: {
      phone: {
        title: 'Ci chiami',
        description: 'Parli con una persona vera, di giorno e di notte.',
        action: 'Chiama {phone}',
      },
      video: {
        title: 'Videochiamata',
        description: 'Veda {brand} in azione e ci faccia le Sue domande in videochiamata.',
        action: 'Prenota una videochiamata',
      },
      homeVisit: {
        title: 'Installazione a domicilio',
        description:
          'Veniamo a casa della Sua persona cara, installiamo tutto e mostriamo come funziona. Il servizio è gratuito e richiede da {setupMin} a {setupMax} minuti circa.',
        action: 'Richiedi l’installazione a domicilio',
      },
    },
  },
  testimonials: {
    title: 'Che cosa dicono le famiglie',
    intro: 'Le persone anziane e le loro famiglie, con parole loro.',
    items: {
      t1: {
        quote:
          'Da quando è mancato mio marito vivo da sola. Adesso ogni mattina c’è qualcuno che mi chiede come ho dormito, e le pastiglie non me le dimentico mai.',
        name: 'Margaret O.',
        title: 'Insegnante in pensione, 79 anni',
        portraitAlt:
          'Ritratto illustrato di Margaret, sorridente, con gli occhiali e i capelli grigi raccolti in uno chignon',
      },
      t2: {
        quote:
          'Mia figlia stava in pensiero per me tutti i giorni. Adesso riceve un breve aggiornamento, io resto indipendente e dormiamo tutti e due più tranquilli.',
        name: 'Walter B.',
        title: 'Nonno di cinque nipoti, 84 anni',
        portraitAlt: 'Ritratto illustrato di Walter, sorridente, con occhiali tondi e capelli grigi ai lati',
      },
      t3: {
        quote:
          'Per installarlo è bastata mezz’ora nella cucina della mamma. Lei gli parla come a un vecchio amico, e io finalmente ho smesso di chiamarla cinque volte al giorno.',
        name: 'Rosa M.',
        title: 'Figlia che assiste la madre, 52 anni',
        portraitAlt: 'Ritratto illustrato di Rosa, con un sorriso sereno e i capelli grigi',
      },
    },
  },
  api: {
    apply: 'Richiedi l’accesso all’API',
    whyTitle: 'I vantaggi dell’integrazione',
    why: {
      voice: {
        title: 'Una voce di cui le persone anziane si fidano già',
        description:
          'Conversazioni cordiali e pazienti, affinate in migliaia di ore con persone anziane, in cinque lingue.',
      },
      care: {
        title: 'Funzioni di assistenza già pronte',
        description:
          'Promemoria, domande quotidiane sul benessere, aggiornamenti per i familiari e frasi di emergenza funzionano sul Suo dispositivo fin dal primo giorno.',
      },
      privacy: {
        title: 'Privacy integrata',
        description:
          'La crittografia e il sistema di consensi gestito dalla persona anziana stessa sono già compresi nell’API: non deve svilupparli da capo.',
      },
      speed: {
        title: 'Mesi, non anni',
        description:
          'Un’API chiara, firmware di esempio e i nostri ingegneri al Suo fianco La portano rapidamente dal prototipo al lancio.',
      },
    },
    whoTitle: 'A chi si rivolge',
    whoIntro:
      'Ai produttori di dispositivi che le persone anziane indossano, tengono in casa o su cui fanno già affidamento:',
    devices: {
      wearables: 'Dispositivi indossabili e smartwatch',
      pendants: 'Ciondoli e pulsanti di telesoccorso',
      speakers: 'Altoparlanti e display intelligenti',
      tablets: 'Tablet e specchi intelligenti',
      hubs: 'Hub domestici',
      sensors: 'Sensori per la salute',
      robots: 'Robot di assistenza',
    },
    howTitle: 'Come funziona',
    stepLabel: 'Fase {number}',
    steps: {
      apply: {
        title: 'Candidatura',
        description: 'Ci parli del Suo dispositivo e di chi lo usa. Le rispondiamo entro una settimana.',
      },
      build: {
        title: 'Sviluppo',
        description: 'Integri l’API nel Suo dispositivo con il nostro firmware di esempio e un account sandbox.',
      },
      pilot: {
        title: 'Progetto pilota',
        description:
          'Provi il dispositivo con persone anziane e famiglie reali, mentre i nostri tecnici ne verificano la qualità.',
      },
      live: {
        title: 'Lancio',
        description: 'Porti il prodotto ai Suoi clienti, con il nostro monitoraggio e la nostra assistenza.',
      },
    },
    tiersTitle: 'Livelli del programma',
    recommended: 'Consigliato',
    tiers: {
      builder: {
        title: 'Sviluppatore',
        price: 'Gratuito',
        description: 'Per prototipi e prove di fattibilità.',
      },
      partner: {
        title: 'Partner ufficiale',
        price: 'Ci contatti',
        description: 'Per i dispositivi in arrivo sul mercato.',
      },
      enterprise: {
        title: 'Grandi organizzazioni',
        price: 'Su misura',
        description: 'Per strutture sanitarie e grandi parchi di dispositivi.',
      },
    },
    tierFeatures: {
      sandbox: 'Accesso sandbox all’API completa',
      docs: 'Documentazione e firmware di esempio',
      community: 'Assistenza tramite il forum della comunità',
      limits: 'Fino a {testDevices} dispositivi di prova',
      production: 'Accesso in produzione e prezzi per volumi',
      engineer: 'Un ingegnere di integrazione dedicato',
      cobrand: 'Co-branding e collaborazione nel marketing',
      pilot: 'Un progetto pilota guidato con famiglie reali',
      sla: 'Accordo sul livello di servizio (SLA) 24 ore su 24',
      regionalHosting: 'Hosting dei dati su base regionale',
      custom: 'Voce e funzioni di assistenza personalizzate',
      compliance: 'Verifiche e audit di conformità',
    },
    getStarted: 'Inizia ora',
    closingTitle: 'Porti sul Suo hardware una voce che si prende cura',
    closingText: 'Ci racconti che cosa sta sviluppando. Le risponderemo entro una settimana.',
  },
  crowd: {
    supportToday: 'Ci sostenga oggi',
    videoPlaceholder:
      'Il filmato della nostra campagna arriverà presto. Nel frattempo, ecco un’immagine che racconta perché lo facciamo.',
    whyTitle: 'Perché è importante',
    why: {
      alone: {
        title: 'Troppe persone anziane sono sole',
        description:
          'Molte persone anziane vivono da sole, e alcune passano giorni senza una vera conversazione. Anche la solitudine può nuocere alla salute.',
      },
      family: {
        title: 'Le famiglie vivono lontane',
        description:
          'Figli e nipoti vorrebbero aiutare, ma non possono telefonare ogni ora. {brand} li tiene vicini, con il consenso della persona anziana.',
      },
      dignity: {
        title: 'Autonomia con dignità',
        description:
          'Le persone anziane desiderano restare a casa propria. Una voce gentile e promemoria discreti le aiutano a farlo più a lungo.',
      },
    },
    demoTitle: 'Guardi la dimostrazione',
    demoPlaceholder:
      'La registrazione di una dimostrazione è in arrivo. Nel frattempo, ascolti gli esempi di voce nella nostra pagina iniziale.',
    demoLink: 'Ascolti gli esempi di voce',
    supportersTitle: 'I nostri sostenitori fondatori',
    supportersIntro: 'Le prime persone che hanno creduto in {brand}. Grazie.',
    supporters: {
      eleanor: { name: 'Eleanor Whitfield', title: 'Infermiera in pensione' },
      tomasz: { name: 'Tomasz Nowak', title: 'Figlio che assiste un genitore' },
      priya: { name: 'Priya Raman', title: 'Medico geriatra' },
      samuel: { name: 'Samuel Okafor', title: 'Direttore di un centro civico' },
      haruko: { name: 'Haruko Sato', title: 'Nonna di tre nipoti' },
      minjun: { name: 'Min-jun Park', title: 'Ingegnere hardware' },
      chiara: { name: 'Chiara Bellini', title: 'Assistente sociale' },
      david: { name: 'David Levin', title: 'Sostenitore della prima ora' },
      meiling: { name: 'Mei-ling Chen', title: 'Figlia che assiste un genitore' },
      grace: { name: 'Grace Adeyemi', title: 'Volontaria che fa visita alle persone anziane' },
    },
    tiersTitle: 'Scelga come sostenerci',
    tiersIntro: 'Ogni livello comprende tutto ciò che offrono i livelli precedenti.',
    mostPopular: 'Il più scelto',
    includesPrevious: 'Tutti i vantaggi del livello {tier}, e in più:',
    tiers: {
      supporter: {
        title: 'Sostenitore',
        description: 'Sostenga la nostra missione con il Suo nome.',
        button: 'Sostieni con {amount}',
      },
      circle: {
        title: 'Cerchia ristretta',
        description: 'Ci segua da vicino mentre il progetto prende forma.',
        button: 'Sostieni con {amount}',
      },
      pilot: {
        title: 'Accesso anticipato',
        description: 'Riceva uno dei primissimi dispositivi.',
        button: 'Sostieni con {amount}',
      },
      founders: {
        title: 'Livello Fondatori',
        description: 'Dia forma a {brand} insieme a noi.',
        button: 'Sostieni con {amount}',
      },
    },
    tierFeatures: {
      wall: 'Il Suo nome sul nostro Muro dei sostenitori',
      updates: 'Aggiornamenti in anteprima sui nostri progressi',
      demo: 'Accesso in anteprima alla dimostrazione',
      foundersContent: 'Contenuti dietro le quinte a cura dei fondatori',
      recognition: 'Un riconoscimento nella nostra comunità',
      device: 'Un dispositivo {brand} della prima serie di produzione',
      limited: 'Riservato ai primi {pilotLimit} sostenitori',
      pilotUpdates: 'Aggiornamenti sul programma pilota e incontri per dare il Suo parere',
      call: 'Una videochiamata individuale con i fondatori',
      feedback: 'Il Suo parere sulle nuove funzioni prima che siano disponibili',
      credit: 'Menzione come membro fondatore',
    },
    paymentNote:
      'I pagamenti avvengono su una pagina di pagamento sicura, conforme allo standard PCI, che si apre in una nuova scheda.',
    largerTitle: 'Sta pensando a un contributo più consistente?',
    largerText: 'Saremo lieti di parlarne: ci scriva su {chatApp} o ci chiami al numero {phone}.',
    chat: 'Ci scriva su {chatApp}',
    faqTitle: 'Domande dei sostenitori',
    faq: {
      when: {
        question: 'Quando arriveranno i dispositivi ai sostenitori?',
        answer:
          'La consegna dei dispositivi è prevista per {date}. Se la data dovesse cambiare, lo comunicheremo a tutti i sostenitori.',
        answerUndated:
          'Annunceremo la data prevista nell’email mensile di aggiornamento, non appena saremo sicuri di poterla rispettare.',
      },
      refund: {
        question: 'Posso riavere quanto ho pagato?',
        answer:
          'I livelli {supporterTier} e {circleTier} sono contributi, non acquisti, e quindi non sono rimborsabili. Se il Suo livello comprende un dispositivo ({pilotTier} o {foundersTier}), ha il diritto di recesso previsto dalla legge e, in più, può restituire il dispositivo entro {moneyBackDays} giorni: Le rimborseremo l’intero importo pagato per il livello. Restano salvi tutti i diritti che la legge Le riconosce.',
      },
      updates: {
        question: 'Come posso seguire i progressi?',
        answer: 'Ogni sostenitore riceve una volta al mese una breve email di aggiornamento.',
      },
      pilot: {
        question: 'Che cosa comprende il livello Accesso anticipato da {pilotPrice}?',
        answer:
          'Un dispositivo della prima serie di produzione, riservato ai primi {pilotLimit} sostenitori, più aggiornamenti sul programma pilota e incontri per dare il Suo parere.',
      },
      larger: {
        question: 'La mia azienda o la mia fondazione può contribuire?',
        answer: 'Sì. Per contributi più consistenti, ci scriva su {chatApp} e fisseremo una telefonata.',
      },
    },
    closingTitle: 'Aiuti una persona anziana a sentirsi meno sola',
    closingText:
      'Ogni contributo avvicina {brand} alle persone che ne hanno bisogno. Vuole sapere come gestiamo i Suoi dati e i Suoi pagamenti?',
    closingLink: 'Fiducia e privacy: come tuteliamo dati e pagamenti',
  },
  trust: {
    sections: {
      encryption: {
        title: 'Crittografia in ogni passaggio',
        body: 'Le conversazioni e i dati sono crittografati sul dispositivo, durante il trasferimento ai nostri server e quando sono archiviati. Il nostro personale non può ascoltare le conversazioni.',
      },
      consent: {
        title: 'Accesso dei familiari solo con consenso',
        body: 'I familiari hanno accesso solo con il consenso esplicito della persona anziana, che può modificarlo o revocarlo in qualsiasi momento, semplicemente chiedendolo a {brand} o telefonandoci.',
      },
      payments: {
        title: 'Pagamenti sicuri, conformi allo standard PCI',
        body: 'I pagamenti sono gestiti da un fornitore di servizi di pagamento conforme allo standard PCI. Non vediamo né conserviamo mai il numero della Sua carta.',
      },
      privacyLaw: {
        title: 'La privacy e i Suoi diritti',
        body: 'Il Regolamento generale sulla protezione dei dati (GDPR) è legge in Italia e in tutta l’Unione europea. Lo rispettiamo e riconosciamo gli stessi diritti a tutti, ovunque vivano: può chiedere in qualsiasi momento di accedere ai Suoi dati, di rettificarli o di cancellarli, e può presentare reclamo al Garante per la protezione dei dati personali. Scriva a {email}.',
      },
      guarantee: {
        title: 'Garanzia soddisfatti o rimborsati di {moneyBackDays} giorni',
        body: 'Se {brand} non fa per la Sua famiglia, restituisca il dispositivo entro {moneyBackDays} giorni dalla consegna: Le rimborseremo l’intero importo. La garanzia va oltre il diritto di recesso previsto dalla legge e vale per ogni dispositivo, anche quello compreso in un livello della raccolta fondi. I livelli senza dispositivo sono contributi e non sono rimborsabili.',
      },
    },
    whyTitle: 'Perché per noi è importante',
    whyText:
      'Molte persone anziane vivono da sole. Un dispositivo che fa loro compagnia in casa deve essere sicuro, onesto e rispettoso, altrimenti non dovrebbe esistere.',
    safetyTitle: 'Sicurezza e limiti',
    safety: {
      notMedical: '{brand} non sostituisce i sistemi di telesoccorso né i dispositivi prescritti dal medico.',
      noMedication: '{brand} può ricordare di prendere le medicine, ma non può somministrarle.',
      phrases:
        'In caso di emergenza, la Sua persona cara può dire «{wakeWord}, aiutami» o «{wakeWord}, emergenza», e {brand} avvisa i familiari scelti come contatti.',
      call: 'Se possibile, chiami sempre prima di tutto il {emergencyNumber} (fuori dall’Italia, il numero di emergenza del luogo in cui si trova).',
    },
    contactTitle: 'Domande sulla privacy?',
    contactText: 'Scriva al nostro ufficio privacy:',
  },
  legal: {
    updated: 'Ultimo aggiornamento: {date}',
    contents: 'In questa pagina',
    privacy: {
      who: {
        title: 'Chi siamo',
        body: '{brand} realizza un dispositivo che fa compagnia alle persone anziane parlando con loro. Questa informativa spiega quali dati raccogliamo su questo sito e tramite il dispositivo, e perché. Può contattarci all’indirizzo {email}.',
      },
      website: {
        title: 'Che cosa raccoglie questo sito',
        body: 'Questo sito non prevede account e non usa strumenti di tracciamento pubblicitario. Il Suo browser conserva sul Suo computer, tablet o telefono la lingua e la dimensione del testo che ha scelto e un semplice conteggio delle visite; questi dati non ci vengono mai inviati. Il nostro fornitore di hosting conserva brevi registri tecnici per mantenere il sito sicuro.',
      },
      forms: {
        title: 'Lista d’attesa, preordini e pagamenti',
        body: 'Quando si iscrive alla lista d’attesa o effettua un preordine, il nostro modulo di preordine sicuro si apre in una nuova scheda. Usiamo i dati che vi inserisce solo per gestire la Sua prenotazione e per le comunicazioni che la riguardano. I pagamenti sono gestiti da un fornitore conforme allo standard PCI; non vediamo mai il numero della Sua carta.',
      },
      device: {
        title: 'Il dispositivo e l’accesso dei familiari',
        body: 'Il dispositivo elabora le conversazioni per rispondere e per ricordare gli impegni. I dati sono crittografati sul dispositivo, durante la trasmissione e quando sono archiviati. I familiari vedono gli aggiornamenti sul benessere solo con il consenso esplicito della persona anziana, che può modificarlo o revocarlo in qualsiasi momento.',
      },
      sharing: {
        title: 'Con chi condividiamo le informazioni',
        body: 'Solo con le aziende che ci aiutano a fornire il servizio, ad esempio per l’hosting, i pagamenti e le consegne, sulla base di contratti che proteggono i Suoi dati. Non vendiamo mai informazioni personali.',
      },
      retention: {
        title: 'Per quanto tempo conserviamo i dati',
        body: 'I recapiti della lista d’attesa vengono conservati fino alla spedizione del Suo dispositivo o finché non ci chiede di cancellarli. I dati dei clienti vengono conservati per tutta la durata dell’abbonamento e, in seguito, solo per il tempo richiesto dalla legge.',
      },
      rights: {
        title: 'I Suoi diritti',
        body: 'Può chiedere l’accesso ai Suoi dati, la loro rettifica, la cancellazione o la portabilità (cioè riceverli in un formato da trasferire altrove), e può opporsi al loro trattamento. Sono i diritti previsti dal GDPR, che riconosciamo a tutti, ovunque vivano. Scriva a {email}: Le risponderemo entro un mese. Ha inoltre il diritto di presentare reclamo al Garante per la protezione dei dati personali.',
      },
      changes: {
        title: 'Modifiche a questa informativa',
        body: 'Quando questa informativa cambia, aggiorniamo la data in cima alla pagina e informiamo i clienti via email delle modifiche importanti.',
      },
    },
    terms: {
      about: {
        title: 'A che cosa si applicano questi termini',
        body: 'Questi termini si applicano quando usa questo sito, si iscrive alla lista d’attesa, preordina un dispositivo {brand} o sostiene la nostra campagna di raccolta fondi.',
      },
      website: {
        title: 'Uso del sito',
        body: 'Può usare questo sito per conoscere {brand}. La preghiamo di non farne un uso improprio, ad esempio tentando di violarne la sicurezza o copiandone i contenuti a fini commerciali.',
      },
      orders: {
        title: 'Lista d’attesa e preordini',
        body: 'L’iscrizione alla lista d’attesa non La obbliga ad acquistare. Il preordine Le riserva un dispositivo al prezzo di {devicePrice}, con un abbonamento di {monthlyPrice} al mese a partire dalla consegna. Può disdire l’abbonamento con {noticeDays} giorni di preavviso, senza penali di recesso.',
      },
      refunds: {
        title: 'Garanzia soddisfatti o rimborsati',
        body: 'Se il dispositivo non La soddisfa, lo restituisca entro {moneyBackDays} giorni dalla consegna: Le rimborseremo per intero il prezzo del dispositivo, e le spese di restituzione sono a nostro carico. Prima della spedizione può annullare il preordine e Le rimborseremo tutto ciò che ha pagato.',
      },
      warranty: {
        title: 'Garanzia legale e servizio di sostituzione',
        body: 'Come prevede il Codice del Consumo, per {warrantyYears} anni dalla consegna rispondiamo di ogni difetto di conformità del dispositivo: in quel caso ha diritto, senza alcuna spesa, alla riparazione o alla sostituzione. È un Suo diritto per legge, non un vantaggio della nostra offerta. In più, e senza limitare la garanzia legale, se il dispositivo si guasta Le spediamo un dispositivo sostitutivo entro {replacementHours} ore.',
      },
      crowd: {
        title: 'Contributi alla raccolta fondi',
        body: '{supporterTier} e {circleTier} sono contributi allo sviluppo di {brand}: non prevedono l’invio di prodotti e non sono rimborsabili. {pilotTier} e {foundersTier} comprendono un dispositivo, che con il livello Lei acquista: per quel dispositivo valgono il diritto di recesso, la garanzia legale, la garanzia soddisfatti o rimborsati e il servizio di sostituzione descritti sopra, e in caso di restituzione Le rimborseremo l’importo pagato per il livello. Le ricompense sono descritte per ciascun livello; le date di consegna sono stime e avviseremo i sostenitori se dovessero cambiare.',
      },
      medical: {
        title: 'Non è un dispositivo medico',
        body: '{brand} non sostituisce i sistemi di telesoccorso né i dispositivi prescritti dal medico, e non può somministrare farmaci. In caso di emergenza, chiami il {emergencyNumber} (fuori dall’Italia, il numero di emergenza del luogo in cui si trova).',
      },
      contact: {
        title: 'Domande',
        body: 'Se ha domande su questi termini, ci chiami al numero {phone} o ci scriva a {email}.',
      },
    },
    accessibility: {
      commitment: {
        title: 'Il nostro impegno',
        body: 'Molti dei nostri visitatori hanno più di 70 anni. Puntiamo a rispettare le Linee guida per l’accessibilità dei contenuti web (WCAG) 2.2 al livello AA su ogni pagina e in ogni lingua, e ad andare oltre dove conta per gli occhi e le mani delle persone anziane: testo grande, contrasto marcato e pulsanti ampi.',
      },
      features: {
        title: 'Che cosa abbiamo fatto',
        body: 'Ogni pagina si può usare con la tastiera e con un lettore di schermo, il testo si può ingrandire, nulla si muove quando il Suo computer, tablet o telefono è impostato per ridurre le animazioni e nessun suono o video parte mai da solo. Ogni esempio di voce ha una trascrizione scritta, e i video mostrano i sottotitoli quando ne sono provvisti.',
      },
      limits: {
        title: 'Limiti noti',
        body: 'I video sono riprodotti da YouTube, di cui non controlliamo il lettore. Il modulo di preordine e le pagine di pagamento sono gestiti da altre aziende e potrebbero non rispettare lo stesso standard. Per ora gli esempi di voce usano voci sintetiche.',
      },
      report: {
        title: 'Ci segnali un problema',
        body: 'Se qualcosa su questo sito è difficile da usare, ce lo faccia sapere. Scriva all’indirizzo {accessibilityEmail} o chiami il numero {phone}. Rispondiamo entro una settimana.',
      },
      checked: {
        title: 'Come verifichiamo',
        body: 'Ogni volta che modifichiamo il sito, controlli automatici di accessibilità vengono eseguiti su ogni pagina, in ogni lingua, con schermi delle dimensioni di un telefono e di un computer. Inoltre proviamo le operazioni principali usando soltanto la tastiera.',
      },
    },
  },
  toast: {
    region: 'Notifiche ({hotkey})',
    label: 'Notifica',
    close: 'Chiudi la notifica',
  },
  /** The seller page (the Japanese 特定商取引法に基づく表記) and the footer's business details. */
  seller: {
    /** Each item's label: what a market's law calls it. */
    items: {
      name: 'Venditore',
      representative: 'Responsabile',
      address: 'Indirizzo',
      phone: 'Telefono',
      email: 'Email',
      businessNumber: 'Numero di registrazione',
      mailOrderNumber: 'Numero di vendita a distanza',
      vatNumber: 'Partita IVA',
      companyNumber: 'Numero dell’impresa',
      price: 'Prezzo',
      otherCharges: 'Altri costi',
      payment: 'Come si paga',
      paymentTiming: 'Quando si paga',
      delivery: 'Consegna',
      returns: 'Annullamenti, resi e sostituzioni',
    },
    price:
      'Il dispositivo costa {devicePrice}; il servizio costa {monthlyPrice} al mese, dal giorno della consegna. Ogni livello della raccolta fondi costa l’importo indicato accanto.',
    /** Beside a market's own prices; a market on US-dollar prices shows `pricing.prices.usdOnly` instead. */
    otherChargesLocal:
      'Nessuno: la consegna è compresa. Il costo della Sua linea telefonica o della connessione internet resta a Suo carico.',
    payment:
      'Con carta, su una pagina di pagamento sicura che si apre in una nuova scheda. Non vediamo mai il numero della Sua carta.',
    paymentTiming:
      'Il dispositivo si paga al momento del preordine. Il servizio si paga ogni mese, dal giorno della consegna del dispositivo. I livelli della raccolta fondi si pagano al momento della scelta, sulla pagina di pagamento.',
    /** {date}: the month devices are expected, as the language writes it. */
    deliveryDated: 'I dispositivi sono previsti per {date}. La avviseremo prima della spedizione.',
    deliveryUndated: 'Le comunicheremo la data di consegna appena potremo garantirla.',
    returns:
      'Prima della spedizione può annullare il preordine e Le rimborsiamo tutto ciò che ha pagato. Dopo la consegna può restituire il dispositivo entro {moneyBackDays} giorni, per qualsiasi motivo, e Le rimborsiamo l’intero prezzo del dispositivo (per un livello della raccolta fondi con dispositivo, l’importo pagato per il livello); ci chiami o ci scriva prima, e le spese di restituzione sono a nostro carico. Se il dispositivo si guasta durante i {warrantyYears} anni della garanzia legale, Le spediamo gratuitamente un sostitutivo entro {replacementHours} ore. Può disdire l’abbonamento con {noticeDays} giorni di preavviso, senza penali. I livelli senza dispositivo sono contributi e non sono rimborsabili.',
    /** Only where the market's law gives a withdrawal period ({withdrawalDays}: 14 in Italy, 7 in Korea and Taiwan). */
    withdrawal:
      'Per legge può inoltre recedere dall’acquisto entro {withdrawalDays} giorni dalla consegna, senza indicarne il motivo (diritto di recesso).',
  },
  pages: {
    home: {
      title: '{brand}: la voce amica per le persone anziane',
      description:
        '{brand} è una voce amica per le persone anziane: conversazione ogni giorno, promemoria per le medicine e serenità per la famiglia. Si iscriva alla lista d’attesa o preordini oggi stesso.',
    },
    faq: {
      title: 'Domande e risposte | {brand}',
      description:
        'Le risposte alle domande più comuni su {brand}: come funziona, privacy, accesso dei familiari, installazione, prezzi e che cosa non può fare.',
      heading: 'Domande e risposte',
      intro:
        'Tutto ciò che le famiglie chiedono di solito prima di portare {brand} a casa, con risposte chiare e semplici.',
    },
    support: {
      title: 'Assistenza e installazione | {brand}',
      description:
        'Ci chiami a qualsiasi ora, prenoti una videochiamata o richieda l’installazione gratuita a domicilio. Persone vere aiutano Lei e la Sua famiglia a muovere i primi passi con {brand}.',
      heading: 'L’aiuto di persone vere',
      intro:
        'Ci telefoni, ci incontri in videochiamata oppure ci faccia venire a casa Sua per installare {brand}. Scelga il modo che preferisce.',
    },
    testimonials: {
      title: 'Storie di famiglie | {brand}',
      description:
        'Scopra come le persone anziane e le loro famiglie usano {brand} ogni giorno per conversare, ricevere promemoria e restare in contatto.',
      heading: 'Storie di famiglie',
      intro:
        'Le persone anziane e le loro famiglie ci raccontano, con parole loro, che cosa è cambiato grazie a {brand}.',
    },
    pricing: {
      title: 'Prezzi | {brand}',
      description:
        'Un unico piano semplice: il dispositivo {brand} e un abbonamento mensile con dati illimitati, assistenza 24 ore su 24 e installazione gratuita a domicilio. Nessuna penale di recesso.',
      heading: 'Un solo piano, semplice e chiaro',
      intro:
        'Il dispositivo, il servizio e l’aiuto di cui ha bisogno. Tutti i costi sono indicati in questa pagina, e non ci sono penali di recesso.',
    },
    api: {
      title: 'Programma partner API hardware | {brand}',
      description:
        'Porti sul Suo hardware la voce premurosa di {brand}. Richieda l’accesso all’API, sviluppi e sperimenti con i nostri tecnici, poi vada sul mercato con dispositivi indossabili, altoparlanti, hub e molto altro.',
      heading: 'Sviluppi con {brand}: porti sul Suo hardware una voce che si prende cura',
      intro:
        'Il nostro programma partner mette a disposizione dei produttori di dispositivi le conversazioni, i promemoria e le funzioni per la famiglia di {brand}.',
    },
    crowdsupport: {
      title: 'Sostenga la nostra missione | {brand}',
      description:
        'Ci aiuti a portare {brand} alle persone anziane che vivono sole. Sostenga il progetto, si unisca ai nostri sostenitori fondatori o si assicuri uno dei primi dispositivi pilota.',
      heading: 'Sostenga la nostra missione',
      intro:
        'Troppe persone anziane trascorrono le giornate da sole. Il Suo sostegno ci aiuta a portare {brand} da loro il prima possibile.',
    },
    trust: {
      title: 'Fiducia e privacy | {brand}',
      description:
        'Come {brand} protegge le persone anziane e le loro famiglie: crittografia, accesso dei familiari solo con consenso, pagamenti sicuri e garanzia soddisfatti o rimborsati sui dispositivi.',
      heading: 'Fiducia e privacy',
      intro:
        'Per fare compagnia in casa, bisogna prima guadagnarsi la fiducia. Ecco come proteggiamo la Sua persona cara e la Sua famiglia.',
    },
    privacy: {
      title: 'Informativa sulla privacy | {brand}',
      description:
        'Quali informazioni {brand} raccoglie su questo sito e sul dispositivo, perché le raccogliamo, per quanto tempo le conserviamo e quali scelte ha a disposizione.',
      heading: 'Informativa sulla privacy',
      intro: 'Che cosa raccogliamo, perché lo raccogliamo e quali scelte ha, spiegato in parole semplici.',
    },
    terms: {
      title: 'Termini di servizio | {brand}',
      description:
        'Le condizioni per usare il sito di {brand}, iscriversi alla lista d’attesa, preordinare un dispositivo e sostenere la nostra campagna di raccolta fondi.',
      heading: 'Termini di servizio',
      intro:
        'Le regole per usare questo sito, iscriversi alla lista d’attesa, preordinare e sostenere la nostra campagna.',
    },
    accessibility: {
      title: 'Accessibilità | {brand}',
      description:
        'Il nostro impegno per un sito adatto ai visitatori più anziani: lo standard a cui puntiamo, che cosa resta da migliorare e come segnalarci un problema.',
      heading: 'Accessibilità',
      intro:
        'Realizziamo questo sito per persone di ogni età e capacità, comprese quelle che usano un lettore di schermo o la tastiera.',
    },
    seller: {
      title: 'Informazioni sul venditore | {brand}',
      description:
        'Chi vende {brand}: l’azienda, l’indirizzo e i contatti, i prezzi, il pagamento, la consegna e i resi.',
      heading: 'Informazioni sul venditore',
      intro: 'Le informazioni che chi vende a distanza deve darLe, in un solo posto.',
    },
    notFound: {
      title: '404 Pagina non trovata | {brand}',
      description:
        'Non è stato possibile trovare questa pagina. Vada alla pagina iniziale di {brand} per trovare ciò che cercava.',
    },
  },
} satisfies Dictionary;

export default it;
