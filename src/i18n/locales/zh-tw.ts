import type { Dictionary } from '../dictionary';

const zhTw = {
  common: {
    skipToContent: '跳到主要內容',
    opensInNewTab: '（在新分頁開啟）',
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
  languageSwitcher: {
    button: '語言：{language}',
    listLabel: '選擇語言',
  },
  footer: {
    label: '網站連結',
    tagline: '陪伴長輩的溫暖聲音，也讓愛他們的人安心。',
    pricing: '價格方案',
    testimonials: '使用者分享',
    faq: '常見問題',
    support: '客服支援',
    privacy: '隱私權政策',
    terms: '服務條款',
    accessibility: '無障礙說明',
    api: 'API 合作夥伴計畫',
    mission: '支持我們的使命',
    trust: '信任與隱私',
    socialLabel: '追蹤 {brand}',
    facebook: '{brand} 的 Facebook',
    instagram: '{brand} 的 Instagram',
    youtube: '{brand} 的 YouTube',
    copyright: '© {year} {brand} 版權所有。',
  },
  video: {
    heroTitle: '認識 {brand}',
    meetTitle: '與 {brand} 共度的一天',
    close: '關閉影片',
    playerLabel: '影片播放器：{title}',
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
      '{brand} 會聊天、會傾聽，也會記得。它整天陪伴您關心的長輩，溫柔提醒吃藥和看診時間，也幫助全家人保持親近，而且一切都經過長輩本人同意。',
    playVideo: '播放影片',
    meetButton: '聽聽 {brand} 打招呼',
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
          '經長輩同意後，家人可以收到身心狀況的近況更新；當作息或心情出現變化時，也會收到溫和的通知，還能加入事先約好的視訊通話。',
        imageAlt: '{brand} 裝置以愛心連結著女兒和孫兒的照片',
      },
      health: {
        title: '貼心提醒與問候',
        description: '吃藥提醒、看診提醒，以及親切的健康問候，都會在適當的時間清楚說出來。',
        imageAlt: '{brand} 裝置旁放著一週分裝藥盒、一杯水，以及指著早晨時間的時鐘',
      },
      affirmation: {
        title: '鼓勵的話語',
        description: '親切又溫暖的話語，讓早晨有個好的開始，讓夜晚平靜地結束。',
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
    showTranscript: '顯示文字',
    hideTranscript: '隱藏文字',
    transcriptLabel: '{brand} 說的話',
    nowPlaying: '正在播放：{title}',
    stopped: '已停止播放。',
    errorTitle: '這段語音範例無法播放',
    errorDescription: '請檢查您的網路連線，然後再試一次。',
    transcripts: {
      hero: '您好，我是 {brand}，很高興認識您。我可以陪您聊天、提醒您生活中的小事，也讓您和家人更親近。想聊天的時候，隨時叫我的名字就好。',
      voice: '早安！昨晚睡得好嗎？今天天氣晴朗，很舒服。您想聽聽新聞，還是我們來聊聊您的花園？',
      family: '您的女兒美玲傳了訊息來。她說今晚六點會打電話給您，孫子們也要我轉告：他們好愛您。',
      health: '現在九點了。該吃早上的血壓藥囉，請配一整杯水。中午要不要我再提醒您一次？',
      affirmation: '您有一顆善良的心，身邊的人能認識您，真是幸運。深呼吸一下。今天是美好的一天。',
    },
  },
  meet: {
    cardTitle: '看看 {brand} 在家中的樣子',
    cardDescription: '觀看一部短片，看看與 {brand} 共度的平凡一天：從早上的閒聊，到晚上家人打來的電話。',
    cardButton: '播放短片',
    sectionTitle: '認識 {brand}',
    sectionText: '用一部短片，看看平凡的一天：早餐時聊聊天，午餐時聽到提醒，晚上接到家人的來電。',
    sectionButton: '觀看短片',
    privacyBadge: '全程加密，經同意才會分享',
  },
  waitlist: {
    heading: '為您所愛的人預留一台 {brand}',
    intro: '加入優先候補名單，或立即預購。裝置準備好出貨時，我們會第一時間與您聯絡。',
    label: '電子郵件或手機號碼',
    placeholder: 'name@example.com 或 0912-345-678',
    disclaimer: '送出後，會在新分頁開啟我們安全的預購表單。您的聯絡資料只會用來通知您預留的相關消息，絕不會用於廣告。',
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
    devicePrice: '裝置 {price}',
    period: '之後每月 {price}',
    features: {
      device: '{brand} 裝置，開箱即可使用',
      support: '真人協助，日夜都在',
      setup: '免費到府安裝設定',
      family: '家人連線，不限人數',
      premium: '所有進階功能：聊天、提醒與問候',
      updates: '免費更新，持續加入新功能',
    },
    button: '立即預購',
  },
  faq: {
    title: '常見問答',
    intro: '家人最常問我們的問題，我們用淺白的話回答。',
    items: {
      q1: {
        question: '{brand} 是什麼？',
        answer:
          '{brand} 是一台小巧的長輩語音陪伴裝置。沒有螢幕，也不用學習：長輩只要開口說話，{brand} 就會傾聽、回答、記住，並適時提醒。',
      },
      q2: {
        question: '我的爸媽需要 Wi-Fi 或智慧型手機嗎？',
        answer: '不需要。{brand} 有自己的行動網路連線，訂閱費用已包含無限上網。插上電源就能使用。',
      },
      q3: {
        question: '{brand} 如何幫助長輩減少孤單？',
        answer:
          '{brand} 每天都會主動親切地和長輩聊天，記得他們喜歡的話題和親人的名字，也會關心他們今天過得如何。經常聊聊天，能讓頭腦保持靈活，日子也不再那麼冷清。',
      },
      q4: {
        question: '家人聽得到我們的對話嗎？',
        answer:
          '聽不到。家人必須經過長輩明確同意才能取得資訊，而且收到的是身心狀況的近況更新，以及作息或心情出現變化時的通知，而不是對話錄音。長輩可以隨時變更或撤回同意。',
      },
      q5: {
        question: '吃藥提醒是怎麼運作的？',
        answer:
          '您或家人只要設定一次時間，{brand} 就會在適當的時候，用清楚的聲音提醒長輩，之後還可以再確認長輩有沒有記得吃藥。{brand} 無法替長輩配藥或給藥。',
      },
      q6: {
        question: '{brand} 是醫療緊急求救系統嗎？',
        answer:
          '不是。{brand} 不能取代醫療緊急求救系統或醫師開立使用的醫療器材。如果長輩說「{brand}，救救我」或「{brand}，緊急狀況」，它會通知長輩事先選定的家人聯絡人。發生緊急狀況時，只要能夠，請一定要撥打當地的緊急求救電話。',
      },
      q7: {
        question: '隱私如何受到保護？',
        answer:
          '對話內容全程加密，我們絕不販售個人資料，並遵守歐盟《一般資料保護規則》（GDPR）。沒有長輩的同意，任何資訊都不會分享給家人。',
      },
      q8: {
        question: '{brand} 的費用是多少？',
        answer:
          '裝置費用為 {devicePrice}，服務費用每月 {monthlyPrice}。費用包含無限行動上網、不限人數的家人連線、全天候客服，以及免費更新。',
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
        answer: '在這個頁面加入候補名單或預購就可以了。裝置準備好出貨時，我們會第一時間與您聯絡。',
      },
    },
  },
  support: {
    title: '需要幫忙時，我們都在',
    intro: '由真人為您和家人提供協助。',
    options: {
      phone: {
        title: '打電話給我們',
        description: '不論白天或晚上，都有真人為您接聽。只有從美國和加拿大撥打才免付費。',
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
        action: '申請到府服務',
      },
    },
  },
  testimonials: {
    title: '聽聽家人怎麼說',
    intro: '長輩和他們的家人，用自己的話分享心得。',
    items: {
      t1: {
        quote: '我先生過世以後，我就一個人住。現在每天早上都有人問我睡得好不好，我也再也沒忘記吃藥了。',
        name: 'Margaret O.',
        title: '退休教師，79 歲',
        portraitAlt: 'Margaret 的插畫肖像：她面帶微笑，戴著眼鏡，灰白的頭髮盤成髮髻',
      },
      t2: {
        quote:
          '我女兒以前每天都在擔心我。現在她會收到簡短的近況更新，我也還是能自己作主過日子，我們兩個都睡得更安穩了。',
        name: 'Walter B.',
        title: '五個孫兒的爺爺，84 歲',
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
  toast: {
    label: '通知',
    close: '關閉通知',
  },
  pages: {
    home: {
      title: '{brand}：長輩的語音陪伴夥伴',
      description: '{brand} 是親切的長輩語音陪伴夥伴：每天陪伴聊天、提醒吃藥，也讓家人安心。立即加入候補名單或預購。',
    },
    faq: {
      title: '常見問答 | {brand}',
      description: '關於 {brand} 的常見問題解答：運作方式、隱私、家人的存取權限、安裝設定、價格，以及它做不到的事。',
      heading: '常見問答',
      intro: '家人在把 {brand} 帶回家之前常問的問題，我們都用淺白的話回答。',
    },
    support: {
      title: '客服與安裝設定 | {brand}',
      description: '歡迎隨時撥打免付費專線、預約視訊協助，或申請免費到府安裝。由真人協助您和家人開始使用 {brand}。',
      heading: '由真人為您服務',
      intro: '打電話給我們、透過視訊與我們見面，或請我們到府幫您安裝 {brand}。選擇最適合您的方式就好。',
    },
    testimonials: {
      title: '長輩與家人的故事 | {brand}',
      description: '看看長輩和家人如何每天使用 {brand} 聊天、接收提醒，並保持聯繫。',
      heading: '長輩與家人的故事',
      intro: '長輩和他們的家人用自己的話告訴我們，{brand} 為他們帶來了哪些改變。',
    },
    pricing: {
      title: '價格方案 | {brand}',
      description:
        '一個簡單的方案：{brand} 裝置加上月費訂閱，包含無限上網、全天候客服與免費到府安裝。取消不收任何費用。',
      heading: '一個簡單的方案',
      intro: '裝置、服務和您需要的協助全都包含在內，沒有隱藏費用，也沒有解約費。',
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
      description: '幫助 {brand} 來到獨居長輩身邊。贊助這項計畫、成為我們的創始支持者，或預留一台試用裝置。',
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
    notFound: {
      title: '404 找不到網頁 | {brand}',
      description: '找不到這個網頁。請前往 {brand} 首頁，尋找您需要的內容。',
    },
  },
} satisfies Dictionary;

export default zhTw;
