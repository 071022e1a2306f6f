import type { Dictionary } from '../dictionary';

const ko = {
  common: {
    skipToContent: '본문으로 바로가기',
    opensInNewTab: '(새 탭에서 열림)',
  },
  contact: {
    wakeWord: '{brand}({reading})',
    phoneWithDigits: '{display}({digits})',
    phoneNotes: {
      localFree: '국내에서는 무료로 전화하실 수 있습니다.',
      abroadUsFree:
        '이 번호는 미국 번호입니다. 미국과 캐나다에서는 무료로 전화하실 수 있으며, 한국 등 다른 나라에서 거시면 국제전화 요금이 부과됩니다.',
      abroadUs: '이 번호는 미국 번호로, 한국 등 다른 나라에서 거시면 국제전화 요금이 부과됩니다.',
      abroad: '이 번호는 해외 번호로, 국제전화 요금이 부과됩니다.',
    },
    chatApps: {
      whatsapp: '왓츠앱',
      line: '라인',
      kakao: '카카오톡',
    },
  },
  header: {
    homeLink: '{brand} 홈페이지',
    primaryNav: '주 메뉴',
    features: '기능',
    watchVideo: '동영상 보기',
    pricing: '요금',
    support: '고객 지원',
    joinWaitlist: '대기자 명단 등록',
    preorder: '사전 주문하기',
    openMenu: '메뉴',
    closeMenu: '메뉴 닫기',
  },
  textSize: {
    button: '글자 크기',
    options: '글자 크기 선택',
  },
  languageSwitcher: {
    button: '언어: {language}',
    listLabel: '언어 선택',
  },
  footer: {
    label: '사이트 링크',
    tagline: '어르신께는 따뜻한 음성 말벗을, 어르신을 아끼는 분들께는 든든한 안심을 드립니다.',
    pricing: '요금',
    testimonials: '이용 후기',
    faq: '자주 묻는 질문',
    support: '고객 지원',
    privacy: '개인정보 처리방침',
    terms: '이용약관',
    accessibility: '웹 접근성',
    api: 'API 파트너 프로그램',
    crowdsupport: '후원하기',
    trust: '신뢰와 개인정보 보호',
    socialLabel: '{brand} 팔로우하기',
    facebook: '{brand} 페이스북',
    instagram: '{brand} 인스타그램',
    youtube: '{brand} 유튜브',
    copyright: '© {year} {brand}. 무단 전재 및 재배포 금지.',
    /** The footer link to the seller's details (in Japan, the 特定商取引法 disclosure). */
    seller: '판매자 정보',
    /** Heads the business details in the footer (Korea: every page; Italy and Taiwan: the company and its number). */
    business: '사업자 정보',
    /** A business detail's label before its value ({label}: such as 상호). */
    itemLabel: '{label}:',
  },
  video: {
    captionsAvailable: '이 동영상에는 자막이 있습니다. 플레이어의 자막(CC) 버튼을 누르시면 자막이 나옵니다.',
    captionsMissing: '이 동영상에는 아직 자막이 없습니다. 자막을 준비하고 있습니다.',
    heroTitle: '{brand} 소개',
    meetTitle: '하루를 함께하는 {brand}',
    close: '동영상 닫기',
    playerLabel: '동영상 플레이어: {title}',
    unavailable: '동영상이 나오지 않으면 사용 중인 네트워크에서 동영상 서비스를 막고 있을 수 있습니다.',
    watchElsewhere: '유튜브에서 보기',
  },
  renderError: {
    heading: '문제가 발생했습니다',
    body: '이 페이지가 제대로 작동하지 않습니다. 페이지를 새로고침하시면 대부분 해결됩니다. 문제가 계속되면 {phone} 번호로 전화해 주세요.',
    reload: '페이지 새로고침',
  },
  notFound: {
    heading: '404 Page Not Found',
    hint: '주소에 오타가 없는지 확인해 주세요. 링크를 통해 오셨다면 페이지가 이동되었을 수 있습니다.',
    homeLink: '홈페이지로 가기',
  },
  home: {
    headline: '따뜻한 목소리가 언제나 *곁에*',
    tagline: '어르신께는 다정한 음성 말벗이, 가족에게는 든든한 안심이 되어 드립니다.',
    intro:
      '대화하고, 귀 기울이고, 기억하는 {brand}. 하루 종일 소중한 분의 곁을 지키며 약 드실 시간과 병원 예약을 다정하게 알려 드립니다. 또한 언제나 어르신 본인의 동의를 받아, 가족과 가까이 지내실 수 있도록 돕습니다.',
    playVideo: '동영상 재생하기',
    meetButton: '{brand}의 인사 들어 보기',
    featuresTitle: '{brand}의 주요 기능',
    featuresSubtitle: '어르신이 편하게 말씀하시는 방식 그대로 만들었습니다. 따로 배울 것도, 읽어야 할 화면도 없습니다.',
    features: {
      voice: {
        title: '매일 이야기 나눌 말벗',
        description:
          '{brand}에게서 뉴스도 들으시고, 옛 추억과 오늘 하루의 계획까지 편하게 이야기 나누실 수 있습니다. 매일 나누는 대화는 외로움을 덜어 주고 두뇌 활동을 활발하게 해 줍니다.',
        imageAlt: '안락의자에 앉아 차를 마시며 {brand} 기기와 이야기를 나누는 할아버지',
      },
      family: {
        title: '가족과 더 가까이',
        description:
          '어르신 본인이 동의하시면 가족은 안부 소식을 받아 보고, 평소 생활 리듬이나 기분에 변화가 생겼을 때 부드러운 알림을 받을 수 있습니다. 예약된 화상 통화에 함께 참여할 수도 있습니다.',
        imageAlt: '딸과 손주의 사진에 하트로 이어진 {brand} 기기',
      },
      health: {
        title: '알림과 안부 확인',
        description: '약 드실 시간, 병원 예약 안내, 다정한 안부 확인까지 알맞은 때에 또박또박 말씀드립니다.',
        imageAlt: '{brand} 기기 옆에 놓인 요일별 약통, 물 한 잔, 아침 시간을 가리키는 시계',
      },
      affirmation: {
        title: '힘이 되는 말 한마디',
        description: '아침을 기분 좋게 시작하고 저녁을 편안하게 마무리할 수 있도록 따뜻하고 힘이 되는 말을 건넵니다.',
        imageAlt: '해 뜰 무렵 머그잔을 들고 미소 짓는 할머니와 곁에서 빛나는 {brand} 기기',
      },
      privacy: {
        title: '설계 단계부터 개인정보 보호',
        description:
          '대화는 암호화됩니다. 가족이 정보를 확인하려면 어르신 본인의 명시적인 동의가 필요하며, 어르신은 언제든지 이 동의를 변경하거나 철회하실 수 있습니다.',
        imageAlt: '{brand} 기기를 안전하게 지키는 자물쇠 달린 커다란 방패',
      },
    },
  },
  media: {
    heroVideoPoster: '사이드 테이블 위 찻잔 옆에서 은은하게 빛나는 {brand} 기기',
    meetVideoPoster: '안락의자에 앉아 미소 지으며 {brand} 기기와 이야기를 나누는 할머니',
    meetSectionImage: '아침 햇살이 드는 부엌 식탁에 앉은 노부부와 그 곁에 놓인 {brand}',
    crowdVideoPlaceholder: '{brand} 기기와 함께 집에서 지내는 어르신과 창밖으로 보이는 동네 풍경',
    crowdDemoPlaceholder: '알림 메모와 달력, 휴대전화에 둘러싸여 부엌 조리대 위에 놓인 {brand}',
    shareImage: '{brand}: 어르신을 위한 음성 말벗',
  },
  audio: {
    heroTitle: '{brand}의 인사',
    listen: '듣기',
    listenTo: '듣기: {title}',
    playing: '재생 중…',
    stop: '멈추기',
    stopLabel: '멈추기: {title}',
    showTranscript: '글로 읽기',
    hideTranscript: '글 숨기기',
    transcriptLabel: '{brand}의 말',
    nowPlaying: '재생 중: {title}',
    stopped: '재생을 멈췄습니다.',
    errorTitle: '이 음성 샘플을 재생하지 못했습니다',
    errorUnreachable: '음성을 불러오지 못했습니다. 인터넷 연결을 확인하신 후 다시 시도해 주세요.',
    errorUnplayable:
      '사용 중인 브라우저나 기기에서 재생되지 않았습니다. 소리가 켜져 있는지 확인하시거나 다른 브라우저로 시도해 주세요. 들려 드리려던 내용은 ‘{showTranscript}’에서 읽으실 수 있습니다.',
    transcripts: {
      hero: '안녕하세요, 저는 {wakeWord}입니다. 만나서 반가워요. 말벗도 되어 드리고, 소소한 일도 잊지 않게 챙겨 드리고, 가족과 더 가까이 지내실 수 있게 도와드릴게요. 이야기하고 싶으실 땐 언제든 제 이름을 불러 주세요.',
      voice:
        '좋은 아침이에요! 안녕히 주무셨어요? 오늘은 맑고 포근해요. 뉴스를 들려 드릴까요, 아니면 텃밭 이야기를 해 볼까요?',
      family: '따님 지은 씨가 메시지를 보냈어요. 오늘 저녁 여섯 시에 전화드린대요. 손주들도 사랑한다고 전해 달래요.',
      health: '아홉 시예요. 아침 혈압약 드실 시간이에요. 물 한 컵 가득 따라서 함께 드세요. 점심때 다시 알려 드릴까요?',
      affirmation:
        '마음이 참 따뜻한 분이세요. 주변 분들은 어르신을 알게 되어 복 받은 거예요. 심호흡 한번 해 보세요. 오늘도 좋은 하루가 될 거예요.',
    },
  },
  meet: {
    cardTitle: '집에서 만나는 {brand}',
    cardDescription: '아침 인사부터 저녁 가족 통화까지, 하루를 함께하는 {brand}의 모습을 짧은 영상으로 만나 보세요.',
    cardButton: '일상 영상 보기',
    sectionTitle: '{brand}, 직접 만나 보세요',
    sectionText:
      '평범한 하루를 짧은 영상에 담았습니다. 아침 식사를 하며 나누는 대화, 점심때의 알림, 그리고 저녁에 걸려 오는 가족의 전화까지.',
    sectionButton: '일상 영상 보기',
    privacyBadge: '암호화되며, 동의하신 경우에만 공유됩니다',
  },
  waitlist: {
    heading: '사랑하는 분을 위해 {brand} 기기를 예약하세요',
    intro:
      '대기자 명단에 등록하시면 우선적으로 안내해 드립니다. 지금 바로 사전 주문하실 수도 있습니다. 기기 배송 준비가 되는 대로 연락드리겠습니다.',
    label: '이메일 또는 휴대폰 번호',
    placeholder: 'name@example.com 또는 010-1234-5678',
    disclaimer:
      '‘기기 예약하기’ 버튼을 누르시면 안전한 사전 주문 양식이 새 탭에서 열립니다. 남겨 주신 연락처는 예약 안내에만 사용하며, 광고에는 절대 사용하지 않습니다.',
    submit: '기기 예약하기',
    processing: '처리 중…',
    errors: {
      required: '이메일 주소나 휴대폰 번호를 입력해 주세요.',
      invalid: '올바른 이메일 주소나 {minDigits}~{maxDigits}자리 전화번호를 입력해 주세요.',
      tooLong: '입력하신 내용이 너무 깁니다. {maxLength}자 이내로 입력해 주세요.',
    },
    opened: '사전 주문 양식이 새 탭에서 열렸습니다.',
    blockedTitle: '사전 주문 양식이 열리지 않았습니다',
    blockedDescription: '브라우저에서 새 탭을 차단했습니다. 대신 아래에 표시된 링크를 이용해 주세요.',
    blockedLink: '사전 주문 양식 열기',
    successTitle: '대기자 명단 등록이 완료되었습니다',
    successMessage: '감사합니다. {brand} 기기의 배송 준비가 되는 대로 바로 연락드리겠습니다.',
  },
  pricing: {
    title: '간단하고 정직한 요금',
    intro: '모든 기능이 포함된 요금제 하나뿐입니다. 약정도, 위약금도 없습니다.',
    planName: '{brand} 돌봄 요금제',
    badge: '가장 알찬 선택',
    devicePrice: '기기 {devicePrice}',
    period: '이후 매월 {monthlyPrice}',
    /** A market's own price with its tax wording ({price}: the amount, such as 44,000円), and the note beside US-dollar prices. */
    prices: {
      taxIncluded: '{price}(부가세 포함)',
      taxExcluded: '{price}(부가세 별도)',
      usdOnly: '가격은 미국 달러 기준이며, 한국의 부가세와 수입 관세, 한국까지의 배송비는 포함되어 있지 않습니다.',
    },
    features: {
      device: '상자에서 꺼내 바로 쓸 수 있는 {brand} 기기',
      support: '밤낮없이 상담원이 직접 도와드리는 고객 지원',
      setup: '댁으로 찾아가는 무료 설치',
      family: '등록 가능한 가족 수 무제한',
      premium: '대화, 알림, 안부 확인 등 모든 기능 이용',
      updates: '새로운 기능을 더해 주는 무료 업데이트',
    },
    button: '지금 사전 주문하기',
    terms: {
      title: '알기 쉬운 이용 조건',
      intro: '결정을 앞둔 가족이 자주 물어보시는 내용입니다.',
      items: {
        notice: '언제든지 해지를 신청하실 수 있으며, 신청일로부터 {noticeDays}일 뒤에 구독이 종료됩니다.',
        noFee: '위약금은 어떤 경우에도 없습니다.',
        warranty:
          '{warrantyYears}년 하드웨어 보증이 적용되며, 고장 시 {replacementHours}시간 이내에 교체 기기를 무료로 보내 드립니다.',
        setup: '소중한 분의 댁에서 무료로 설치해 드리며, 약 {setupMin}~{setupMax}분 걸립니다.',
        support: '1년 365일, 밤낮없이 상담원이 직접 도와드립니다.',
        included: '모바일 데이터 무제한, 가족 등록 인원 무제한이 모두 요금에 포함되어 있습니다.',
        guarantee: '기기에는 {moneyBackDays}일 환불 보장이 적용됩니다.',
      },
    },
  },
  faq: {
    title: '질문과 답변',
    intro: '가족이 가장 많이 물어보시는 질문에 쉽게 답해 드립니다.',
    items: {
      q1: {
        question: '{brand}, 어떤 제품인가요?',
        answer:
          '{brand} 기기는 어르신을 위한 아담한 크기의 음성 말벗입니다. 화면도 없고 따로 배우실 것도 없습니다. 소중한 분이 {brand}에게 그저 말씀만 하시면 귀 기울여 듣고, 대답하고, 기억하고, 챙겨 드립니다.',
      },
      q2: {
        question: '소중한 분 댁에 와이파이나 스마트폰이 있어야 하나요?',
        answer:
          '아니요. {brand} 기기는 자체 이동통신 기능을 갖추고 있으며, 무제한 데이터가 구독 요금에 포함되어 있습니다. 전원 플러그만 꽂으시면 바로 사용하실 수 있습니다.',
      },
      q3: {
        question: '{brand}, 외로움을 어떻게 덜어 드리나요?',
        answer:
          '매일 {brand}의 다정한 인사로 대화가 시작됩니다. 좋아하시는 이야깃거리와 가족, 친구들의 이름을 기억하고, 오늘 하루는 어떠셨는지 여쭙니다. 꾸준히 대화를 나누면 두뇌 활동이 활발해지고 하루가 덜 적적해집니다.',
      },
      q4: {
        question: '가족이 대화 내용을 들을 수 있나요?',
        answer:
          '아니요. 가족은 어르신 본인이 명시적으로 동의하신 경우에만 정보를 확인할 수 있으며, 그때도 녹음이 아니라 안부 소식과 생활 리듬이나 기분 변화에 관한 알림만 받습니다. 어르신은 언제든지 이 동의를 변경하거나 철회하실 수 있습니다.',
      },
      q5: {
        question: '복약 알림은 어떻게 작동하나요?',
        answer:
          '어르신 본인이나 가족이 시간을 한 번만 정해 두시면 됩니다. 그러면 알맞은 때에 {brand}의 또렷한 목소리로 약 드실 시간을 알려 드리고, 나중에 잊지 않고 드셨는지 여쭤볼 수도 있습니다. 다만 {brand} 기기가 약을 직접 꺼내 드리지는 못합니다.',
      },
      q6: {
        question: '{brand} 기기는 의료용 응급 호출 시스템인가요?',
        answer:
          '아니요. {brand} 기기는 의료용 응급 호출 시스템이나 처방받은 의료기기를 대신할 수 없습니다. 소중한 분이 “{wakeWord}, 도와줘” 또는 “{wakeWord}, 긴급 상황”이라고 말씀하시면, 기기가 본인이 미리 정해 두신 가족 연락처로 알림을 보냅니다. 긴급 상황에서는 가능하면 먼저 {emergencyNumber}(한국 밖에서는 현지 긴급 신고 번호)에 전화해 주세요.',
      },
      q7: {
        question: '개인정보는 어떻게 보호되나요?',
        answer:
          '대화는 암호화되며, 개인정보를 판매하는 일은 절대 없습니다. 어디에 사시든 모든 이용자께 유럽연합(EU)의 일반 개인정보 보호 규정(GDPR)에 따른 권리를 보장하고, {brand} 기기를 판매하는 각 나라의 개인정보 보호 법령을 지킵니다. 한국에서는 「개인정보 보호법」을 준수합니다. 어르신 본인의 동의 없이는 어떤 정보도 가족과 공유되지 않습니다.',
      },
      q8: {
        question: '{brand} 이용 요금은 얼마인가요?',
        answer:
          '기기 가격은 {devicePrice}, 서비스 요금은 월 {monthlyPrice}입니다. 여기에는 무제한 모바일 데이터, 무제한 가족 연결, 24시간 고객 지원, 무료 업데이트가 모두 포함됩니다.',
      },
      q9: {
        question: '해지할 수 있나요?',
        answer: '네. 해지를 신청하시면 {noticeDays}일 뒤에 구독이 종료됩니다. 위약금은 없습니다.',
      },
      q10: {
        question: '기기가 고장 나면 어떻게 하나요?',
        answer:
          '모든 기기에는 {warrantyYears}년 보증이 적용됩니다. 문제가 생기면 {replacementHours}시간 이내에 교체 기기를 무료로 보내 드립니다.',
      },
      q11: {
        question: '설치는 누가 해 주나요?',
        answer:
          '저희가 무료로 해 드립니다. 전문 담당자가 소중한 분의 댁을 방문해 모든 설정을 마치고 사용 방법을 알려 드리며, 약 {setupMin}~{setupMax}분 걸립니다. 화상 통화로 도와드릴 수도 있습니다.',
      },
      q12: {
        question: '{brand} 기기는 어떻게 예약하나요?',
        answer:
          '홈페이지에서 대기자 명단에 등록하시거나 사전 주문하실 수 있습니다. 기기 배송 준비가 되는 대로 바로 연락드리겠습니다.',
      },
    },
  },
  support: {
    title: '필요하실 때 언제든 도와드립니다',
    intro: '어르신과 가족을 도와드릴 상담원이 언제나 기다리고 있습니다.',
    options: {
      phone: {
        title: '전화 상담',
        description: '밤이든 낮이든 상담원과 직접 통화하실 수 있습니다.',
        action: '{phone} 번호로 전화하기',
      },
      video: {
        title: '화상 상담',
        description: '저희 팀과 화상 통화로 {brand} 기기가 작동하는 모습을 직접 보시고, 궁금한 점을 물어보세요.',
        action: '화상 상담 예약하기',
      },
      homeVisit: {
        title: '방문 설치',
        description:
          '소중한 분의 댁으로 찾아가 모든 설정을 마치고 사용 방법을 알려 드립니다. 비용은 무료이며, 약 {setupMin}~{setupMax}분 걸립니다.',
        action: '방문 설치 신청하기',
      },
    },
  },
  testimonials: {
    title: '가족이 전하는 이야기',
    intro: '어르신과 가족이 직접 들려주시는 이야기입니다.',
    items: {
      t1: {
        quote:
          '남편을 먼저 보내고 혼자 지내 왔어요. 이제는 아침마다 잘 잤느냐고 물어봐 주는 이가 있고, 약 먹는 것도 잊는 법이 없답니다.',
        name: 'Margaret O.',
        title: '퇴직 교사, 79세',
        portraitAlt: '희끗한 머리를 틀어 올리고 안경을 쓴 채 미소 짓는 마거릿의 일러스트 초상화',
      },
      t2: {
        quote:
          '딸아이가 날마다 제 걱정을 했어요. 이제는 딸이 짧은 안부 소식을 받아 보고, 저는 여전히 제 힘으로 생활하니 둘 다 밤에 마음 편히 자요.',
        name: 'Walter B.',
        title: '손주 다섯을 둔 할아버지, 84세',
        portraitAlt: '동그란 안경을 쓰고 옆머리가 희끗한 채 미소 짓는 월터의 일러스트 초상화',
      },
      t3: {
        quote:
          '엄마네 부엌에서 설치하는 데 30분밖에 안 걸렸어요. 엄마는 오랜 친구처럼 이야기를 나누시고, 저는 드디어 하루에 다섯 번씩 전화하던 걸 그만뒀답니다.',
        name: 'Rosa M.',
        title: '어머니를 돌보는 딸, 52세',
        portraitAlt: '희끗한 머리에 차분한 미소를 띤 로자의 일러스트 초상화',
      },
    },
  },
  api: {
    apply: 'API 이용 신청하기',
    whyTitle: '연동의 이점',
    why: {
      voice: {
        title: '어르신이 이미 신뢰하는 목소리',
        description:
          '어르신들과 수천 시간 대화하며 다듬은, 따뜻하고 끈기 있게 귀 기울이는 대화 기능을 5개 언어로 제공합니다.',
      },
      care: {
        title: '바로 쓸 수 있는 돌봄 기능',
        description: '알림, 안부 확인, 가족 소식, 긴급 상황 호출 문구가 첫날부터 귀사의 기기에서 작동합니다.',
      },
      privacy: {
        title: '기본으로 갖춘 개인정보 보호',
        description:
          '암호화와 어르신 본인이 직접 관리하는 동의 권한 체계가 API에 포함되어 있어, 이를 따로 구축하실 필요가 없습니다.',
      },
      speed: {
        title: '수년이 아닌 수개월',
        description:
          '명확한 API, 샘플 펌웨어, 그리고 곁에서 함께하는 저희 엔지니어가 시제품부터 출시까지 빠르게 이끌어 드립니다.',
      },
    },
    whoTitle: '프로그램 대상',
    whoIntro: '어르신이 착용하거나 집에 두고 쓰는 기기, 또는 이미 일상에서 의지하는 기기를 만드는 제조사:',
    devices: {
      wearables: '웨어러블 기기와 스마트워치',
      pendants: '펜던트형 기기와 비상 호출 버튼',
      speakers: '스마트 스피커와 스마트 디스플레이',
      tablets: '태블릿과 스마트 미러',
      hubs: '홈 허브',
      sensors: '건강 센서',
      robots: '돌봄 로봇',
    },
    howTitle: '진행 방식',
    stepLabel: '{number}단계',
    steps: {
      apply: {
        title: '신청',
        description: '귀사의 기기와 주요 사용자에 대해 알려 주세요. 일주일 이내에 답변드립니다.',
      },
      build: { title: '개발', description: 'API, 샘플 펌웨어, 샌드박스 계정을 이용해 연동을 진행합니다.' },
      pilot: {
        title: '시범 운영',
        description: '실제 어르신과 가족을 대상으로 테스트하며, 저희 팀이 품질을 함께 점검합니다.',
      },
      live: { title: '출시', description: '귀사의 고객에게 출시하며, 저희가 모니터링과 지원을 제공합니다.' },
    },
    tiersTitle: '프로그램 등급',
    recommended: '추천',
    tiers: {
      builder: {
        title: '빌더',
        price: '무료',
        description: '시제품 및 개념 검증(PoC)용',
      },
      partner: {
        title: '파트너',
        price: '별도 문의',
        description: '시장 출시를 앞둔 기기용',
      },
      enterprise: {
        title: '엔터프라이즈',
        price: '맞춤 견적',
        description: '의료 기관 및 대규모 기기 운영 기업용',
      },
    },
    tierFeatures: {
      sandbox: '전체 API 샌드박스 이용',
      docs: '개발 문서와 샘플 펌웨어',
      community: '커뮤니티 포럼 지원',
      limits: '테스트 기기 최대 {testDevices}대',
      production: '상용 환경 이용 및 물량 할인 가격',
      engineer: '전담 연동 엔지니어 배정',
      cobrand: '공동 브랜딩 및 마케팅 지원',
      pilot: '실제 가족과 함께하는 시범 운영 지원',
      sla: '24시간 서비스 수준 계약(SLA)',
      regionalHosting: '지역별 데이터 호스팅',
      custom: '맞춤형 음성 및 돌봄 기능',
      compliance: '규정 준수 검토 및 감사',
    },
    getStarted: '시작하기',
    closingTitle: '귀사의 하드웨어에 음성 돌봄을 더하세요',
    closingText: '개발 중인 제품에 대해 알려 주세요. 일주일 이내에 연락드리겠습니다.',
  },
  crowd: {
    supportToday: '지금 후원하기',
    videoPlaceholder:
      '캠페인 동영상이 곧 공개됩니다. 그때까지 저희가 이 일을 하는 이유를 그림 한 장으로 먼저 전해 드립니다.',
    whyTitle: '이 일이 중요한 이유',
    why: {
      alone: {
        title: '홀로 지내시는 어르신이 너무 많습니다',
        description:
          '혼자 사시는 어르신이 많습니다. 며칠씩 제대로 된 대화 한 번 없이 지내시는 분도 계십니다. 외로움은 건강에도 해로울 수 있습니다.',
      },
      family: {
        title: '멀리 떨어져 사는 가족',
        description:
          '자녀와 손주들은 돕고 싶어도 매시간 전화를 드릴 수는 없습니다. 어르신의 동의 아래, {brand}의 도움으로 가족이 늘 가까이 지낼 수 있습니다.',
      },
      dignity: {
        title: '존엄을 지키는 자립',
        description:
          '어르신들은 살던 집에서 계속 지내고 싶어 하십니다. 다정한 목소리와 부드러운 알림이 그 시간을 더 오래 이어 가도록 돕습니다.',
      },
    },
    demoTitle: '시연 영상 보기',
    demoPlaceholder: '시연 영상을 준비하고 있습니다. 그동안 홈페이지에서 음성 샘플을 들어 보세요.',
    demoLink: '음성 샘플 듣기',
    supportersTitle: '함께해 주신 창립 후원자',
    supportersIntro: '{brand}의 가능성을 가장 먼저 믿어 주신 분들입니다. 감사합니다.',
    supporters: {
      eleanor: { name: 'Eleanor Whitfield', title: '은퇴한 간호사' },
      tomasz: { name: 'Tomasz Nowak', title: '부모님을 돌보는 아들' },
      priya: { name: 'Priya Raman', title: '노인의학 전문의' },
      samuel: { name: 'Samuel Okafor', title: '지역 커뮤니티 센터장' },
      haruko: { name: 'Haruko Sato', title: '손주 셋을 둔 할머니' },
      minjun: { name: '박민준', title: '하드웨어 엔지니어' },
      chiara: { name: 'Chiara Bellini', title: '사회복지사' },
      david: { name: 'David Levin', title: '초기 후원자' },
      meiling: { name: 'Mei-ling Chen', title: '부모님을 돌보는 딸' },
      grace: { name: 'Grace Adeyemi', title: '어르신 방문 자원봉사자' },
    },
    tiersTitle: '후원 방법을 선택하세요',
    tiersIntro: '각 등급에는 앞선 등급의 혜택이 모두 포함됩니다.',
    mostPopular: '가장 인기 있는 선택',
    includesPrevious: '{tier} 등급의 모든 혜택에 더해:',
    tiers: {
      supporter: {
        title: '서포터',
        description: '후원자로 이름을 올리고 저희의 뜻에 힘을 보태 주세요.',
        button: '{amount} 후원하기',
      },
      circle: {
        title: '후원 서클',
        description: '개발 과정을 가까이에서 함께하는 후원 모임에 참여하세요.',
        button: '{amount} 후원하기',
      },
      pilot: {
        title: '시범 사용 참여',
        description: '가장 먼저 생산되는 기기를 받아 보세요.',
        button: '{amount} 후원하기',
      },
      founders: {
        title: '창립 멤버',
        description: '{brand}의 앞날을 저희와 함께 만들어 주세요.',
        button: '{amount} 후원하기',
      },
    },
    tierFeatures: {
      wall: '후원자 감사의 벽에 이름 게재',
      updates: '진행 소식을 먼저 받아 보기',
      demo: '시연 먼저 보기',
      foundersContent: '창업자가 전하는 개발 뒷이야기',
      recognition: '커뮤니티에서 후원자로 소개',
      device: '첫 생산분 {brand} 기기 1대',
      limited: '선착순 후원자 {pilotLimit}명 한정',
      pilotUpdates: '시범 프로그램 소식과 의견 나눔 모임',
      call: '창업자와의 1:1 화상 통화',
      feedback: '출시 전 기능에 대한 의견 제시',
      credit: '창립 멤버로 이름 기재',
    },
    paymentNote:
      '결제는 새 탭에서 열리는 안전한 결제 페이지에서 이루어지며, 이 페이지는 국제 카드 보안 표준(PCI DSS)을 지킵니다.',
    largerTitle: '더 큰 규모의 후원을 생각하고 계신가요?',
    largerText:
      '언제든 기꺼이 이야기 나누겠습니다. {chatApp} 메시지로 저희 팀에 연락하시거나 {phone} 번호로 전화해 주세요.',
    chat: '{chatApp} 메시지로 문의하기',
    faqTitle: '후원자가 자주 묻는 질문',
    faq: {
      when: {
        question: '후원자는 기기를 언제 받을 수 있나요?',
        answer: '기기는 {date}에 받아 보실 수 있을 예정입니다. 일정이 바뀌면 모든 후원자께 알려 드리겠습니다.',
        answerUndated:
          '예상 일정은 확실히 약속드릴 수 있게 되는 대로, 매달 보내 드리는 소식 이메일로 알려 드리겠습니다.',
      },
      refund: {
        question: '후원금을 돌려받을 수 있나요?',
        answer:
          '{supporterTier}, {circleTier} 등급은 상품 구매가 아닌 후원이므로 환불되지 않습니다. 기기가 포함된 등급({pilotTier}, {foundersTier})은 법에 따라 청약을 철회하실 수 있고, {moneyBackDays}일 이내에 기기를 반품하시면 그 등급에 내신 금액 전액을 환불해 드립니다. 법이 보장하는 권리는 이로 인해 제한되지 않습니다.',
      },
      updates: {
        question: '진행 상황은 어떻게 알 수 있나요?',
        answer: '모든 후원자께 한 달에 한 번 짧은 소식 이메일을 보내 드립니다.',
      },
      pilot: {
        question: '{pilotPrice} 시범 사용 참여 등급에는 무엇이 포함되나요?',
        answer:
          '첫 생산분 기기 1대(선착순 후원자 {pilotLimit}명 한정)를 보내 드리며, 시범 프로그램 소식을 받아 보시고 의견 나눔 모임에 참여하실 수 있습니다.',
      },
      larger: {
        question: '회사나 재단도 후원할 수 있나요?',
        answer: '네. 큰 규모의 후원은 {chatApp} 메시지로 연락 주시면 통화 일정을 잡아 드리겠습니다.',
      },
    },
    closingTitle: '어르신의 외로움을 덜어 드리는 데 힘을 보태 주세요',
    closingText:
      '여러분의 후원 하나하나가 모여 {brand} 기기가 꼭 필요한 분들께 한 걸음 더 빨리 닿게 됩니다. 저희가 여러분의 정보와 후원금을 어떻게 다루는지 궁금하신가요?',
    closingLink: '신뢰와 개인정보 보호 안내 보기',
  },
  trust: {
    sections: {
      encryption: {
        title: '모든 단계에서 암호화',
        body: '대화와 데이터는 기기 안에서, 저희 서버로 전송되는 동안, 그리고 저장된 상태에서도 암호화됩니다. 저희 직원은 대화 내용을 들을 수 없습니다.',
      },
      consent: {
        title: '가족의 정보 확인은 어르신이 동의하실 때만',
        body: '가족은 어르신 본인의 명시적인 동의가 있어야만 정보를 확인할 수 있습니다. 어르신은 {brand}에게 말씀하시거나 저희에게 전화하시는 것만으로 언제든지 이 동의를 변경하거나 철회하실 수 있습니다.',
      },
      payments: {
        title: '국제 카드 보안 표준을 지키는 안전한 결제',
        body: '결제는 국제 카드 보안 표준(PCI DSS)을 준수하는 결제 대행사가 처리합니다. 저희는 카드 번호를 절대 보거나 저장하지 않습니다.',
      },
      privacyLaw: {
        title: '개인정보 보호법 준수와 이용자의 권리',
        body: '저희는 「개인정보 보호법」을 준수하며, 어디에 사시든 모든 이용자께 유럽연합(EU)의 일반 개인정보 보호 규정(GDPR)에 따른 권리를 보장합니다. 누구나 언제든지 자신의 정보를 열람, 정정, 삭제하실 수 있습니다. {email} 주소로 개인정보 보호책임자에게 연락해 주세요.',
      },
      guarantee: {
        title: '{moneyBackDays}일 환불 보장',
        body: '{brand} 기기가 가족에게 맞지 않는다면 기기를 받으신 날부터 {moneyBackDays}일 이내에 반품하시고 전액을 환불받으실 수 있습니다. 크라우드펀딩 등급에 포함되어 받으신 기기에도 똑같이 적용됩니다. 기기가 포함되지 않은 등급은 후원이므로 환불되지 않습니다.',
      },
    },
    whyTitle: '저희가 이 약속을 중요하게 여기는 이유',
    whyText:
      '혼자 사시는 어르신이 많습니다. 어르신과 함께 지내는 말벗이라면 안전하고 정직하며 상대를 존중해야 합니다. 그렇지 못하다면 아예 없어야 한다고 저희는 생각합니다.',
    safetyTitle: '안전과 사용상의 한계',
    safety: {
      notMedical: '{brand} 기기는 의료용 응급 호출 시스템이나 처방받은 의료기기를 대신할 수 없습니다.',
      noMedication: '{brand} 기기는 약 드실 시간을 알려 드릴 수는 있지만, 약을 직접 꺼내 드리지는 못합니다.',
      phrases:
        '긴급 상황에서 소중한 분이 “{wakeWord}, 도와줘” 또는 “{wakeWord}, 긴급 상황”이라고 말씀하시면, {brand} 기기가 본인이 미리 정해 두신 가족 연락처로 알림을 보냅니다.',
      call: '긴급 상황에서는 가능하면 먼저 {emergencyNumber}(한국 밖에서는 현지 긴급 신고 번호)에 전화해 주세요.',
    },
    contactTitle: '개인정보 보호에 관해 궁금한 점이 있으신가요?',
    contactText: '개인정보 보호책임자에게 이메일로 문의해 주세요:',
  },
  legal: {
    updated: '최종 수정일: {date}',
    contents: '목차',
    privacy: {
      who: {
        title: '저희에 대하여',
        body: '저희 {brand}에서는 어르신을 위한 음성 말벗을 만듭니다. 이 방침은 저희가 이 웹사이트와 기기를 통해 어떤 정보를 수집하는지, 그리고 왜 수집하는지 설명합니다. 문의는 {email} 주소로 보내 주세요.',
      },
      website: {
        title: '이 웹사이트에서 수집하는 정보',
        body: '이 웹사이트에는 회원 계정도, 광고 추적 도구도 없습니다. 선택하신 언어와 글자 크기, 방문 횟수를 세는 간단한 기록은 이용자의 기기에 있는 브라우저에만 저장되며, 저희에게 전송되지 않습니다. 호스팅 업체는 사이트 보안을 위해 간단한 기술 기록(로그)을 보관합니다.',
      },
      forms: {
        title: '대기자 명단, 사전 주문, 결제',
        body: '대기자 명단에 등록하시거나 사전 주문을 하시면 안전한 사전 주문 양식이 새 탭에서 열립니다. 이 양식에 입력하신 정보는 예약을 처리하고 예약에 관해 연락드리는 데에만 사용합니다. 결제는 국제 카드 보안 표준(PCI DSS)을 준수하는 결제 대행사가 처리하며, 저희는 카드 번호를 절대 보지 않습니다.',
      },
      device: {
        title: '기기와 가족의 정보 확인',
        body: '기기는 대답하고 알림을 드리기 위해 대화를 처리합니다. 데이터는 기기 안에서, 전송 중에, 그리고 저장 시에 암호화됩니다. 가족은 어르신 본인의 명시적인 동의가 있을 때만 안부 소식을 확인할 수 있으며, 어르신은 이 동의를 언제든지 변경하거나 철회하실 수 있습니다.',
      },
      sharing: {
        title: '정보를 공유하는 대상',
        body: '호스팅, 결제, 배송 등 서비스 운영을 돕는 업체와만 공유하며, 이때에는 이용자의 정보를 보호하는 계약을 맺습니다. 저희는 개인정보를 절대 판매하지 않습니다.',
      },
      retention: {
        title: '보관 기간',
        body: '대기자 명단의 연락처는 기기가 발송될 때까지, 또는 삭제를 요청하실 때까지 보관합니다. 고객 정보는 구독 기간 동안 보관하며, 구독이 끝난 뒤에는 법령에서 요구하는 기간 동안만 보관합니다.',
      },
      rights: {
        title: '이용자의 권리',
        body: '본인 정보의 열람, 정정, 내보내기, 삭제를 요청하실 수 있으며, 저희가 정보를 이용하는 방식에 이의를 제기하실 수도 있습니다. 저희는 「개인정보 보호법」을 준수하며, 어디에 사시든 모든 이용자께 GDPR이 정한 이 권리들을 보장합니다. {email} 주소로 개인정보 보호책임자에게 연락 주시면, 열람 요청에는 10일 이내에, 그 밖의 요청에도 지체 없이 답변드립니다. 개인정보 침해로 도움이 필요하시면 개인정보침해 신고센터(국번 없이 118)에 상담하실 수도 있습니다.',
      },
      changes: {
        title: '방침의 변경',
        body: '이 방침이 변경되면 이 페이지 상단의 날짜를 갱신하고, 중요한 변경 사항은 고객께 이메일로 알려 드립니다.',
      },
    },
    terms: {
      about: {
        title: '이 약관에 대하여',
        body: '이 약관은 이 웹사이트를 이용하시거나, 대기자 명단에 등록하시거나, {brand} 기기를 사전 주문하시거나, 크라우드펀딩 캠페인을 후원하실 때 적용됩니다.',
      },
      website: {
        title: '웹사이트 이용',
        body: '이 웹사이트는 {brand}에 관해 알아보시는 용도로 이용하실 수 있습니다. 보안을 침해하려 하거나 상업적 목적으로 콘텐츠를 복제하는 등 웹사이트를 부정하게 이용하지 말아 주세요.',
      },
      orders: {
        title: '대기자 명단과 사전 주문',
        body: '대기자 명단에 등록하셨다고 해서 구매 의무가 생기지는 않습니다. 사전 주문을 하시면 기기를 {devicePrice}에 예약하시게 되며, 기기를 받으신 날부터 월 {monthlyPrice}의 구독 요금이 부과됩니다. 구독은 해지 신청일로부터 {noticeDays}일 뒤에 종료되며, 위약금은 없습니다.',
      },
      refunds: {
        title: '환불 보장',
        body: '기기가 만족스럽지 않으시면 기기를 받으신 날부터 {moneyBackDays}일 이내에 반품하시고 기기 가격 전액을 환불받으실 수 있으며, 반품 배송비는 저희가 부담합니다. 기기가 발송되기 전에는 사전 주문을 취소하시고 내신 금액을 전액 돌려받으실 수 있습니다.',
      },
      warranty: {
        title: '품질 보증',
        body: '기기에는 {warrantyYears}년 하드웨어 보증이 적용됩니다. 기기가 작동하지 않으면 {replacementHours}시간 이내에 교체 기기를 무료로 보내 드립니다. 이 보증은 법에 따른 소비자의 권리에 더해 드리는 것으로, 그 권리를 제한하지 않습니다.',
      },
      crowd: {
        title: '크라우드펀딩 후원',
        body: '{supporterTier}, {circleTier} 등급은 {brand} 개발을 위한 후원으로, 보내 드리는 상품이 없으며 환불되지 않습니다. {pilotTier}, {foundersTier} 등급에는 기기가 포함되며, 이는 기기를 구매하시는 것입니다. 이 기기에는 위에 적힌 청약철회, 환불 보장, 품질 보증이 똑같이 적용되며, 반품하시면 그 등급에 내신 금액을 환불해 드립니다. 후원 혜택은 등급별로 안내되어 있습니다. 배송 일정은 예상 일정이며, 일정이 바뀌면 후원자께 알려 드립니다.',
      },
      medical: {
        title: '의료기기가 아닙니다',
        body: '{brand} 기기는 의료용 응급 호출 시스템이나 처방받은 의료기기를 대신할 수 없으며, 약을 직접 꺼내 드리지도 못합니다. 긴급 상황에서는 {emergencyNumber}(한국 밖에서는 현지 긴급 신고 번호)에 전화해 주세요.',
      },
      contact: {
        title: '문의',
        body: '이 약관에 관해 궁금하신 점이 있으면 {phone} 번호로 전화하시거나 {email} 주소로 이메일을 보내 주세요.',
      },
    },
    accessibility: {
      commitment: {
        title: '저희의 약속',
        body: '이 웹사이트를 찾아 주시는 분 가운데 많은 분이 70세 이상입니다. 저희는 모든 언어의 모든 페이지에서 웹 콘텐츠 접근성 지침(WCAG) 2.2의 AA 수준을 충족하는 것을 목표로 하며, 어르신들의 눈과 손을 위해 필요한 부분에서는 큰 글씨, 뚜렷한 명암 대비, 큰 버튼으로 한발 더 나아가고자 합니다.',
      },
      features: {
        title: '지금까지의 노력',
        body: '모든 페이지는 키보드와 스크린 리더로 이용하실 수 있고, ‘글자 크기’ 버튼으로 글자를 크게 하실 수 있습니다. 기기에서 동작 줄이기를 설정하시면 화면에서 움직이는 것이 없으며, 소리나 동영상이 저절로 재생되는 일은 없습니다. 모든 음성 샘플에는 글로 옮긴 내용이 있고, 동영상은 자막이 있는 경우 자막을 보여 드립니다.',
      },
      limits: {
        title: '아직 남은 한계',
        body: '동영상은 유튜브 플레이어로 재생되며, 이 플레이어는 저희가 관리하지 않습니다. 사전 주문 양식과 결제 페이지는 다른 회사가 운영하므로 같은 기준을 충족하지 못할 수 있습니다. 음성 샘플은 현재로서는 합성 음성입니다.',
      },
      report: {
        title: '불편한 점 알려 주기',
        body: '이 웹사이트에서 이용하기 어려운 부분이 있으면 알려 주세요. {accessibilityEmail} 주소로 이메일을 보내 주시거나 {phone} 번호로 전화해 주세요. 일주일 이내에 답변드립니다.',
      },
      checked: {
        title: '점검 방법',
        body: '웹사이트를 변경할 때마다 모든 페이지, 모든 언어에 대해 휴대폰 화면과 데스크톱 화면 크기에서 자동 접근성 검사를 실행하며, 주요 작업은 키보드만으로 직접 테스트합니다.',
      },
    },
  },
  toast: {
    region: '알림 ({hotkey})',
    label: '알림',
    close: '알림 닫기',
  },
  /** The seller page (the Japanese 特定商取引法に基づく表記) and the footer's business details. */
  seller: {
    /** Each item's label: what a market's law calls it. */
    items: {
      name: '상호',
      representative: '대표자',
      address: '주소',
      phone: '전화',
      email: '이메일',
      businessNumber: '사업자등록번호',
      mailOrderNumber: '통신판매업 신고번호',
      vatNumber: '부가가치세 번호',
      companyNumber: '사업자 통일번호(대만)',
      price: '가격',
      otherCharges: '그 밖의 비용',
      payment: '결제 방법',
      paymentTiming: '결제 시기',
      delivery: '배송',
      returns: '취소·반품·교환',
    },
    price:
      '기기 가격은 {devicePrice}, 서비스 요금은 월 {monthlyPrice}(기기를 받으신 날부터)입니다. 크라우드펀딩 등급은 등급마다 표시된 금액입니다.',
    /** Beside a market's own prices; a market on US-dollar prices shows `pricing.prices.usdOnly` instead. */
    otherChargesLocal: '없습니다(배송비 포함). 댁의 전화나 인터넷 회선 요금은 고객님 부담입니다.',
    payment: '신용카드로, 새 탭에서 열리는 안전한 결제 페이지에서 결제합니다. 저희는 카드 번호를 보지 않습니다.',
    paymentTiming:
      '기기 대금은 사전 주문하실 때 결제합니다. 서비스 요금은 기기를 받으신 날부터 매월 결제됩니다. 크라우드펀딩 등급은 신청하실 때 결제 페이지에서 결제합니다.',
    /** {date}: the month devices are expected, as the language writes it. */
    deliveryDated: '{date}에 배송될 예정입니다. 발송 전에 다시 알려 드립니다.',
    deliveryUndated: '배송 시기는 확실해지는 대로 알려 드리겠습니다.',
    returns:
      '기기가 발송되기 전에는 사전 주문을 취소하실 수 있으며, 내신 금액을 전액 환불해 드립니다. 기기를 받으신 뒤에도 {moneyBackDays}일 안에는 이유와 관계없이 반품하실 수 있으며, 기기 대금을 전액 환불해 드립니다(기기가 포함된 크라우드펀딩 등급은 그 등급에 내신 금액). 먼저 전화나 이메일로 연락해 주세요. 반품 배송비는 저희가 부담합니다. {warrantyYears}년 보증 기간 동안 기기가 고장 나면 {replacementHours}시간 이내에 교체 기기를 무료로 보내 드립니다. 구독은 해지 신청일로부터 {noticeDays}일 뒤에 종료되며, 위약금은 없습니다. 기기가 포함되지 않은 크라우드펀딩 등급은 후원이므로 환불되지 않습니다.',
    /** Only where the market's law gives a withdrawal period ({withdrawalDays}: 14 in Italy, 7 in Korea and Taiwan). */
    withdrawal:
      '또한 법에 따라 기기를 받으신 날부터 {withdrawalDays}일 안에는 이유를 묻지 않고 청약을 철회하실 수 있습니다.',
  },
  pages: {
    home: {
      title: '{brand}: 어르신을 위한 음성 말벗',
      description:
        '어르신을 위한 다정한 음성 말벗, {brand}입니다. 매일의 대화, 복약 알림, 그리고 가족의 안심까지 함께합니다. 지금 대기자 명단에 등록하시거나 사전 주문하실 수 있습니다.',
    },
    faq: {
      title: '질문과 답변 | {brand}',
      description:
        '{brand}에 관해 자주 묻는 질문에 답해 드립니다. 작동 방식, 개인정보 보호, 가족의 정보 확인, 설치, 요금, 그리고 할 수 없는 일까지 안내합니다.',
      heading: '질문과 답변',
      intro: '{brand} 기기를 집에 들이기 전에 가족이 흔히 궁금해하시는 점에 쉽고 솔직하게 답해 드립니다.',
    },
    support: {
      title: '고객 지원 및 설치 | {brand}',
      description:
        '언제든 전화로 상담하시거나, 화상 상담을 예약하시거나, 무료 방문 설치를 신청하실 수 있습니다. 어르신과 가족이 {brand} 기기를 쉽게 시작하실 수 있도록 상담원이 직접 도와드립니다.',
      heading: '상담원이 직접 도와드립니다',
      intro: '전화 상담, 화상 통화, 또는 댁으로 찾아가는 {brand} 설치까지. 가장 편하신 방법으로 도와드립니다.',
    },
    testimonials: {
      title: '가족이 전하는 이야기 | {brand}',
      description: '어르신과 가족이 대화와 알림, 안부 나누기에 {brand} 기기를 매일 어떻게 활용하고 있는지 들어 보세요.',
      heading: '가족이 전하는 이야기',
      intro: '{brand} 덕분에 달라진 점을 어르신과 가족이 직접 자신의 말로 들려주십니다.',
    },
    pricing: {
      title: '요금 | {brand}',
      description:
        '요금제는 단 하나, 간단합니다. {brand} 기기와 월 구독에 무제한 데이터, 24시간 고객 지원, 무료 방문 설치가 포함됩니다. 위약금은 없습니다.',
      heading: '단 하나의 간단한 요금제',
      intro:
        '기기와 서비스, 필요한 도움까지 모두 포함되어 있습니다. 드는 비용은 모두 이 페이지에 적어 두었으며, 위약금은 없습니다.',
    },
    api: {
      title: '하드웨어 API 파트너 프로그램 | {brand}',
      description:
        '{brand}의 음성 돌봄을 귀사의 하드웨어에서 제공할 수 있습니다. API 이용을 신청하고, 저희 팀과 함께 개발과 시범 운영을 거쳐 웨어러블, 스피커, 허브 등으로 출시하실 수 있습니다.',
      heading: '{brand} 기반 개발: 귀사의 하드웨어에 음성 돌봄을 더하세요',
      intro: '파트너 프로그램은 기기 제조사에 {brand}의 대화, 알림, 가족 기능을 제공합니다.',
    },
    crowdsupport: {
      title: '후원으로 함께해 주세요 | {brand}',
      description:
        '홀로 지내시는 어르신들께 {brand}의 따뜻한 목소리가 닿을 수 있도록 힘을 보태 주세요. 프로젝트를 후원하거나, 창립 후원자가 되시거나, 시범 기기를 예약하실 수 있습니다.',
      heading: '후원으로 함께해 주세요',
      intro:
        '너무 많은 어르신이 하루를 홀로 보내고 계십니다. 여러분의 후원이 있으면 {brand}의 목소리를 더 빨리 전해 드릴 수 있습니다.',
    },
    trust: {
      title: '신뢰와 개인정보 보호 | {brand}',
      description:
        '어르신과 가족을 지키는 {brand}의 약속을 소개합니다. 암호화, 어르신이 동의하실 때만 가능한 가족의 정보 확인, 안전한 결제, 그리고 기기 구매 시 환불 보장까지 안내합니다.',
      heading: '신뢰와 개인정보 보호',
      intro:
        '집 안에 함께하는 말벗이라면 먼저 신뢰를 얻어야 합니다. 저희가 소중한 어르신과 가족을 어떻게 보호하는지 알려 드립니다.',
    },
    privacy: {
      title: '개인정보 처리방침 | {brand}',
      description:
        '이 웹사이트와 {brand} 기기에서 수집하는 정보, 수집 목적, 보관 기간, 그리고 이용자가 선택할 수 있는 사항을 안내합니다.',
      heading: '개인정보 처리방침',
      intro: '무엇을 왜 수집하는지, 그리고 어떤 선택을 하실 수 있는지 쉬운 말로 설명합니다.',
    },
    terms: {
      title: '이용약관 | {brand}',
      description:
        '{brand} 웹사이트 이용, 대기자 명단 등록, 기기 사전 주문, 크라우드펀딩 캠페인 후원에 관한 약관입니다.',
      heading: '이용약관',
      intro: '이 웹사이트 이용, 대기자 명단 등록, 사전 주문, 캠페인 후원에 관한 규칙입니다.',
    },
    accessibility: {
      title: '웹 접근성 | {brand}',
      description:
        '어르신도 편하게 이용하실 수 있는 웹사이트를 위한 저희의 약속입니다. 목표로 하는 기준, 아직 개선이 필요한 부분, 문제를 알려 주시는 방법을 안내합니다.',
      heading: '웹 접근성',
      intro:
        '스크린 리더나 키보드를 사용하시는 분을 포함해, 나이나 장애 여부와 관계없이 누구나 이용할 수 있도록 이 웹사이트를 만들고 있습니다.',
    },
    seller: {
      title: '판매자 정보 | {brand}',
      description: '{brand}를 판매하는 회사와 주소, 연락처, 가격, 결제, 배송, 반품 안내입니다.',
      heading: '판매자 정보',
      intro: '통신판매 사업자가 알려 드려야 하는 정보를 한곳에 모았습니다.',
    },
    notFound: {
      title: '404 페이지를 찾을 수 없습니다 | {brand}',
      description: '페이지를 찾을 수 없습니다. {brand} 홈페이지에서 찾으시는 내용을 확인해 보세요.',
    },
  },
} satisfies Dictionary;

export default ko;
