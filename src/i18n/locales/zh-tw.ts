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
    transcripts: {
      hero: '您好，我是 {brand}，很高興認識您。我可以陪您聊天、提醒您生活中的小事，也讓您和家人更親近。想聊天的時候，隨時叫我的名字就好。',
      voice: '早安！昨晚睡得好嗎？今天天氣晴朗，很舒服。您想聽聽新聞，還是我們來聊聊您的花園？',
      family: '您的女兒美玲傳了訊息來。她說今晚六點會打電話給您，孫子們也要我轉告：他們好愛您。',
      health: '現在九點了。該吃早上的血壓藥囉，請配一整杯水。中午要不要我再提醒您一次？',
      affirmation: '您有一顆善良的心，身邊的人能認識您，真是幸運。深呼吸一下。今天是美好的一天。',
    },
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
