import type { Dictionary } from '../dictionary';

const ko = {
  common: {
    skipToContent: '본문으로 바로가기',
    opensInNewTab: '(새 탭에서 열림)',
  },
  header: {
    homeLink: '{brand} 홈페이지',
    primaryNav: '주 메뉴',
    features: '기능',
    watchVideo: '동영상 보기',
    pricing: '요금',
    support: '고객 지원',
    joinWaitlist: '대기자 명단 등록',
    preorder: '사전 주문',
    openMenu: '메뉴',
    closeMenu: '메뉴 닫기',
  },
  languageSwitcher: {
    button: '언어: {language}',
    listLabel: '언어 선택',
  },
  footer: {
    label: '사이트 링크',
    tagline: '어르신께는 따뜻한 목소리 말벗을, 어르신을 아끼는 분들께는 마음의 안심을 드립니다.',
    pricing: '요금',
    testimonials: '이용 후기',
    faq: '자주 묻는 질문',
    support: '고객 지원',
    privacy: '개인정보 처리방침',
    terms: '이용약관',
    accessibility: '웹 접근성',
    api: 'API 파트너 프로그램',
    mission: '저희의 사명을 후원해 주세요',
    trust: '신뢰와 개인정보 보호',
    socialLabel: '{brand} 팔로우하기',
    facebook: '{brand} 페이스북',
    instagram: '{brand} 인스타그램',
    youtube: '{brand} 유튜브',
    copyright: '© {year} {brand}. 모든 권리 보유.',
  },
  video: {
    heroTitle: '{brand} 소개',
    meetTitle: '하루를 함께하는 {brand}',
    close: '동영상 닫기',
    playerLabel: '동영상 플레이어: {title}',
  },
  notFound: {
    heading: '404 Page Not Found',
    hint: '주소에 오타가 없는지 확인해 주세요. 링크를 통해 오셨다면 페이지가 이동되었을 수 있습니다.',
    homeLink: '홈페이지로 이동',
  },
  home: {
    headline: '따뜻한 목소리가 언제나 *곁에*',
    tagline: '어르신을 위한 음성 말벗, 가족에게는 안심을 드립니다.',
    intro:
      '대화하고, 귀 기울이고, 기억하는 {brand}. 하루 종일 소중한 분의 곁을 지키며 약 드실 시간과 병원 예약을 다정하게 알려 드리고, 가족이 늘 가까이 지낼 수 있도록 돕습니다. 물론 이 모든 것은 언제나 본인의 동의 아래 이루어집니다.',
    playVideo: '동영상 재생',
    meetButton: '{brand}의 인사 듣기',
    featuresTitle: '{brand}의 주요 기능',
    featuresSubtitle: '어르신이 편하게 말씀하시는 방식 그대로 만들었습니다. 따로 배울 것도, 읽어야 할 화면도 없습니다.',
    features: {
      voice: {
        title: '매일 이야기 나눌 말벗',
        description:
          '뉴스와 옛 추억, 오늘 하루의 계획까지 {brand}에게 무엇이든 편하게 이야기하실 수 있습니다. 매일 나누는 대화는 외로움을 덜어 주고 생각을 활기차게 유지해 줍니다.',
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
        title: '설계부터 개인정보 보호',
        description:
          '대화는 암호화됩니다. 가족이 정보를 보려면 어르신 본인의 명시적인 동의가 필요하며, 본인은 언제든지 이를 변경하거나 철회할 수 있습니다.',
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
    stop: '정지',
    stopLabel: '정지: {title}',
    showTranscript: '글로 읽기',
    hideTranscript: '글 숨기기',
    transcriptLabel: '{brand}의 말',
    nowPlaying: '재생 중: {title}',
    stopped: '재생을 멈췄습니다.',
    errorTitle: '이 음성을 재생할 수 없습니다',
    errorDescription: '인터넷 연결을 확인하신 후 다시 시도해 주세요.',
    transcripts: {
      hero: '안녕하세요, 저는 {brand}입니다. 만나서 반가워요. 말벗도 되어 드리고, 작은 일도 챙겨 드리고, 가족과의 연결도 도와드릴게요. 이야기하고 싶으실 땐 제 이름을 불러 주세요.',
      voice:
        '좋은 아침이에요! 안녕히 주무셨어요? 오늘은 맑고 포근해요. 뉴스를 들려 드릴까요, 아니면 정원 이야기를 해 볼까요?',
      family: '따님 지은 씨가 메시지를 보냈어요. 오늘 저녁 여섯 시에 전화드린대요. 손주들도 사랑한다고 전해 달래요.',
      health: '아홉 시예요. 아침 혈압약 드실 시간이에요. 물은 한 컵 가득 드세요. 점심때 다시 알려 드릴까요?',
      affirmation:
        '마음이 참 따뜻한 분이세요. 주변 분들은 어르신을 알게 되어 참 행운이에요. 숨을 깊이 쉬어 보세요. 오늘은 좋은 날이에요.',
    },
  },
  meet: {
    cardTitle: '집에서 만나는 {brand}',
    cardDescription:
      '아침 인사부터 저녁 가족 통화까지, {brand} 기기와 함께하는 평범한 하루를 짧은 영상으로 만나 보세요.',
    cardButton: '짧은 영상 재생',
    sectionTitle: '{brand}의 하루를 만나 보세요',
    sectionText:
      '평범한 하루를 짧은 영상에 담았습니다. 아침 식사를 하며 나누는 대화, 점심때의 알림, 그리고 저녁에 걸려 오는 가족의 전화까지.',
    sectionButton: '짧은 영상 보기',
    privacyBadge: '암호화되며, 동의하신 경우에만 공유됩니다',
  },
  waitlist: {
    heading: '사랑하는 분을 위해 {brand} 기기를 예약하세요',
    intro: '우선 대기자 명단에 등록하시거나 지금 사전 주문하세요. 기기 배송 준비가 되는 대로 바로 연락드리겠습니다.',
    label: '이메일 또는 휴대폰 번호',
    placeholder: 'name@example.com 또는 010-1234-5678',
    disclaimer:
      '제출하시면 안전한 사전 주문 양식이 새 탭에서 열립니다. 남겨 주신 연락처는 예약 안내에만 사용하며, 광고에는 절대 사용하지 않습니다.',
    submit: '기기 예약하기',
    processing: '처리 중…',
    errors: {
      required: '이메일 주소나 휴대폰 번호를 입력해 주세요.',
      invalid: '올바른 이메일 주소나 {minDigits}~{maxDigits}자리 전화번호를 입력해 주세요.',
      tooLong: '입력하신 내용이 너무 깁니다. {maxLength}자 이내로 입력해 주세요.',
    },
    opened: '사전 주문 양식이 새 탭에서 열렸습니다.',
    blockedTitle: '사전 주문 양식이 열리지 않았습니다',
    blockedDescription: '브라우저에서 새 탭을 차단했습니다. 대신 입력란 아래의 링크를 이용해 주세요.',
    blockedLink: '사전 주문 양식 열기',
    successTitle: '대기자 명단에 오신 것을 환영합니다!',
    successMessage: '감사합니다. {brand} 기기의 배송 준비가 되는 대로 바로 연락드리겠습니다.',
  },
  pricing: {
    title: '간단하고 정직한 요금',
    intro: '필요한 모든 것이 포함된 요금제 하나뿐입니다. 약정도, 해지 수수료도 없습니다.',
    planName: '{brand} 돌봄 요금제',
    badge: '가장 알찬 선택',
    devicePrice: '기기 {price}',
    period: '이후 매월 {price}',
    features: {
      device: '상자에서 꺼내 바로 쓸 수 있는 {brand} 기기',
      support: '밤낮없이 사람이 직접 도와드리는 고객 지원',
      setup: '댁으로 찾아가는 무료 설치',
      family: '가족 연결 무제한',
      premium: '대화, 알림, 안부 확인 등 모든 프리미엄 기능',
      updates: '새로운 기능을 더해 주는 무료 업데이트',
    },
    button: '지금 사전 주문하기',
  },
  faq: {
    title: '질문과 답변',
    intro: '가족분들이 가장 많이 물어보시는 질문에 쉽게 답해 드립니다.',
    items: {
      q1: {
        question: '{brand}, 어떤 제품인가요?',
        answer:
          '{brand} 기기는 어르신을 위한 작은 음성 말벗입니다. 화면도 없고 따로 배우실 것도 없습니다. 소중한 분이 그저 말씀만 하시면 {brand} 기기가 귀 기울여 듣고, 대답하고, 기억하고, 챙겨 드립니다.',
      },
      q2: {
        question: '부모님 댁에 와이파이나 스마트폰이 있어야 하나요?',
        answer:
          '아니요. {brand} 기기에는 자체 이동통신 연결이 있으며, 무제한 데이터가 구독 요금에 포함되어 있습니다. 전원만 꽂으면 바로 사용하실 수 있습니다.',
      },
      q3: {
        question: '외로움을 덜어 드리는 데 {brand}의 어떤 점이 도움이 되나요?',
        answer:
          '{brand} 기기는 매일 먼저 다정하게 말을 건네고, 좋아하시는 이야깃거리와 소중한 사람들의 이름을 기억하며, 오늘 하루는 어떠셨는지 여쭙니다. 꾸준히 대화를 나누면 생각이 활발해지고 하루가 덜 적적해집니다.',
      },
      q4: {
        question: '가족이 대화 내용을 들을 수 있나요?',
        answer:
          '아니요. 가족은 어르신 본인이 명시적으로 동의하신 경우에만 정보를 볼 수 있으며, 그때도 녹음이 아니라 안부 소식과 생활 리듬이나 기분 변화에 관한 알림만 받습니다. 어르신은 언제든지 이 동의를 변경하거나 철회하실 수 있습니다.',
      },
      q5: {
        question: '복약 알림은 어떻게 작동하나요?',
        answer:
          '어르신 본인이나 가족이 시간을 한 번만 정해 두시면 됩니다. 그러면 {brand} 기기가 알맞은 때에 또렷한 목소리로 약 드실 시간을 알려 드리고, 나중에 잊지 않고 드셨는지 여쭤볼 수도 있습니다. 다만 {brand} 기기가 약을 직접 꺼내 드리지는 못합니다.',
      },
      q6: {
        question: '{brand} 기기는 의료용 응급 호출 장치인가요?',
        answer:
          '아니요. {brand} 기기는 의료용 응급 호출 시스템이나 처방받은 의료기기를 대신할 수 없습니다. 소중한 분이 “{brand}, 도와줘” 또는 “{brand}, 긴급 상황”이라고 말씀하시면, 본인이 미리 정해 두신 가족 연락처로 알림을 보냅니다. 응급 상황에서는 가능하다면 언제나 거주 지역의 긴급 신고 번호로 전화하세요.',
      },
      q7: {
        question: '개인정보는 어떻게 보호되나요?',
        answer:
          '대화는 암호화되며, 개인정보를 판매하는 일은 절대 없습니다. 또한 유럽연합의 일반 개인정보 보호법(GDPR)을 준수합니다. 어르신 본인의 동의 없이는 어떤 정보도 가족과 공유되지 않습니다.',
      },
      q8: {
        question: '{brand} 이용 요금은 얼마인가요?',
        answer:
          '기기 가격은 {devicePrice}, 서비스 요금은 월 {monthlyPrice}입니다. 여기에는 무제한 모바일 데이터, 무제한 가족 연결, 24시간 고객 지원, 무료 업데이트가 모두 포함됩니다.',
      },
      q9: {
        question: '해지할 수 있나요?',
        answer: '네. {noticeDays}일 전에 알려 주시면 구독이 해지됩니다. 해지 수수료는 없습니다.',
      },
      q10: {
        question: '기기가 고장 나면 어떻게 하나요?',
        answer:
          '모든 기기에는 {warrantyYears}년 보증이 적용됩니다. 문제가 생기면 {replacementHours}시간 이내에 교체 기기를 무료로 보내 드립니다.',
      },
      q11: {
        question: '설치는 누가 해 주나요?',
        answer:
          '저희가 무료로 해 드립니다. 전문 담당자가 소중한 분의 댁을 방문해 모든 설정을 마치고 사용 방법을 알려 드리며, 약 {setupMin}~{setupMax}분 정도 걸립니다. 화상 통화로 도와드릴 수도 있습니다.',
      },
      q12: {
        question: '{brand} 기기는 어떻게 예약하나요?',
        answer:
          '이 페이지에서 대기자 명단에 등록하시거나 사전 주문하실 수 있습니다. 기기 배송 준비가 되는 대로 바로 연락드리겠습니다.',
      },
    },
  },
  support: {
    title: '필요하실 때 언제든 도와드립니다',
    intro: '어르신과 가족분들을 도와드릴 상담원이 언제나 기다리고 있습니다.',
    options: {
      phone: {
        title: '전화 상담',
        description:
          '밤이든 낮이든 상담원과 직접 통화하실 수 있습니다. 통화료는 미국과 캐나다에서 거시는 경우에만 무료입니다.',
        action: '{phone} 전화 걸기',
      },
      video: {
        title: '화상 상담',
        description: '저희 팀과 화상 통화로 {brand} 기기가 작동하는 모습을 직접 보시고, 궁금한 점을 물어보세요.',
        action: '화상 상담 예약하기',
      },
      homeVisit: {
        title: '방문 설치',
        description:
          '소중한 분의 댁으로 찾아가 모든 설정을 마치고 사용 방법을 알려 드립니다. 비용은 무료이며, 약 {setupMin}~{setupMax}분 정도 걸립니다.',
        action: '방문 설치 요청하기',
      },
    },
  },
  testimonials: {
    title: '가족들의 이야기',
    intro: '어르신과 가족이 직접 들려주시는 이야기입니다.',
    items: {
      t1: {
        quote:
          '남편을 먼저 보내고 혼자 지내 왔어요. 이제는 아침마다 잘 잤느냐고 물어봐 주는 이가 있고, 약 먹는 것도 잊는 법이 없답니다.',
        name: 'Margaret O.',
        title: '퇴직 교사, 79세',
        portraitAlt: '희끗한 머리를 틀어 올리고 안경을 쓴 채 미소 짓는 Margaret의 일러스트 초상화',
      },
      t2: {
        quote:
          '딸아이가 날마다 제 걱정을 했어요. 이제는 딸이 짧은 안부 소식을 받아 보고, 저는 여전히 제 힘으로 생활하니 둘 다 밤에 마음 편히 잡니다.',
        name: 'Walter B.',
        title: '손주 다섯을 둔 할아버지, 84세',
        portraitAlt: '동그란 안경을 쓰고 옆머리가 희끗한 채 미소 짓는 Walter의 일러스트 초상화',
      },
      t3: {
        quote:
          '엄마네 부엌에서 설치하는 데 30분밖에 안 걸렸어요. 엄마는 오랜 친구처럼 이야기를 나누시고, 저는 드디어 하루에 다섯 번씩 전화하던 걸 그만뒀답니다.',
        name: 'Rosa M.',
        title: '어머니를 돌보는 딸, 52세',
        portraitAlt: '희끗한 머리에 차분한 미소를 띤 Rosa의 일러스트 초상화',
      },
    },
  },
  toast: {
    label: '알림',
    close: '알림 닫기',
  },
  pages: {
    home: {
      title: '{brand}: 어르신을 위한 음성 말벗',
      description:
        '어르신을 위한 다정한 음성 말벗, {brand}입니다. 매일의 대화, 복약 알림, 그리고 가족의 안심까지 함께합니다. 지금 대기자 명단에 등록하거나 사전 주문하실 수 있습니다.',
    },
    faq: {
      title: '자주 묻는 질문 | {brand}',
      description:
        '{brand}에 관해 자주 묻는 질문에 답해 드립니다. 작동 방식, 개인정보 보호, 가족의 이용 권한, 설치, 요금, 그리고 할 수 없는 일까지 안내합니다.',
      heading: '자주 묻는 질문',
      intro: '{brand} 도입을 앞두고 가족이 흔히 궁금해하시는 점에 쉽고 솔직하게 답해 드립니다.',
    },
    support: {
      title: '고객 지원 및 설치 | {brand}',
      description:
        '무료 전화로 언제든지 연락하시거나, 화상 상담을 예약하시거나, 무료 방문 설치를 요청하실 수 있습니다. 어르신과 가족이 {brand} 사용을 시작하실 수 있도록 상담원이 직접 도와드립니다.',
      heading: '사람이 직접 도와드립니다',
      intro: '전화 상담, 화상 통화, 또는 댁으로 찾아가는 {brand} 설치까지. 가장 편하신 방법으로 도와드립니다.',
    },
    testimonials: {
      title: '가족들의 이야기 | {brand}',
      description:
        '어르신과 가족이 대화와 알림, 서로의 안부를 나누는 데 {brand}의 도움을 매일 어떻게 받고 있는지 소개합니다.',
      heading: '가족들의 이야기',
      intro: '{brand} 덕분에 달라진 점을 어르신과 가족이 직접 자신의 말로 들려주십니다.',
    },
    pricing: {
      title: '요금 | {brand}',
      description:
        '요금제는 단 하나, 간단합니다. {brand} 기기와 월 구독에 무제한 데이터, 24시간 고객 지원, 무료 방문 설치가 포함됩니다. 해지 수수료는 없습니다.',
      heading: '단 하나의 간단한 요금제',
      intro: '기기와 서비스, 필요한 도움까지 모두 포함되어 있습니다. 숨은 비용도, 해지 수수료도 없습니다.',
    },
    api: {
      title: '하드웨어 API 파트너 프로그램 | {brand}',
      description:
        '{brand}의 음성 돌봄을 귀사의 하드웨어에서 제공할 수 있습니다. API 이용을 신청하고, 저희 팀과 함께 개발과 시범 운영을 거쳐 웨어러블, 스피커, 허브 등으로 출시하실 수 있습니다.',
      heading: '{brand} 기반 개발: 귀사의 하드웨어에 음성 돌봄을 더하세요',
      intro: '파트너 프로그램은 기기 제조사에 {brand}의 대화, 알림, 가족 기능을 제공합니다.',
    },
    crowdsupport: {
      title: '저희의 사명을 후원해 주세요 | {brand}',
      description:
        '홀로 지내시는 어르신들께 {brand}의 따뜻한 목소리가 닿을 수 있도록 힘을 보태 주세요. 프로젝트를 후원하거나, 창립 후원자가 되시거나, 시범 기기를 예약하실 수 있습니다.',
      heading: '저희의 사명을 후원해 주세요',
      intro:
        '너무 많은 어르신이 하루를 홀로 보내고 계십니다. 여러분의 후원이 있으면 {brand}의 목소리를 더 빨리 전해 드릴 수 있습니다.',
    },
    trust: {
      title: '신뢰와 개인정보 보호 | {brand}',
      description:
        '어르신과 가족을 지키는 {brand}의 약속: 암호화, 본인 동의가 있을 때만 허용되는 가족의 정보 접근, 안전한 결제, 기기 구매 시 환불 보장.',
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
    notFound: {
      title: '404 페이지를 찾을 수 없습니다 | {brand}',
      description: '페이지를 찾을 수 없습니다. {brand} 홈페이지에서 찾으시는 내용을 확인해 보세요.',
    },
  },
} satisfies Dictionary;

export default ko;
