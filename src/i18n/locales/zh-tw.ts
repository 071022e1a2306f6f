import type { Dictionary } from '../dictionary';

const zhTw = {
  common: {
    skipToContent: '跳到主要內容',
    opensInNewTab: '（在新分頁開啟）',
  },
  contact: {
    wakeWord: '{brand}（{reading}）',
    phoneWithDigits: '{display}（{digits}）',
    phoneNotes: {
      localFree: '在台灣撥打免付費。',
      abroadUsFree:
        '這是美國的電話號碼。從美國或加拿大撥打免付費；從台灣或其他國家撥打，則是國際電話。用市話撥打時，請把「+」換成國際冠碼（例如 002）。',
      abroadUs:
        '這是美國的電話號碼；從台灣或其他國家撥打，則是國際電話。用市話撥打時，請把「+」換成國際冠碼（例如 002）。',
      abroad: '這是國外的電話號碼，撥打時須支付國際電話費用。用市話撥打時，請把「+」換成國際冠碼（例如 002）。',
    },
    chatApps: {
      whatsapp: 'WhatsApp',
      line: 'LINE',
      kakao: 'KakaoTalk',
    },
  },
  header: {
    homeLink: '{brand} 首頁',
    primaryNav: '主選單',
    features: '功能特色',
    watchVideo: '觀看影片',
    pricing: '價格方案',
    support: '客服支援',
    joinWaitlist: '加入候補名單',
    preorder: '預購',
    openMenu: '選單',
    closeMenu: '關閉選單',
  },
  textSize: {
    button: '文字大小',
    options: '選擇文字大小',
  },
  languageSwitcher: {
    button: '語言：{language}',
    listLabel: '選擇語言',
  },
  footer: {
    label: '網站連結',
    tagline: '陪伴長輩的溫暖聲音，也讓愛他們的人安心。',
    pricing: '價格方案',
    testimonials: '心得分享',
    faq: '常見問題',
    support: '客服支援',
    privacy: '隱私權政策',
    terms: '服務條款',
    accessibility: '無障礙說明',
    api: 'API 合作夥伴計畫',
    crowdsupport: '支持我們的使命',
    trust: '信任與隱私',
    socialLabel: '追蹤 {brand}',
    facebook: '{brand} 的 Facebook',
    instagram: '{brand} 的 Instagram',
    youtube: '{brand} 的 YouTube',
    copyright: '© {year} {brand} 版權所有',
    /** The footer link to the seller's details (in Japan, the 特定商取引法 disclosure). */
    seller: '賣家資訊',
    /** Heads the business details in the footer (Korea: every page; Italy and Taiwan: the company and its number). */
    business: '公司資訊',
    /** A business detail's label before its value ({label}: such as 상호). */
    itemLabel: '{label}：',
  },
  video: {
    captionsAvailable: '這部影片有字幕：請按播放器上的 CC 按鈕開啟。',
    captionsMissing: '這部影片目前還沒有字幕，我們正在製作中。',
    heroTitle: '認識 {brand}',
    meetTitle: '與 {brand} 共度的一天',
    close: '關閉影片',
    playerLabel: '影片播放器：{title}',
    unavailable: '如果影片沒有出現，可能是您的網路封鎖了影片服務。',
    watchElsewhere: '改到 YouTube 觀看',
  },
  renderError: {
    heading: '發生了一些問題',
    body: '這個頁面無法正常運作。重新整理頁面通常就能解決。如果問題持續發生，請打電話給我們：{phone}。',
    reload: '重新整理頁面',
  },
  notFound: {
    heading: '404 Page Not Found',
    hint: '請檢查網址是否有打錯字。如果您是點選連結來到這裡，這個網頁可能已經搬移了。',
    homeLink: '回到首頁',
  },
  home: {
    headline: '溫暖的聲音，*一直都在*',
    tagline: '專為長輩設計的語音陪伴夥伴，也讓家人更安心。',
    intro:
      '{brand} 會聊天、會傾聽，也會記得。它整天陪伴您關心的長輩，溫柔提醒吃藥和看診時間；經長輩本人同意，也讓家人常保聯繫、更加親近。',
    playVideo: '播放影片',
    meetButton: '認識 {brand}：聽她打招呼',
    featuresTitle: '{brand} 能做什麼',
    featuresSubtitle: '依照長輩習慣的說話方式設計：不用學習，也不用看螢幕。',
    features: {
      voice: {
        title: '每天都有人陪您聊天',
        description: '{brand} 可以聊新聞、聊往事，也聊聊今天的安排。每天說說話能減輕孤單，讓頭腦保持靈活。',
        imageAlt: '一位年長男士坐在扶手椅上，邊喝茶邊和 {brand} 裝置聊天',
      },
      family: {
        title: '家人，常在身邊',
        description:
          '經長輩同意後，家人可以收到身心近況的更新；作息或心情出現變化時，也會收到溫和的通知，還能加入事先約好的視訊通話。',
        imageAlt: '{brand} 裝置以愛心連結著女兒和孫子的照片',
      },
      health: {
        title: '貼心提醒與問候',
        description: '吃藥提醒、看診提醒，以及親切的健康問候，都會在適當的時間清楚說出來。',
        imageAlt: '{brand} 裝置旁放著一週分裝藥盒、一杯水，以及指著早晨時間的時鐘',
      },
      affirmation: {
        title: '鼓勵的話語',
        description: '親切又溫暖的話語，讓早晨有個好的開始，也讓一天平靜地畫下句點。',
        imageAlt: '日出時分，一位年長女士拿著馬克杯微笑，身旁的 {brand} 裝置亮著光',
      },
      privacy: {
        title: '從設計開始就重視隱私',
        description: '對話內容全程加密。家人要取得資訊，必須先經過長輩明確同意，長輩也可以隨時變更或撤回同意。',
        imageAlt: '一面帶鎖的大盾牌，守護著 {brand} 裝置',
      },
    },
  },
  media: {
    heroVideoPoster: '{brand} 裝置在邊桌上發出柔和的光，旁邊放著一杯茶',
    meetVideoPoster: '一位年長女士坐在扶手椅上，面帶微笑地和 {brand} 說話',
    meetSectionImage: '晨光中，一對年長夫妻坐在廚房餐桌旁，{brand} 就在他們身邊',
    crowdVideoPlaceholder: '一位長輩在家中與 {brand} 相伴，窗外是附近的街景',
    crowdDemoPlaceholder: '放在廚房流理台上的 {brand}，四周有提醒便條、月曆和電話',
    shareImage: '{brand}：長輩的語音陪伴夥伴',
  },
  audio: {
    heroTitle: '{brand} 向您問好',
    listen: '聆聽',
    listenTo: '聆聽：{title}',
    playing: '播放中…',
    stop: '停止',
    stopLabel: '停止：{title}',
    showTranscript: '顯示文字稿',
    hideTranscript: '隱藏文字稿',
    transcriptLabel: '{brand} 說的話',
    nowPlaying: '正在播放：{title}',
    stopped: '已停止播放。',
    errorTitle: '這段語音範例無法播放',
    errorUnreachable: '語音檔案沒有載入。請檢查您的網路連線，然後再試一次。',
    errorUnplayable:
      '您的瀏覽器或裝置無法播放。請確認聲音已開啟，或改用其他瀏覽器。您也可以點「{showTranscript}」閱讀內容。',
    transcripts: {
      hero: '您好，我是 {wakeWord}，很高興認識您。我可以陪您聊天、提醒您生活中的小事，也讓您和家人更親近。想聊天的時候，隨時叫我的名字就好。',
      voice: '早安！昨晚睡得好嗎？今天天氣晴朗，很舒服。您想聽聽新聞，還是我們來聊聊您種的花草？',
      family: '您的女兒美玲傳了訊息來。她說今晚六點會打電話給您，孫子們也要我跟您說，他們好想您、好愛您。',
      health: '現在九點了。該吃早上的血壓藥囉，請配一整杯水。中午要不要我再提醒您一次？',
      affirmation: '您有一顆善良的心，身邊的人能認識您，真是幸運。深呼吸一下。今天是美好的一天。',
    },
  },
  meet: {
    cardTitle: '看看 {brand} 在家中的樣子',
    cardDescription: '透過一部短片，看看與 {brand} 共度的平凡一天：從早上的閒聊，到晚上家人打來的電話。',
    cardButton: '播放短片',
    sectionTitle: '認識 {brand}',
    sectionText: '用一部短片，看看平凡的一天：早餐時聊聊天，午餐時聽到提醒，晚上接到家人的來電。',
    sectionButton: '觀看短片',
    privacyBadge: '全程加密，經同意才會分享',
  },
  waitlist: {
    heading: '為您心愛的家人預留一台 {brand}',
    intro: '加入優先候補名單，或立即預購。裝置準備好出貨時，我們會第一時間與您聯絡。',
    label: '電子郵件或手機號碼',
    placeholder: 'name@example.com 或 0912-345-678',
    disclaimer: '送出後，系統會在新分頁開啟安全的預購表單。您的聯絡資料只會用來通知您預留的相關消息，絕不會用於廣告。',
    submit: '立即預留',
    processing: '處理中…',
    errors: {
      required: '請輸入您的電子郵件地址或手機號碼。',
      invalid: '請輸入有效的電子郵件地址，或 {minDigits} 到 {maxDigits} 位數的電話號碼。',
      tooLong: '輸入的內容太長了，最多只能輸入 {maxLength} 個字元。',
    },
    opened: '預購表單已在新分頁開啟。',
    blockedTitle: '預購表單沒有開啟',
    blockedDescription: '您的瀏覽器封鎖了新分頁。請改用表單下方的連結。',
    blockedLink: '開啟預購表單',
    successTitle: '歡迎加入候補名單！',
    successMessage: '謝謝您！您的 {brand} 準備好出貨時，我們會第一時間與您聯絡。',
  },
  pricing: {
    title: '價格簡單又透明',
    intro: '一個方案，所有功能全都包含。不綁約，也不收解約費。',
    planName: '{brand} 關懷方案',
    badge: '最超值',
    devicePrice: '裝置 {devicePrice}',
    period: '之後每月 {monthlyPrice}',
    /** A market's own price with its tax wording ({price}: the amount, such as 44,000円), and the note beside US-dollar prices. */
    prices: {
      taxIncluded: '{price}（含稅）',
      taxExcluded: '{price}（未稅）',
      usdOnly: '價格以美元計價，不含台灣的營業稅、進口關稅，以及寄送到台灣的運費。',
    },
    features: {
      device: '{brand} 裝置，開箱即可使用',
      support: '全天候真人客服',
      setup: '免費到府安裝設定',
      family: '家人連線，不限人數',
      premium: '所有進階功能：聊天、提醒與問候',
      updates: '免費更新，持續加入新功能',
    },
    button: '立即預購',
    terms: {
      title: '條款一次說清楚',
      intro: '家人在做決定之前，最常問我們的事。',
      items: {
        notice: '只要提前 {noticeDays} 天通知，隨時都可以取消。',
        noFee: '絕不收取任何解約費。',
        warranty: '{warrantyYears} 年硬體保固；如需更換，我們會在 {replacementHours} 小時內免費寄出替換裝置。',
        setup: '免費到長輩家中安裝設定，大約需要 {setupMin} 到 {setupMax} 分鐘。',
        support: '全天候真人客服，全年無休。',
        included: '已包含無限行動上網，以及不限人數的家人連線。',
        guarantee: '裝置享有 {moneyBackDays} 天退款保證。',
      },
    },
  },
  faq: {
    title: '常見問題',
    intro: '家人最常問我們的問題，我們用淺白的話回答。',
    items: {
      q1: {
        question: '{brand} 是什麼？',
        answer:
          '{brand} 是一台小巧的長輩語音陪伴裝置。沒有螢幕，也不用學習：長輩只要開口說話，{brand} 就會傾聽、回答、記住，並適時提醒。',
      },
      q2: {
        question: '家中長輩需要 Wi-Fi 或智慧型手機嗎？',
        answer: '不需要。{brand} 有自己的行動網路連線，訂閱費用已包含無限上網。插上電源就能使用。',
      },
      q3: {
        question: '{brand} 如何幫助長輩減少孤單？',
        answer:
          '{brand} 每天都會主動親切地和長輩聊天，記得他們喜歡的話題和親友的名字，也會關心他們今天過得如何。經常聊聊天，能讓頭腦保持靈活，日子也不再那麼冷清。',
      },
      q4: {
        question: '家人聽得到長輩和裝置之間的對話嗎？',
        answer:
          '聽不到。家人必須經過長輩明確同意才能取得資訊，而且收到的是身心近況的更新，以及作息或心情出現變化時的通知，而不是對話錄音。長輩可以隨時變更或撤回同意。',
      },
      q5: {
        question: '吃藥提醒是怎麼運作的？',
        answer:
          '您或家人只要設定一次時間，{brand} 就會在適當的時候，用清楚的聲音提醒長輩，之後還可以再確認長輩有沒有記得吃藥。{brand} 無法替長輩配藥或給藥。',
      },
      q6: {
        question: '{brand} 是緊急救援系統嗎？',
        answer:
          '不是。{brand} 不能取代緊急救援系統或醫師指示使用的醫療器材。如果長輩先叫 {wakeWord}，再說「救救我」，或是先叫 {wakeWord}，再說「緊急狀況」，它都會通知長輩事先選定的家人聯絡人。發生緊急狀況時，情況允許的話，請務必先撥打 {emergencyNumber}（不在台灣時，請撥打當地的緊急求救電話）。',
      },
      q7: {
        question: '隱私如何受到保護？',
        answer:
          '對話內容全程加密，我們絕不販售個人資料。無論您住在哪裡，我們都讓您享有歐盟《一般資料保護規則》（GDPR）所規定的各項權利；在每個銷售 {brand} 的國家，我們也遵守當地的隱私法規，在台灣就是《個人資料保護法》。沒有長輩的同意，任何資訊都不會分享給家人。',
      },
      q8: {
        question: '{brand} 的費用是多少？',
        answer:
          '裝置費用為 {devicePrice}，服務費用每月 {monthlyPrice}。費用包含無限行動上網、不限人數的家人連線、免費更新，以及全天候客服。',
      },
      q9: {
        question: '可以取消嗎？',
        answer: '可以。只要提前 {noticeDays} 天通知我們，訂閱就會終止，不收任何解約費。',
      },
      q10: {
        question: '如果裝置故障了怎麼辦？',
        answer:
          '每台裝置都享有 {warrantyYears} 年保固。如果出了問題，我們會在 {replacementHours} 小時內免費寄出替換的裝置。',
      },
      q11: {
        question: '由誰來安裝設定？',
        answer:
          '由我們免費幫您處理。專人會到長輩家中，完成所有設定並示範使用方式，大約需要 {setupMin} 到 {setupMax} 分鐘。我們也可以透過視訊通話協助您。',
      },
      q12: {
        question: '要怎麼預留一台 {brand}？',
        answer: '在我們的首頁加入候補名單或預購就可以了。裝置準備好出貨時，我們會第一時間與您聯絡。',
      },
    },
  },
  support: {
    title: '需要幫忙時，我們都在',
    intro: '由真人為您和家人提供協助。',
    options: {
      phone: {
        title: '打電話給我們',
        description: '不論白天或晚上，都有真人為您接聽。',
        action: '撥打 {phone}',
      },
      video: {
        title: '視訊諮詢',
        description: '和我們的團隊視訊通話，親眼看看 {brand} 如何運作，也可以直接提出您的問題。',
        action: '預約視訊諮詢',
      },
      homeVisit: {
        title: '到府安裝',
        description: '我們會到長輩家中，完成所有設定並示範使用方式。完全免費，大約需要 {setupMin} 到 {setupMax} 分鐘。',
        action: '申請到府安裝',
      },
    },
  },
  testimonials: {
    title: '聽聽家人怎麼說',
    intro: '長輩和他們的家人，用自己的話分享心得。',
    items: {
      t1: {
        quote: '我先生過世以後，我就一個人住。現在每天早上都有人問我睡得好不好，吃藥也不會再忘記了。',
        name: 'Margaret O.',
        title: '退休教師，79 歲',
        portraitAlt: 'Margaret 的插畫肖像：她面帶微笑，戴著眼鏡，灰白的頭髮盤成髮髻',
      },
      t2: {
        quote:
          '我女兒以前每天都在擔心我。現在她會收到簡短的近況更新，我也還是能自己作主過日子，我們兩個都睡得更安穩了。',
        name: 'Walter B.',
        title: '有五個孫子孫女的爺爺，84 歲',
        portraitAlt: 'Walter 的插畫肖像：他面帶微笑，戴著圓框眼鏡，兩鬢斑白',
      },
      t3: {
        quote: '在媽媽家的廚房裡，半小時就設定好了。她跟它說話就像跟老朋友聊天一樣，我也終於不用一天打五通電話了。',
        name: 'Rosa M.',
        title: '女兒兼照顧者，52 歲',
        portraitAlt: 'Rosa 的插畫肖像：她平靜地微笑著，留著一頭灰髮',
      },
    },
  },
  api: {
    apply: '申請 API 存取權限',
    whyTitle: '為什麼要與我們整合',
    why: {
      voice: {
        title: '長輩早已信賴的聲音',
        description: '溫暖、有耐心的對話，經過與長輩數千小時的互動調校，支援五種語言。',
      },
      care: {
        title: '照護功能，現成可用',
        description: '提醒、主動問候、家人近況更新和緊急求救語句，從第一天起就能在您的裝置上運作。',
      },
      privacy: {
        title: '內建隱私保護',
        description: '加密機制，以及由長輩本人決定授權的權限模型，都隨 API 一併提供，您不必自己從頭開發。',
      },
      speed: {
        title: '數個月上市，不必等數年',
        description: '清楚易用的 API、範例韌體，加上我們的工程師從旁協助，讓您從原型快速走到正式上市。',
      },
    },
    whoTitle: '適合哪些合作夥伴',
    whoIntro: '我們歡迎以下裝置的製造商，無論是長輩隨身穿戴、擺在家中，或已經日常仰賴的產品：',
    devices: {
      wearables: '穿戴式裝置與智慧手錶',
      pendants: '項鍊式與隨身求救按鈕',
      speakers: '智慧喇叭與智慧螢幕',
      tablets: '平板電腦與智慧鏡',
      hubs: '智慧家庭中樞',
      sensors: '健康感測器',
      robots: '照護機器人',
    },
    howTitle: '合作流程',
    stepLabel: '步驟 {number}',
    steps: {
      apply: { title: '提出申請', description: '告訴我們您的裝置和使用者。我們會在一週內回覆。' },
      build: { title: '開發整合', description: '運用 API、範例韌體和沙盒帳號進行整合。' },
      pilot: { title: '試行', description: '由真實的長輩和家人實際測試，我們的團隊全程把關品質。' },
      live: { title: '正式上線', description: '向您的客戶推出產品，並由我們提供監控與技術支援。' },
    },
    tiersTitle: '合作方案',
    recommended: '推薦',
    tiers: {
      builder: {
        title: '開發者方案',
        price: '免費',
        description: '適合原型開發與概念驗證。',
      },
      partner: {
        title: '合作夥伴方案',
        price: '歡迎洽詢',
        description: '適合準備上市的裝置。',
      },
      enterprise: {
        title: '企業方案',
        price: '客製報價',
        description: '適合醫療體系與大規模裝置部署。',
      },
    },
    tierFeatures: {
      sandbox: '完整 API 的沙盒存取權限',
      docs: '技術文件與範例韌體',
      community: '社群論壇支援',
      limits: '最多 {testDevices} 台測試裝置',
      production: '正式環境存取權限與大量採購優惠',
      engineer: '專屬整合工程師',
      cobrand: '聯名品牌與行銷支援',
      pilot: '由我們陪同、與真實的長輩和家人進行的試行計畫',
      sla: '全天候服務水準協議（SLA）',
      regionalHosting: '區域資料託管',
      custom: '客製化語音與照護功能',
      compliance: '法規遵循審查與稽核',
    },
    getStarted: '立即開始',
    closingTitle: '為您的硬體加入語音照護',
    closingText: '告訴我們您正在開發的產品，我們會在一週內回覆您。',
  },
  crowd: {
    supportToday: '立即支持',
    videoPlaceholder: '我們的募資影片即將推出。在那之前，先用一張圖片告訴您，我們為什麼投入這件事。',
    whyTitle: '為什麼這件事很重要',
    why: {
      alone: {
        title: '太多長輩獨自生活',
        description: '許多長輩獨自生活，有些人一連好幾天都沒有和人好好說上一句話。長期孤單，也可能影響健康。',
      },
      family: {
        title: '家人分隔兩地',
        description: '子女和孫子女都想幫忙，卻不可能每個小時打一通電話。在長輩同意之下，{brand} 讓家人常在身邊。',
      },
      dignity: {
        title: '有尊嚴地自主生活',
        description: '長輩希望繼續住在自己家裡。一個親切的聲音和溫柔的提醒，能幫助他們在家住得更久。',
      },
    },
    demoTitle: '觀看示範',
    demoPlaceholder: '錄製好的示範影片即將推出。在那之前，歡迎到我們的首頁聆聽語音範例。',
    demoLink: '聆聽語音範例',
    supportersTitle: '我們的創始支持者',
    supportersIntro: '他們是最早相信 {brand} 的一群人。衷心感謝各位。',
    supporters: {
      eleanor: { name: 'Eleanor Whitfield', title: '退休護理師' },
      tomasz: { name: 'Tomasz Nowak', title: '兒子兼照顧者' },
      priya: { name: 'Priya Raman', title: '老年醫學科醫師' },
      samuel: { name: 'Samuel Okafor', title: '社區中心主任' },
      haruko: { name: 'Haruko Sato', title: '有三個孫子孫女的奶奶' },
      minjun: { name: 'Min-jun Park', title: '硬體工程師' },
      chiara: { name: 'Chiara Bellini', title: '社工' },
      david: { name: 'David Levin', title: '早期贊助者' },
      meiling: { name: 'Mei-ling Chen', title: '女兒兼照顧者' },
      grace: { name: 'Grace Adeyemi', title: '長輩關懷訪視志工' },
    },
    tiersTitle: '選擇您的支持方式',
    tiersIntro: '每個方案都包含前面各方案的所有內容。',
    mostPopular: '最受歡迎',
    includesPrevious: '「{tier}」的所有內容，再加上：',
    tiers: {
      supporter: {
        title: '支持者',
        description: '用您的名字，為這項使命加油。',
        button: '贊助 {amount}',
      },
      circle: {
        title: '核心夥伴',
        description: '在我們打造產品的過程中，成為我們的核心夥伴。',
        button: '贊助 {amount}',
      },
      pilot: {
        title: '搶先入手',
        description: '成為第一批拿到裝置的人。',
        button: '贊助 {amount}',
      },
      founders: {
        title: '創始會員',
        description: '和我們一起打造 {brand}。',
        button: '贊助 {amount}',
      },
    },
    tierFeatures: {
      wall: '您的名字將列在我們的支持者牆上',
      updates: '搶先收到我們的進度更新',
      demo: '搶先觀看示範',
      foundersContent: '創辦人分享的幕後花絮',
      recognition: '在我們的社群中公開致謝',
      device: '一台首批生產的 {brand} 裝置',
      limited: '僅限前 {pilotLimit} 位贊助者',
      pilotUpdates: '試用計畫的最新消息與意見交流會',
      call: '與創辦人一對一視訊通話',
      feedback: '在功能推出之前，提供您的意見',
      credit: '列名為創始會員',
    },
    paymentNote: '付款會在新分頁開啟的安全付款頁面上完成，該頁面符合 PCI 信用卡安全標準。',
    largerTitle: '想提供更大額的贊助嗎？',
    largerText: '我們很樂意與您聊聊。歡迎透過 {chatApp} 傳訊息給我們的團隊，或打電話給我們：{phone}。',
    chat: '用 {chatApp} 傳訊息給我們',
    faqTitle: '贊助者常見問題',
    faq: {
      when: {
        question: '贊助者什麼時候會收到裝置？',
        answer: '裝置預計在{date}送到贊助者手中。如果時間有所變動，我們會通知每一位贊助者。',
        answerUndated: '預計送達的日期，我們一有把握，就會在每月的進度更新電子郵件中公布。',
      },
      refund: {
        question: '贊助的款項可以退還嗎？',
        answer:
          '「{supporterTier}」和「{circleTier}」是贊助，不是購買商品，因此恕不退還。包含裝置的方案（「{pilotTier}」、「{foundersTier}」）可以依《消費者保護法》解除契約；在 {moneyBackDays} 天內退回裝置，我們也會全額退還您為該方案支付的款項。這些說明不會限制您依法享有的權利。',
      },
      updates: {
        question: '我要怎麼知道最新進度？',
        answer: '每位贊助者每個月都會收到一封簡短的進度更新電子郵件。',
      },
      pilot: {
        question: '{pilotPrice} 的「搶先入手」方案包含哪些內容？',
        answer: '一台首批生產的裝置，僅限前 {pilotLimit} 位贊助者，另外還有試用計畫的最新消息與意見交流會。',
      },
      larger: {
        question: '我的公司或基金會可以贊助嗎？',
        answer: '可以。如需較大額的贊助，請透過 {chatApp} 傳訊息給我們，我們會安排時間與您通話。',
      },
    },
    closingTitle: '幫助長輩少一點孤單',
    closingText: '每一份贊助，都讓 {brand} 更接近需要它的人。想知道我們如何處理您的資料和款項嗎？',
    closingLink: '閱讀信任與隱私說明',
  },
  trust: {
    sections: {
      encryption: {
        title: '每個環節都加密',
        body: '對話和資料在裝置上、傳送到我們伺服器的途中，以及儲存時，都經過加密。我們的員工無法聆聽對話內容。',
      },
      consent: {
        title: '家人須經同意才能存取',
        body: '家人必須經過長輩明確同意，才能取得存取權限。長輩可以隨時變更或撤回同意，只要直接告訴 {brand}，或打電話給我們就可以了。',
      },
      payments: {
        title: '安全且符合 PCI 標準的付款',
        body: '付款交由符合 PCI 信用卡安全標準的付款服務公司處理。我們絕不會看到或儲存您的卡號。',
      },
      privacyLaw: {
        title: '您的隱私權益',
        body: '無論您住在哪裡，我們都讓您享有歐盟《一般資料保護規則》（GDPR）所規定的權利：您可以隨時查閱、更正或刪除您的資料。在台灣，我們也遵守《個人資料保護法》。如需行使這些權利，請寫信至 {email}。',
      },
      guarantee: {
        title: '{moneyBackDays} 天退款保證',
        body: '如果 {brand} 不適合您的家人，只要在收到後 {moneyBackDays} 天內退回裝置，即可獲得全額退款。透過群眾募資方案收到的裝置也適用。不含裝置的方案屬於贊助，恕不退還。',
      },
    },
    whyTitle: '我們為什麼這麼重視',
    whyText: '許多長輩獨自生活。一個與他們朝夕相處的陪伴夥伴，必須安全、誠實、尊重他們，否則就不應該存在。',
    safetyTitle: '安全須知與限制',
    safety: {
      notMedical: '{brand} 不能取代緊急救援系統或醫師指示使用的醫療器材。',
      noMedication: '{brand} 可以提醒長輩吃藥，但無法替長輩配藥或給藥。',
      phrases:
        '發生緊急狀況時，您關心的長輩只要先叫 {wakeWord}，再說「救救我」，或是先叫 {wakeWord}，再說「緊急狀況」，{brand} 就會通知長輩事先選定的家人聯絡人。',
      call: '情況允許的話，請務必先撥打 {emergencyNumber}（不在台灣時，請撥打當地的緊急求救電話）。',
    },
    contactTitle: '對隱私有疑問嗎？',
    contactText: '歡迎寫信給我們的隱私團隊：',
  },
  legal: {
    updated: '最後更新日期：{date}',
    contents: '本頁內容',
    privacy: {
      who: {
        title: '關於我們',
        body: '{brand} 為長輩打造語音陪伴裝置。本政策說明我們透過本網站和裝置蒐集哪些資訊，以及蒐集的原因。您可以透過 {email} 與我們聯絡。',
      },
      website: {
        title: '本網站蒐集的資訊',
        body: '本網站沒有會員帳號，也沒有廣告追蹤程式。您的瀏覽器會在您自己的電腦、平板或手機上，儲存您選擇的語言、文字大小和簡單的造訪次數；這些資料絕不會傳送給我們。我們的主機代管服務商會保留簡短的技術紀錄，以維護網站安全。',
      },
      forms: {
        title: '候補名單、預購與付款',
        body: '當您加入候補名單或預購時，安全的預購表單會在新分頁開啟。您在表單中填寫的資料，只會用來處理您的預留事宜，並就此與您聯絡。付款由符合 PCI 信用卡安全標準的付款服務公司處理；我們絕不會看到您的卡號。',
      },
      device: {
        title: '裝置與家人存取',
        body: '裝置會處理對話內容，以便回應和提醒。資料在裝置上、傳輸過程中和儲存時都經過加密。家人必須經過長輩明確同意，才能看到身心近況的更新；長輩可以隨時變更或撤回這項同意。',
      },
      sharing: {
        title: '我們與誰分享資訊',
        body: '我們只會與協助我們營運服務的公司分享資訊，例如主機代管、付款和配送業者，並以保護您資料的合約加以約束。我們絕不販售個人資料。',
      },
      retention: {
        title: '資料保存期限',
        body: '候補名單的聯絡資料會保存到裝置寄送給您為止，或直到您要求我們刪除為止。客戶資料在訂閱期間內保存；訂閱結束後，僅在法律要求的期間內保存。',
      },
      rights: {
        title: '您的權利',
        body: '您可以要求查閱、更正、匯出或刪除您的資料，也可以對我們使用資料的方式提出異議。無論您住在哪裡，我們都提供 GDPR 所保障的這些權利；在台灣，我們也遵守《個人資料保護法》。請寫信至 {email}，我們會在 15 天內回覆；如需延長，最多再延長 15 天，並會以書面告知原因。',
      },
      changes: {
        title: '本政策的變更',
        body: '本政策變更時，我們會更新本頁上方的日期；如有重要變更，也會以電子郵件通知客戶。',
      },
    },
    terms: {
      about: {
        title: '關於本條款',
        body: '當您使用本網站、加入候補名單、預購 {brand} 裝置，或支持我們的群眾募資活動時，即適用本條款。',
      },
      website: {
        title: '使用本網站',
        body: '您可以使用本網站來了解 {brand}。請勿濫用本網站，例如試圖破壞網站安全，或複製網站內容作為商業用途。',
      },
      orders: {
        title: '候補名單與預購',
        body: '加入候補名單並不代表您必須購買。預購會以 {devicePrice} 為您預留一台裝置，自裝置送達起，每月收取 {monthlyPrice} 的訂閱費用。您只要提前 {noticeDays} 天通知，就可以取消訂閱，不收任何解約費。',
      },
      refunds: {
        title: '退款保證',
        body: '如果您對裝置不滿意，請在收到裝置後 {moneyBackDays} 天內退回，即可全額退還裝置費用；退貨運費由我們負擔。裝置寄出前，您可以取消預購，我們會全額退還您已支付的款項。',
      },
      warranty: {
        title: '保固',
        body: '本裝置享有 {warrantyYears} 年硬體保固。如果裝置故障無法使用，我們會在 {replacementHours} 小時內免費寄出替換裝置。此保固是在您依法享有的權利之外另行提供，不會限制您的法定權利。',
      },
      crowd: {
        title: '群眾募資贊助',
        body: '「{supporterTier}」和「{circleTier}」方案是支持 {brand} 開發的贊助，不寄送商品，恕不退還。「{pilotTier}」和「{foundersTier}」方案包含一台裝置，等於購買這台裝置：上述解除契約、退款保證與保固的規定同樣適用，退貨時我們會退還您為該方案支付的款項。各方案的回饋內容已分別說明；交貨日期為預估日期，如有變動，我們會通知贊助者。',
      },
      medical: {
        title: '非醫療器材',
        body: '{brand} 不能取代緊急救援系統或醫師指示使用的醫療器材，也無法配藥或給藥。發生緊急狀況時，請撥打 {emergencyNumber}（不在台灣時，請撥打當地的緊急求救電話）。',
      },
      contact: {
        title: '如有疑問',
        body: '如果您對本條款有任何疑問，請撥打 {phone}，或寫信至 {email} 與我們聯絡。',
      },
    },
    accessibility: {
      commitment: {
        title: '我們的承諾',
        body: '我們的訪客中，有許多人已超過 70 歲。我們的目標是讓每種語言的每個頁面，都符合《網頁內容無障礙指引》（WCAG）2.2 的 AA 等級，並針對年長者的視力和手部操作需求做得更多：大字體、高對比，以及大按鈕。',
      },
      features: {
        title: '我們做了哪些努力',
        body: '每個頁面都能用鍵盤和螢幕閱讀器操作，文字可以放大；當您的電腦、平板或手機設定為減少動態效果時，頁面上不會有任何移動的內容；聲音和影片也絕不會自動播放。每段語音範例都附有文字稿，影片如果本身有字幕，也會顯示字幕。',
      },
      limits: {
        title: '已知的限制',
        body: '影片是透過 YouTube 播放，我們無法控制它的播放器。預購表單和付款頁面由其他公司營運，可能未達到相同的標準。語音範例目前使用的是合成語音。',
      },
      report: {
        title: '向我們回報問題',
        body: '如果本網站有任何地方不方便使用，請告訴我們。請寫信至 {accessibilityEmail} 或撥打 {phone}。我們會在一週內回覆。',
      },
      checked: {
        title: '我們如何檢查',
        body: '每次更新網站時，我們都會針對每種語言的每個頁面，在手機和桌機的螢幕尺寸下執行自動化無障礙檢測。此外，我們也會在只使用鍵盤的情況下，測試主要的操作流程。',
      },
    },
  },
  toast: {
    region: '通知（{hotkey}）',
    label: '通知',
    close: '關閉通知',
  },
  /** The seller page (the Japanese 特定商取引法に基づく表記) and the footer's business details. */
  seller: {
    /** Each item's label: what a market's law calls it. */
    items: {
      name: '公司名稱',
      representative: '負責人',
      address: '地址',
      phone: '電話',
      email: '電子郵件',
      businessNumber: '營業登記號碼',
      mailOrderNumber: '通訊販賣業申報號碼',
      vatNumber: '加值稅號碼',
      companyNumber: '統一編號',
      price: '價格',
      otherCharges: '其他費用',
      payment: '付款方式',
      paymentTiming: '付款時間',
      delivery: '交貨',
      returns: '取消、退貨與換貨',
    },
    price:
      '裝置費用為 {devicePrice}，服務費用每月 {monthlyPrice}（自裝置送達日起）。群眾募資各方案的金額，標示在各方案旁。',
    /** Beside a market's own prices; a market on US-dollar prices shows `pricing.prices.usdOnly` instead. */
    otherChargesLocal: '沒有（運費已含在價格內）。您自家電話或網路的費用由您自行負擔。',
    payment: '信用卡，在新分頁開啟的安全付款頁面付款。我們不會看到您的卡號。',
    paymentTiming: '裝置費用在預購時支付。服務費用從裝置送達當天起按月收取。群眾募資方案在您選擇時，於付款頁面付款。',
    /** {date}: the month devices are expected, as the language writes it. */
    deliveryDated: '預計於{date}送達。出貨前我們會再通知您。',
    deliveryUndated: '一旦確定送達時間，我們會立即通知您。',
    returns:
      '裝置寄出前，您可以取消預購，我們會全額退還您已支付的款項。送達後 {moneyBackDays} 天內，不論任何理由都可以退貨，我們會全額退還裝置費用（包含裝置的群眾募資方案，則退還您為該方案支付的款項）；請先打電話或寫電子郵件與我們聯絡，退貨運費由我們負擔。在 {warrantyYears} 年保固期間內，如果裝置故障，我們會在 {replacementHours} 小時內免費寄出替換裝置。服務只要提前 {noticeDays} 天通知即可解約，不收取解約費。不含裝置的群眾募資方案屬於贊助，恕不退還。',
    /** Only where the market's law gives a withdrawal period ({withdrawalDays}: 14 in Italy, 7 in Korea and Taiwan). */
    withdrawal: '此外，依法您可在裝置送達後 {withdrawalDays} 天內，不需說明理由解除購買契約。',
  },
  pages: {
    home: {
      title: '{brand}：長輩的語音陪伴夥伴',
      description: '{brand} 是親切的長輩語音陪伴夥伴：每天陪伴聊天、提醒吃藥，也讓家人安心。立即加入候補名單或預購。',
    },
    faq: {
      title: '常見問題 | {brand}',
      description: '關於 {brand} 的常見問題解答：運作方式、隱私、家人的存取權限、安裝設定、價格，以及它做不到的事。',
      heading: '常見問題',
      intro: '家人在把 {brand} 帶回家之前常問的問題，我們都用淺白的話回答。',
    },
    support: {
      title: '客服與安裝設定 | {brand}',
      description: '歡迎隨時來電、預約視訊諮詢，或申請免費到府安裝。由真人協助您和家人開始使用 {brand}。',
      heading: '由真人為您服務',
      intro: '打電話給我們、透過視訊與我們見面，或請我們到府幫您安裝 {brand}。選擇最適合您的方式就好。',
    },
    testimonials: {
      title: '長輩與家人的故事 | {brand}',
      description: '看看長輩和家人如何每天使用 {brand} 聊天、接收提醒，並保持聯絡。',
      heading: '長輩與家人的故事',
      intro: '長輩和他們的家人用自己的話告訴我們，{brand} 為他們帶來了哪些改變。',
    },
    pricing: {
      title: '價格方案 | {brand}',
      description:
        '一個簡單的方案：{brand} 裝置加上月費訂閱，包含無限上網、免費到府安裝與全天候客服。取消也不收解約費。',
      heading: '一個簡單的方案',
      intro: '裝置、服務和您需要的協助全都包含在內。所有費用都寫在這一頁，也沒有解約費。',
    },
    api: {
      title: '硬體 API 合作夥伴計畫 | {brand}',
      description:
        '將 {brand} 的語音照護帶進您的硬體。申請 API 存取權限，與我們的團隊一起開發與試行，並在穿戴式裝置、智慧喇叭、智慧家庭中樞等產品上正式推出。',
      heading: '與 {brand} 一起打造：把語音照護帶進您的硬體',
      intro: '我們的合作夥伴計畫讓裝置製造商能使用 {brand} 的對話、提醒與家人相關功能。',
    },
    crowdsupport: {
      title: '支持我們的使命 | {brand}',
      description: '幫助 {brand} 來到獨居長輩身邊。贊助這項計畫、成為我們的創始支持者，或預留一台首批生產的裝置。',
      heading: '支持我們的使命',
      intro: '太多長輩日復一日獨自度過。您的支持能幫助我們更快把 {brand} 送到他們身邊。',
    },
    trust: {
      title: '信任與隱私 | {brand}',
      description: '{brand} 如何保護長輩和家人：資料加密、家人必須經過同意才能存取、安全付款，以及裝置退款保證。',
      heading: '信任與隱私',
      intro: '走進家中的陪伴夥伴，必須先贏得信任。以下說明我們如何保護您關心的長輩和您的家人。',
    },
    privacy: {
      title: '隱私權政策 | {brand}',
      description: '{brand} 在本網站和裝置上蒐集哪些資訊、為什麼蒐集、保存多久，以及您有哪些選擇。',
      heading: '隱私權政策',
      intro: '我們蒐集什麼、為什麼蒐集，以及您有哪些選擇，都用淺白的話說明清楚。',
    },
    terms: {
      title: '服務條款 | {brand}',
      description: '使用 {brand} 網站、加入候補名單、預購裝置，以及支持我們群眾募資活動的相關條款。',
      heading: '服務條款',
      intro: '使用本網站、加入候補名單、預購，以及支持我們募資活動的相關規則。',
    },
    accessibility: {
      title: '無障礙說明 | {brand}',
      description: '我們致力打造適合年長訪客使用的網站：我們追求的標準、仍需改進的地方，以及如何向我們回報問題。',
      heading: '無障礙說明',
      intro: '我們為各個年齡層、各種能力的人打造這個網站，包括使用螢幕閱讀器或鍵盤操作的朋友。',
    },
    seller: {
      title: '賣家資訊 | {brand}',
      description: '販售 {brand} 的公司、地址與聯絡方式、價格、付款、交貨與退貨說明。',
      heading: '賣家資訊',
      intro: '通訊交易的賣家應告知您的資訊，都整理在這裡。',
    },
    notFound: {
      title: '404 找不到網頁 | {brand}',
      description: '找不到這個網頁。請前往 {brand} 首頁，尋找您需要的內容。',
    },
  },
} satisfies Dictionary;

export default zhTw;
